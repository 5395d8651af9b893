import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { baseEnv, loadConfig, migrateSchema, runMain } from '@civic/service-kit';
import { identityDataSource, IDENTITY_SCHEMA } from '../data-source';
import { SHIPPED_DISTRICTS_FILE } from '../district/default-table';
import { DistrictFileError, parseDistrictFile } from '../district/zcta-file';
import { ZctaDistrictsRepository } from '../district/zcta-districts.repository';
import { replaceZctaDistricts } from '../district/zcta-store';

/**
 * `npm run import:districts -- FILE`: loads a ZCTA → congressional district file into
 * identity.zcta_districts, replacing what was there in one transaction (run it again any time;
 * the same file gives the same table). FILE is a Census relationship file
 * (tab20_cd11920_zcta520_natl.txt: GEOID_CD119_20|GEOID_ZCTA5_20|...|AREALAND_PART) or a CSV
 * with state_fips,state_abbr,zcta,cd (like the table identity ships, data/zccd-119.csv.gz),
 * either of them plain or gzip-compressed.
 */
const USAGE = `Usage: npm run import:districts -- FILE

Loads a ZIP (ZCTA) to congressional district file into the identity database, replacing the
current table. FILE is either
  - a Census ZCTA-district relationship file (pipe-delimited, e.g. tab20_cd11920_zcta520_natl.txt), or
  - a CSV with the header state_fips,state_abbr,zcta,cd (cd 0 = at large),
plain or gzip-compressed. The table identity ships with is ${relative(process.cwd(), SHIPPED_DISTRICTS_FILE)}.
Uses DATABASE_URL (from the environment or .env).`;

runMain(async () => {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (args.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  const path = resolve(args[0]!);
  if (!existsSync(path)) {
    process.stderr.write(`File not found: ${path}\n`);
    process.exit(1);
  }
  const dotEnv = join(process.cwd(), '.env');
  if (existsSync(dotEnv)) process.loadEnvFile(dotEnv); // real environment variables still win
  const env = loadConfig(baseEnv);

  let file;
  try {
    file = await parseDistrictFile(path);
  } catch (err) {
    if (err instanceof DistrictFileError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  if (!file.rows.length) {
    process.stderr.write(`${path}: no ZCTA–district rows found (${file.lines} lines, all skipped); the table was left unchanged.\n`);
    process.exit(1);
  }

  const dataSource = await identityDataSource(env.DATABASE_URL).initialize();
  try {
    await migrateSchema(dataSource, IDENTITY_SCHEMA);
    const before = await new ZctaDistrictsRepository(dataSource).count();
    const counts = await replaceZctaDistricts(dataSource, file.rows);
    process.stdout.write(
      [
        `Imported ${path}`,
        `  format: ${file.format === 'census-relationship' ? 'Census relationship file (shares from land area)' : 'state_fips,state_abbr,zcta,cd CSV (no shares)'}`,
        `  lines read: ${file.lines} (${file.skipped} skipped: no ZCTA, no district or unknown state)`,
        `  rows: ${counts.rows} (replaced ${before})`,
        `  ZIP codes: ${counts.zctas} (${counts.splitZctas} span more than one district)`,
        `  districts: ${counts.districts} in ${counts.states} states and territories`,
        '',
      ].join('\n'),
    );
  } finally {
    await dataSource.destroy();
  }
});

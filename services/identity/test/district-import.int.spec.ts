import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { DataSource } from 'typeorm';
import { identityDataSource } from '../src/data-source';
import { SHIPPED_DISTRICTS_FILE } from '../src/district/default-table';
import { loadDistrictsIfEmpty } from '../src/district/zcta-store';
import { PgZctaLookup, ZctaTableResolver } from '../src/district/zcta-table';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

/**
 * The import command and the start-up load, against a database of this suite's own: they empty
 * and replace the table, which the running test stack reads as shipped.
 */
const ROOT = resolve(__dirname, '../../..');
const CLI = join(ROOT, 'services/identity/dist/cli/import-districts.js');
const FIXTURES = join(__dirname, 'fixtures');
const CENSUS_FIXTURE = join(FIXTURES, 'zcta-cd119-sample.txt');
const CSV_FIXTURE = join(FIXTURES, 'zccd-sample.csv');

let scratch: ScratchDatabase;
let ds: DataSource;
let dir: string;
const count = async () => Number((await ds.query('SELECT count(*)::int AS n FROM identity.zcta_districts'))[0].n);

function importCli(...args: string[]) {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: build first (npx nx run @civic/identity:build).`);
  // The database is named explicitly, so this never touches a developer's own database.
  const res = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: scratch.url, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: res.status, stdout: res.stdout, stderr: res.stderr };
}

/** A gzip-compressed copy of a fixture, named without .gz: the format is read from the bytes. */
function gzipped(path: string, name: string): string {
  const out = join(dir, name);
  writeFileSync(out, gzipSync(readFileSync(path)));
  return out;
}

beforeAll(async () => {
  scratch = await createScratchDatabase('districts');
  ds = await identityDataSource(scratch.url).initialize();
  dir = mkdtempSync(join(tmpdir(), 'districts-'));
}, 60_000);
afterAll(async () => {
  await ds?.destroy();
  await scratch?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run import:districts -- FILE', () => {
  it('loads the Census relationship file, prints counts, and is idempotent', async () => {
    const first = importCli(CENSUS_FIXTURE);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('format: Census relationship file (shares from land area)');
    expect(first.stdout).toContain('lines read: 14 (2 skipped');
    expect(first.stdout).toMatch(/rows: 12 \(replaced \d+\)/);
    expect(first.stdout).toContain('ZIP codes: 7 (4 span more than one district)');
    expect(await count()).toBe(12);
    const rows = await ds.query(`SELECT district, share::float AS share FROM identity.zcta_districts WHERE zcta = '10001' ORDER BY district`);
    expect(rows).toEqual([{ district: 'NY-10', share: 0.25 }, { district: 'NY-12', share: 0.75 }]);

    const again = importCli(CENSUS_FIXTURE);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('rows: 12 (replaced 12)');
    expect(await count()).toBe(12);
  });

  it('loads the state_fips,state_abbr,zcta,cd CSV, replacing the previous contents', async () => {
    const res = importCli(CSV_FIXTURE);
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('format: state_fips,state_abbr,zcta,cd CSV (no shares)');
    expect(res.stdout).toContain('rows: 14 (replaced 12)');
    expect(await count()).toBe(14);
    const resolver = new ZctaTableResolver(new PgZctaLookup(ds));
    expect(await resolver.resolve({ address: '', city: 'Burlington', state: 'VT', zipCode: '05401' }, [])).toMatchObject({
      resolution: { congressionalDistrict: 'VT-AL', confidence: 'MEDIUM' },
    });
    expect(await resolver.resolve({ address: '', city: 'New York', state: 'NY', zipCode: '10001' }, [])).toMatchObject({
      resolution: { congressionalDistrict: 'NY-10', confidence: 'LOW' },
    });
  });

  it('refuses a missing file, a file of another format, a broken gzip file and a missing argument, leaving the table alone', async () => {
    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, 'zip,name\n12345,x\n');
    const wrong = importCli(bad);
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/unrecognised header .*state_fips,state_abbr,zcta,cd/);
    const missing = importCli(join(dir, 'nope.txt'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(`File not found: ${join(dir, 'nope.txt')}`);
    const truncated = join(dir, 'truncated.csv.gz');
    writeFileSync(truncated, gzipSync(readFileSync(CSV_FIXTURE)).subarray(0, 40));
    const broken = importCli(truncated);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain(`${truncated}: the file is gzip-compressed but could not be decompressed`);
    const usage = importCli();
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run import:districts -- FILE');
    expect(await count()).toBe(14);
  });

  it('reads either format gzip-compressed, whatever the file is called', async () => {
    const census = importCli(gzipped(CENSUS_FIXTURE, 'relationship.txt'));
    expect(census.stderr).toBe('');
    expect(census.stdout).toContain('format: Census relationship file (shares from land area)');
    expect(census.stdout).toContain('rows: 12 (replaced 14)');
    const rows = await ds.query(`SELECT district, share::float AS share FROM identity.zcta_districts WHERE zcta = '10001' ORDER BY district`);
    expect(rows).toEqual([{ district: 'NY-10', share: 0.25 }, { district: 'NY-12', share: 0.75 }]);

    const csv = importCli(gzipped(CSV_FIXTURE, 'zccd.csv.gz'));
    expect(csv.stderr).toBe('');
    expect(csv.stdout).toContain('format: state_fips,state_abbr,zcta,cd CSV (no shares)');
    expect(csv.stdout).toContain('rows: 14 (replaced 12)');
    expect(await count()).toBe(14);
  });
});

describe('DISTRICTS_FILE at start-up', () => {
  it('loads a gzip-compressed file too', async () => {
    await ds.query('DELETE FROM identity.zcta_districts');
    expect(await loadDistrictsIfEmpty(ds, gzipped(CSV_FIXTURE, 'start-up.csv.gz'))).toMatchObject({ loaded: true, counts: { rows: 14 } });
    expect(await count()).toBe(14);
  });

  it('loads the file into an empty table once, and never replaces a loaded table', async () => {
    await ds.query('DELETE FROM identity.zcta_districts');
    const first = await loadDistrictsIfEmpty(ds, CENSUS_FIXTURE);
    expect(first).toMatchObject({ loaded: true, counts: { rows: 12 } });
    expect(await count()).toBe(12);
    expect(await loadDistrictsIfEmpty(ds, CSV_FIXTURE)).toEqual({ loaded: false });
    expect(await count()).toBe(12);
  });

  it('two replicas starting together load it once', async () => {
    await ds.query('DELETE FROM identity.zcta_districts');
    const other = await identityDataSource(scratch.url).initialize();
    try {
      const results = await Promise.all([loadDistrictsIfEmpty(ds, CENSUS_FIXTURE), loadDistrictsIfEmpty(other, CENSUS_FIXTURE)]);
      expect(results.filter((r) => r.loaded)).toHaveLength(1);
      expect(await count()).toBe(12);
    } finally {
      await other.destroy();
    }
  });
});

describe(`the table identity ships with (${SHIPPED_DISTRICTS_FILE})`, () => {
  it('imports every row; a single-district ZIP is MEDIUM and a split ZIP is LOW, naming its districts', async () => {
    const res = importCli(SHIPPED_DISTRICTS_FILE);
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('format: state_fips,state_abbr,zcta,cd CSV (no shares)');
    expect(res.stdout).toContain('lines read: 42033 (0 skipped');
    expect(res.stdout).toMatch(/ZIP codes: 33774 \(\d+ span more than one district\)/);
    expect(res.stdout).toContain('districts: 437 in 52 states and territories');
    expect(await count()).toBe(42033);
    const resolver = new ZctaTableResolver(new PgZctaLookup(ds));
    expect(await resolver.resolve({ address: '', city: 'Brooklyn', state: 'NY', zipCode: '11211' }, [])).toMatchObject({
      resolution: { congressionalDistrict: 'NY-07', confidence: 'MEDIUM' },
    });
    expect(await resolver.resolve({ address: '', city: 'Chicago', state: 'IL', zipCode: '60616' }, [])).toMatchObject({
      resolution: { congressionalDistrict: 'IL-01', confidence: 'LOW', message: expect.stringContaining('ZIP 60616 spans 3 districts (IL-01, IL-04, IL-07)') },
    });
  }, 120_000);
});

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { DataSource } from 'typeorm';
import { stackEnv } from '@civic/testing';
import { identityDataSource } from '../src/data-source';
import { loadDistrictsIfEmpty } from '../src/district/zcta-store';
import { PgZctaLookup, ZctaTableResolver } from '../src/district/zcta-table';

/**
 * The import command and the start-up load against the test database. Suites run one at a
 * time (npm test passes --runInBand), and each suite that needs the table loads what it needs.
 */
const ROOT = resolve(__dirname, '../../..');
const CLI = join(ROOT, 'services/identity/dist/cli/import-districts.js');
const FIXTURES = join(__dirname, 'fixtures');
const CENSUS_FIXTURE = join(FIXTURES, 'zcta-cd119-sample.txt');
const CSV_FIXTURE = join(FIXTURES, 'zccd-sample.csv');
const ZCCD_PATH = resolve(ROOT, '../shared/data/zccd.csv');

function importCli(...args: string[]) {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: build first (npx nx run @civic/identity:build).`);
  // The database is named explicitly, so this never touches a developer's own database.
  const res = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: stackEnv('DATABASE_URL'), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: res.status, stdout: res.stdout, stderr: res.stderr };
}

let ds: DataSource;
const count = async () => Number((await ds.query('SELECT count(*)::int AS n FROM identity.zcta_districts'))[0].n);

beforeAll(async () => {
  ds = await identityDataSource(stackEnv('DATABASE_URL')).initialize();
});
afterAll(async () => {
  await ds?.destroy();
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

  it('refuses a missing file, a file of another format and a missing argument, leaving the table alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'districts-'));
    try {
      const bad = join(dir, 'bad.csv');
      writeFileSync(bad, 'zip,name\n12345,x\n');
      const wrong = importCli(bad);
      expect(wrong.status).toBe(1);
      expect(wrong.stderr).toMatch(/unrecognised header .*state_fips,state_abbr,zcta,cd/);
      const missing = importCli(join(dir, 'nope.txt'));
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain(`File not found: ${join(dir, 'nope.txt')}`);
      const usage = importCli();
      expect(usage.status).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run import:districts -- FILE');
      expect(await count()).toBe(14);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('DISTRICTS_FILE at start-up', () => {
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
    const other = await identityDataSource(stackEnv('DATABASE_URL')).initialize();
    try {
      const results = await Promise.all([loadDistrictsIfEmpty(ds, CENSUS_FIXTURE), loadDistrictsIfEmpty(other, CENSUS_FIXTURE)]);
      expect(results.filter((r) => r.loaded)).toHaveLength(1);
      expect(await count()).toBe(12);
    } finally {
      await other.destroy();
    }
  });
});

const haveZccd = existsSync(ZCCD_PATH);
if (!haveZccd) {
  console.warn(`SKIPPED real-data import test: ${ZCCD_PATH} not found (the 119th-Congress zccd.csv from shared/data).`);
}
(haveZccd ? describe : describe.skip)(`importing the real file (${ZCCD_PATH})`, () => {
  afterAll(() => {
    // Leave the small fixture behind for whichever suite runs next.
    importCli(CENSUS_FIXTURE);
  });

  it('loads every row, then a known single-district ZIP is MEDIUM and a known split ZIP is LOW', async () => {
    const res = importCli(ZCCD_PATH);
    expect(res.status).toBe(0);
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

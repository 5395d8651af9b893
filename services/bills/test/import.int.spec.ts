import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { DataSource } from 'typeorm';
import { EVENTS } from '@civic/contracts';
import { signedInClient, stackEnv, startFakeCongressApi, startFakeGovInfo, waitFor } from '@civic/testing';
import { billsDataSource } from '../src/data-source';

// A shared two-core machine (and, here, child processes): generous per-test time.
jest.setTimeout(120_000);

// The import and resynthesize commands as an operator runs them (built, in a child process)
// against the running stack's database; the stack's bills service relays their outbox rows and
// its ai-worker synthesizes the bills.
const ROOT = resolve(__dirname, '../../..');
const FIXTURES = resolve(__dirname, 'persist-fixtures');
const IDS = ['119-hr-9901', '119-s-9902', '119-hres-9903'];

let ds: DataSource;
let dir: string;

/** Runs a built command in a child process (async: fake servers in this process must answer it). */
function run(script: 'import-bills' | 'resynthesize', args: string[] = [], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'services/bills/dist/cli', `${script}.js`), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: stackEnv('DATABASE_URL'), ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout, stderr });
    });
  });
}

async function importJson(args: string[], env: Record<string, string> = {}) {
  const res = await run('import-bills', [...args, '--json'], env);
  if (res.code !== 0) throw new Error(`import failed (${res.code}): ${res.stderr}`);
  return JSON.parse(res.stdout.trim().split('\n').pop()!);
}

const requests = (billId: string): Promise<{ id: string; payload: { contentVersion: string; input: { summary: string | null } } }[]> =>
  ds.query(`SELECT id::text, payload FROM bills.outbox WHERE name = $1 AND payload->>'billId' = $2 ORDER BY created_at`, [EVENTS.billSynthesisRequested, billId]);

beforeAll(async () => {
  ds = await billsDataSource(stackEnv('DATABASE_URL'), 2).initialize();
  dir = mkdtempSync(join(tmpdir(), 'civic-import-'));
  cpSync(FIXTURES, dir, { recursive: true });
});

afterAll(async () => {
  await ds?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run import:bills', () => {
  it('imports a folder, reports what it skipped and why, and requests a synthesis per new bill', async () => {
    const summary = await importJson([dir]);
    expect(summary).toMatchObject({ imported: 3, updated: 0, unchanged: 0, skipped: 1, synthesisRequested: 3 });
    expect(summary.skips).toEqual([{ source: join(dir, 'broken.json'), reason: expect.stringContaining('unrecognised JSON') }]);
    const rows = await ds.query(`SELECT bill_id, policy_area FROM bills.bills WHERE bill_id = ANY($1) ORDER BY bill_id`, [IDS]);
    expect(rows).toEqual([
      { bill_id: '119-hr-9901', policy_area: 'Energy' },
      { bill_id: '119-hres-9903', policy_area: null },
      { bill_id: '119-s-9902', policy_area: 'Health' },
    ]);
    for (const id of IDS) expect(await requests(id)).toHaveLength(1);
  });

  it('prints a readable summary with the skip reasons', async () => {
    const res = await run('import-bills', [dir]);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^Import finished in [\d.]+s: 0 imported, 0 updated, 3 unchanged, 1 skipped\.$/m);
    expect(res.stdout).toContain(`${join(dir, 'broken.json')}: unrecognised JSON`);
    expect(res.stderr).toMatch(/4 read: 0 imported, 0 updated, 3 unchanged, 1 skipped/);
  });

  it('makes the bills visible through the API once the stack has synthesized them', async () => {
    const { client } = await signedInClient();
    const listed = await waitFor('the imported bills to be listed', async () => {
      const res = await client.get('/api/bills?search=quillfeather&limit=50');
      return res.body.length === 3 && res.body;
    }, 60_000);
    expect(listed.map((b: { billId: string }) => b.billId).sort()).toEqual([...IDS].sort());
    const detail = await client.get('/api/bills/119-hr-9901');
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ synthesized: true, synthesisStatus: 'synthesized', summary: expect.stringContaining('community solar') });
    expect(detail.body.synthesis.current).toBe(true);
    expect(detail.body.synthesis.billArgumentsFor.length).toBeGreaterThan(0);
    expect(detail.body.synthesis.archetypeSuggestions.length).toBeGreaterThan(0);
  });

  it('is idempotent: a second run of the same files changes nothing and requests nothing', async () => {
    const [{ n: before }] = await ds.query(`SELECT count(*)::int AS n FROM bills.bills`);
    const summary = await importJson([dir]);
    expect(summary).toMatchObject({ imported: 0, updated: 0, unchanged: 3, skipped: 1, synthesisRequested: 0 });
    const [{ n: after }] = await ds.query(`SELECT count(*)::int AS n FROM bills.bills`);
    expect(after).toBe(before);
    for (const id of IDS) expect(await requests(id)).toHaveLength(1);
  });

  it('updates a bill whose summary changed and requests a new synthesis of the new text', async () => {
    const file = join(dir, 'hr9901-119.data.json');
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    doc.summary.text = 'This bill creates grants for community solar projects and adds battery storage for renters.';
    doc.updated_at = '2025-07-01T12:00:00Z';
    writeFileSync(file, JSON.stringify(doc));

    const summary = await importJson([dir]);
    expect(summary).toMatchObject({ imported: 0, updated: 1, unchanged: 2, synthesisRequested: 1 });
    const reqs = await requests('119-hr-9901');
    expect(reqs).toHaveLength(2);
    expect(reqs[1].payload.input.summary).toContain('battery storage');
    expect(reqs[1].payload.contentVersion).not.toBe(reqs[0].payload.contentVersion);

    // The stack re-synthesizes it: the detail's synthesis becomes current for the new text.
    const { client } = await signedInClient();
    await waitFor('the re-synthesis', async () => {
      const res = await client.get('/api/bills/119-hr-9901');
      return res.body.summary?.includes('battery storage') && res.body.synthesis?.current === true;
    }, 60_000);
  });

  it('updates other fields without a new synthesis request', async () => {
    const file = join(dir, 's9902-119.data.json');
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    doc.actions.push({ acted_at: '2025-08-01', text: 'Committee on Health, Education, Labor, and Pensions. Hearings held.', type: 'action' });
    doc.updated_at = '2025-08-02T00:00:00Z';
    writeFileSync(file, JSON.stringify(doc));
    expect(await importJson([dir])).toMatchObject({ updated: 1, unchanged: 2, synthesisRequested: 0 });
    expect(await requests('119-s-9902')).toHaveLength(1);
    const [row] = await ds.query(`SELECT to_char(latest_action_date, 'YYYY-MM-DD') AS d, synthesized FROM bills.bills WHERE bill_id = '119-s-9902'`);
    expect(row).toEqual({ d: '2025-08-01', synthesized: true });
  });

  it('refuses bad arguments with a clear message', async () => {
    expect(await run('import-bills')).toMatchObject({ code: 1, stderr: expect.stringContaining('Name files or folders to import') });
    expect(await run('import-bills', ['--from', 'nowhere', '--congress', '119'])).toMatchObject({ code: 1, stderr: expect.stringContaining('--from must be congress-api or govinfo') });
    expect(await run('import-bills', ['--from', 'govinfo'])).toMatchObject({ code: 1, stderr: expect.stringContaining('needs --congress') });
    expect(await run('import-bills', ['--from', 'govinfo', '--congress', '119', '--type', 'xx'])).toMatchObject({ code: 1, stderr: expect.stringContaining('Unknown bill type "xx"') });
    expect(await run('import-bills', [join(dir, 'missing')])).toMatchObject({ code: 1, stderr: expect.stringContaining('No such file or folder') });
    expect(await run('import-bills', ['--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('npm run import:bills') });
  });
});

describe('npm run import:bills -- --from (loopback fakes of Congress.gov and GovInfo)', () => {
  it('imports from the Congress.gov API with --limit, then the rest idempotently', async () => {
    const api = await startFakeCongressApi({
      bills: [1, 2, 3].map((n) => ({
        congress: 951,
        type: 'HR',
        number: n,
        title: `Quillfeather API Test Act ${n}`,
        updateDate: `2025-05-0${n}T10:00:00Z`,
        latestAction: { actionDate: `2025-04-0${n}`, text: 'Referred to the Committee on Ways and Means.' },
        policyArea: 'Taxation',
        sponsors: [{ firstName: 'Ada', lastName: 'Fixture', party: 'D', state: 'CO', district: 1 }],
      })),
    });
    try {
      const env = { CONGRESS_API_KEY: api.apiKey, CONGRESS_API_BASE_URL: api.baseUrl };
      const first = await importJson(['--from', 'congress-api', '--congress', '951', '--limit', '2'], env);
      expect(first).toMatchObject({ imported: 2, updated: 0, unchanged: 0, skipped: 0, synthesisRequested: 2 });
      const all = await importJson(['--from', 'congress-api', '--congress', '951'], env);
      expect(all).toMatchObject({ imported: 1, unchanged: 2, skipped: 0 });
      const rows = await ds.query(`SELECT bill_id, policy_area, sponsors FROM bills.bills WHERE congress = 951 ORDER BY bill_id`);
      expect(rows.map((r: { bill_id: string }) => r.bill_id)).toEqual(['951-hr-1', '951-hr-2', '951-hr-3']);
      expect(rows[0]).toMatchObject({ policy_area: 'Taxation', sponsors: [{ name: 'Rep. Fixture, Ada', party: 'D', state: 'CO' }] });
      // The key never reaches the command's output.
      const plain = await run('import-bills', ['--from', 'congress-api', '--congress', '951'], env);
      expect(plain.stdout + plain.stderr).not.toContain(api.apiKey);
    } finally {
      await api.close();
    }
  });

  it('says what is missing when the Congress.gov key is not set', async () => {
    const res = await run('import-bills', ['--from', 'congress-api', '--congress', '951'], { CONGRESS_API_KEY: '' });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^CONGRESS_API_KEY is not set.*\.env/);
  });

  it('imports BILLSTATUS files from GovInfo bulk data for one bill type', async () => {
    const xml = (n: number) => `<?xml version="1.0" encoding="utf-8"?>
<billStatus><version>3.0.0</version><bill>
<number>${n}</number><updateDate>2025-05-01T10:00:00Z</updateDate><originChamber>House</originChamber><type>HR</type>
<introducedDate>2025-04-01</introducedDate><congress>952</congress>
<sponsors><item><fullName>Rep. Fixture, Noor [D-CO-1]</fullName><firstName>Noor</firstName><lastName>Fixture</lastName><party>D</party><state>CO</state></item></sponsors>
<policyArea><name>Health</name></policyArea>
<title>Quillfeather GovInfo Test Act ${n}</title>
<latestAction><actionDate>2025-04-02</actionDate><text>Referred to the Committee on Energy and Commerce.</text></latestAction>
</bill></billStatus>`;
    const govinfo = await startFakeGovInfo({
      files: [
        ...[1, 2].map((n) => ({ congress: 952, type: 'hr', fileName: `BILLSTATUS-952hr${n}.xml`, body: xml(n) })),
        { congress: 952, type: 's', fileName: 'BILLSTATUS-952s1.xml', body: xml(1).replace(/HR/g, 'S').replace('House', 'Senate') },
        { congress: 952, type: 'hr', fileName: 'BILLSTATUS-952hr3.xml', body: '<billStatus><bill>' },
      ],
    });
    try {
      const summary = await importJson(['--from', 'govinfo', '--congress', '952', '--type', 'hr'], { GOVINFO_BASE_URL: govinfo.baseUrl });
      expect(summary).toMatchObject({ imported: 2, skipped: 1, synthesisRequested: 2 });
      expect(summary.skips[0].source).toContain('BILLSTATUS-952hr3.xml');
      const rows = await ds.query(`SELECT bill_id FROM bills.bills WHERE congress = 952 ORDER BY bill_id`);
      expect(rows).toEqual([{ bill_id: '952-hr-1' }, { bill_id: '952-hr-2' }]);
    } finally {
      await govinfo.close();
    }
  });
});

describe('npm run bills:resynthesize', () => {
  it('re-requests the named bills through the outbox and reports unknown ones', async () => {
    const before = (await requests('119-hres-9903')).length;
    const ok = await run('resynthesize', ['119-HRES-9903']);
    expect(ok).toMatchObject({ code: 0, stdout: expect.stringContaining('Requested synthesis for 1 bill: 119-hres-9903') });
    expect(await requests('119-hres-9903')).toHaveLength(before + 1);

    const unknown = await run('resynthesize', ['950-hr-1', '119-hr-9901']);
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toContain('Unknown bills (not imported): 950-hr-1');
  });

  it('shows the state of the catalogue and refuses an unclear selection', async () => {
    expect(await run('resynthesize', ['--status'])).toMatchObject({ code: 0, stdout: expect.stringMatching(/^\d+ bills: /) });
    expect(await run('resynthesize')).toMatchObject({ code: 1, stderr: expect.stringContaining('Choose one of') });
    expect(await run('resynthesize', ['--failed', '--all'])).toMatchObject({ code: 1 });
    expect(await run('resynthesize', ['not-a-bill'])).toMatchObject({ code: 1, stderr: expect.stringContaining('is not a bill id') });
  });
});

import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { DataSource } from 'typeorm';
import { stackEnv, startFakeCongressApi } from '@civic/testing';
import { billsDataSource } from '../src/data-source';
import { RollCallsQueries } from '../src/rollcalls/roll-calls.queries';
import { RollCallsRepository } from '../src/rollcalls/roll-calls.repository';

jest.setTimeout(120_000);

// npm run import:rollcalls as an operator runs it (built, in a child process) against the
// running stack's database, over the fixtures written for these tests.
const ROOT = resolve(__dirname, '../../..');
const FIXTURES = resolve(__dirname, 'rollcall-fixtures');

let ds: DataSource;
let dir: string;

function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(ROOT, 'services/bills/dist/cli/import-rollcalls.js'), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: stackEnv('DATABASE_URL'), ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

async function importJson(args: string[], env: Record<string, string> = {}) {
  const res = await run([...args, '--json'], env);
  if (res.code !== 0) throw new Error(`import failed (${res.code}): ${res.stderr}`);
  return JSON.parse(res.stdout.trim().split('\n').pop()!);
}

beforeAll(async () => {
  ds = await billsDataSource(stackEnv('DATABASE_URL'), 2).initialize();
  dir = mkdtempSync(join(tmpdir(), 'civic-rollcalls-'));
  cpSync(FIXTURES, dir, { recursive: true });
});

afterAll(async () => {
  await ds?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run import:rollcalls', () => {
  it('imports every format and the roster, one roll call per vote whatever the formats, and reports bad files with their line', async () => {
    const s = await importJson([dir]);
    // 9 roll-call files hold 4 roll calls; the same vote in another format changes nothing.
    expect(s.rollCalls.imported + s.rollCalls.updated).toBe(4);
    expect(s.rollCalls.imported + s.rollCalls.updated + s.rollCalls.unchanged).toBe(9);
    expect(s.members).toEqual({ imported: 8, updated: 0, unchanged: 0 });
    expect(s.skips.map((k: { source: string; line: number | null; reason: string }) => [k.source.slice(dir.length + 1), k.line, k.reason.split(':')[0]])).toEqual([
      ['broken/legislators-bad-term.yaml', 12, 'member B000999 term 1'],
      ['broken/malformed.data.json', 5, 'malformed JSON'],
      ['broken/no-date.data.json', null, '"date" is missing'],
      ['broken/truncated-lis.xml', 6, 'malformed XML'],
    ]);
    const positions = await ds.query(`SELECT voter_id, position FROM bills.roll_call_positions WHERE roll_call_id = 's9095-116.2019' ORDER BY voter_id`);
    expect(positions).toEqual([
      { voter_id: 'S901', position: 'yea' }, { voter_id: 'S902', position: 'nay' }, { voter_id: 'S903', position: 'nay' }, { voter_id: 'S904', position: 'yea' },
    ]);
    // The chamber's own file is named as the source over data.json and data.xml, whatever the order.
    const [rc] = await ds.query(`SELECT source, bill_id, tie_breaker FROM bills.roll_calls WHERE roll_call_id = 's9095-116.2019'`);
    expect(rc).toEqual({ source: 'senate-lis-xml', bill_id: '116-sjres-9910', tie_breaker: 'yea' });
  });

  it('stores nothing of a bad file: the good member beside the bad term is not there', async () => {
    expect(await ds.query(`SELECT 1 FROM bills.members WHERE bioguide_id IN ('N000555', 'B000999')`)).toEqual([]);
  });

  it('changes nothing when run again', async () => {
    const s = await importJson([dir]);
    expect(s.rollCalls).toEqual({ imported: 0, updated: 0, unchanged: 9 });
    expect(s.members).toEqual({ imported: 0, updated: 0, unchanged: 8 });
  });

  it('prints a readable summary naming each skipped file and line', async () => {
    const res = await run([join(dir, 'broken')]);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^Import finished in [\d.]+s: roll calls 0 imported, 0 updated, 0 unchanged; members 0 imported, 0 updated, 0 unchanged; 4 files skipped\.$/m);
    expect(res.stdout).toContain(`${join(dir, 'broken/truncated-lis.xml')}:6: malformed XML`);
  });

  it('answers a usage error for a missing path', async () => {
    const res = await run([join(dir, 'nope')]);
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(`No such file or folder: ${join(dir, 'nope')}\n`);
  });

  it('maps the votes to districts: a representative by district, both senators by state, at the term of the vote day', async () => {
    const queries = new RollCallsQueries(new RollCallsRepository(ds));
    const ga = await queries.forDistrict('116-hjres-9920', 'GA-07');
    expect(ga.rollCalls.map((r) => [r.rollCallId, r.members.map((m) => [m.role, m.name, m.party, m.outcome])])).toEqual([
      ['h9053-116.2019', [['representative', 'Gus Moved', 'R', 'not_voting']]],
    ]);
    // GA-06 was Gus's seat until 2019; nobody in the rosters held it that day and no GA voter is unexplained.
    expect((await queries.forDistrict('116-hjres-9920', 'GA-06')).rollCalls[0].members).toEqual([
      { role: 'representative', bioguideId: null, name: null, party: null, outcome: 'vacant', cast: null },
    ]);
    // TX: a voter who left office (not in the roster) held the seat: unknown, not vacant.
    expect((await queries.forDistrict('116-hjres-9920', 'TX-18')).rollCalls[0].members[0].outcome).toBe('unknown');
    const vt = await queries.forDistrict('116-sjres-9910', 'VT-AL');
    expect(vt.rollCalls[0].members.map((m) => [m.name, m.party, m.outcome, m.cast])).toEqual([['Sam Senior', 'I', 'yea', 'Yea'], ['Jo Junior', 'D', 'nay', 'Nay']]);
    // A representative turned senator votes as a senator of the whole state; the party switch shows the party of that day.
    const ca = await queries.forDistrict('116-sjres-9910', 'CA-12');
    expect(ca.rollCalls[0].members.map((m) => [m.name, m.party, m.outcome])).toEqual([['Pat Promoted', 'D', 'yea'], ['Chris Switcher', 'I', 'nay']]);
    expect((await queries.forDistrict('116-hr-1', 'CA-12')).rollCalls).toEqual([]);
  });

  it('updates a roll call whose record changed; a poorer format of it changes nothing', async () => {
    const poorer = join(dir, 'poorer.data.json');
    writeFileSync(poorer, readFileSync(join(dir, 'unitedstates-h9037-116.2019.data.json'), 'utf8').replace('"result": "Failed"', '"result": "Agreed to"'));
    expect((await importJson([poorer])).rollCalls).toEqual({ imported: 0, updated: 0, unchanged: 1 });
    const changed = join(dir, 'changed.xml');
    writeFileSync(changed, readFileSync(join(dir, 'clerk-2019-roll9037-committee.xml'), 'utf8').replace('<vote-result>Failed</vote-result>', '<vote-result>Agreed to</vote-result>'));
    const s = await importJson([changed]);
    expect(s.rollCalls).toEqual({ imported: 0, updated: 1, unchanged: 0 });
    const [rc] = await ds.query(`SELECT result FROM bills.roll_calls WHERE roll_call_id = 'h9037-116.2019'`);
    expect(rc.result).toBe('Agreed to');
  });

  it('imports House roll calls from the Congress.gov API (--from congress-api), idempotently, and needs a key', async () => {
    const api = await startFakeCongressApi();
    try {
      api.addHouseVote({
        congress: 116, sessionNumber: 1, rollCallNumber: 9070, startDate: '2019-03-05T18:57:00-05:00', voteType: 'Yea-and-Nay',
        voteQuestion: 'On Passage', result: 'Passed', legislationType: 'HJRES', legislationNumber: '9920',
        members: [
          { bioguideID: 'G000106', firstName: 'Gus', lastName: 'Moved', voteCast: 'Yea', voteParty: 'R', voteState: 'GA' },
          { bioguideID: 'C000112', firstName: '', lastName: 'Coastal', voteCast: 'Nay', voteParty: 'R', voteState: 'CA' },
        ],
      });
      const env = { CONGRESS_API_KEY: api.apiKey, CONGRESS_API_BASE_URL: api.baseUrl };
      const first = await importJson(['--from', 'congress-api', '--congress', '116', '--session', '1'], env);
      expect(first).toMatchObject({ rollCalls: { imported: 1, updated: 0, unchanged: 0 }, skipped: 0 });
      const [rc] = await ds.query(`SELECT source, bill_id, session, question FROM bills.roll_calls WHERE roll_call_id = 'h9070-116.2019'`);
      expect(rc).toEqual({ source: 'congress-api-json', bill_id: '116-hjres-9920', session: 1, question: 'On Passage' });
      expect(await ds.query(`SELECT voter_id, position FROM bills.roll_call_positions WHERE roll_call_id = 'h9070-116.2019' ORDER BY voter_id`)).toEqual([
        { voter_id: 'C000112', position: 'nay' }, { voter_id: 'G000106', position: 'yea' },
      ]);
      expect((await importJson(['--from', 'congress-api', '--congress', '116'], env)).rollCalls).toEqual({ imported: 0, updated: 0, unchanged: 1 });

      const noKey = await run(['--from', 'congress-api', '--congress', '116'], { CONGRESS_API_KEY: '' });
      expect([noKey.code, noKey.stderr]).toEqual([1, expect.stringMatching(/^CONGRESS_API_KEY is not set.*\.env/)]);
      const noCongress = await run(['--from', 'congress-api']);
      expect([noCongress.code, noCongress.stderr]).toEqual([1, '--from congress-api needs --congress (e.g. --congress 119).\n']);
      const badSession = await run(['--from', 'congress-api', '--congress', '116', '--session', '3'], env);
      expect(badSession.stderr).toBe('--session must be 1 or 2 (got "3")\n');
    } finally {
      await api.close();
    }
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ApiClient, signedInClient, waitFor } from '@civic/testing';
import {
  memberAgrees,
  OPEN_DATA_LICENSE,
  OPEN_TALLY_COLUMNS,
  PUBLIC_MIN_VOTERS,
  SUPPRESSED_TEXT,
  type BillAccountability,
  type OpenTallyFile,
  type PublicDistrict,
} from '@civic/contracts';
import { closeVotingSupport, db, waitForFanout } from './voting-support';

/*
 * The public district page and the open data (issue #27 items 3 and 4, ADR 0030), through the
 * real gateway and services. Voters of SD-AL (ZIP 57501, a district no other suite uses) vote
 * on the built-in sample bill 119 H.J.Res. 20, whose roll calls the stack loads; counts of
 * fewer than 10 voters must never leave the gateway.
 */
jest.setTimeout(180_000);

const BILL = '119-hjres-20';
const DISTRICT = 'SD-AL';
const pierre = (name: string) => ({ name, address: '500 E Capitol Ave', city: 'Pierre', state: 'SD', zipCode: '57501' });
const visitor = () => new ApiClient();
/** Everything a voter gave us that must never appear in a public answer. */
const personal: string[] = [];

async function voter(n: number, vote: 'support' | 'oppose') {
  const { client, user, email } = await signedInClient();
  const name = `Dakota Voter${n} ${Math.random().toString(36).slice(2, 8)}`;
  personal.push(email, user.id, name);
  expect((await client.post('/api/user/personal-info', pierre(name))).status).toBe(200);
  await waitFor('voting to know the district', async () => (await db().query(`SELECT 1 FROM voting.voters WHERE user_id = $1 AND district = $2`, [user.id, DISTRICT])).rowCount);
  expect((await client.post('/api/votes', { billId: BILL, vote })).status).toBe(200);
  return client;
}

const page = async () => {
  const res = await visitor().get<PublicDistrict>(`/api/districts/${DISTRICT}`);
  expect(res.status).toBe(200);
  return res.body;
};
const billOf = (d: PublicDistrict) => d.bills.find((b) => b.billId === BILL)!;

/** CSV rows as objects (the files have no quoted commas in these rows' counts). */
function parseCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (ch !== '\r') cell += ch;
  }
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

let firstVoter: ApiClient;

beforeAll(async () => {
  await waitFor('the built-in roll calls', async () => (await db().query(`SELECT 1 FROM bills.roll_calls WHERE bill_id = $1`, [BILL])).rowCount === 3, 60_000);
  await waitFor(`${BILL} to be votable`, async () => (await db().query('SELECT 1 FROM voting.active_bills WHERE bill_id = $1', [BILL])).rowCount, 90_000);
  await waitForFanout(BILL);
  firstVoter = await voter(1, 'support');
});

afterAll(closeVotingSupport);

describe('GET /api/districts/{ST-NN}', () => {
  it('answers 404 in the API error shape for a malformed or unknown district, without a session', async () => {
    for (const path of ['/api/districts/ZZ-99', '/api/districts/CA-99', '/api/districts/not-a-district', '/api/districts/%00', '/api/open/districts/XX-01/tallies.csv']) {
      const res = await visitor().get(path);
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 404, body: { statusCode: 404, error: 'Not Found', message: 'District not found' } });
    }
    const bill = await visitor().get('/api/open/bills/not-a-bill/tallies.json');
    expect(bill.status).toBe(404);
    expect(bill.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Bill not found' });
  });

  it('shows a visitor the members and the bill with a roll call, and hides a decision of fewer than 10 voters', async () => {
    const d = await page();
    expect(d).toMatchObject({ district: DISTRICT, state: 'SD', minVoters: PUBLIC_MIN_VOTERS });
    expect(d.members.map((m) => [m.role, m.name, m.party])).toEqual([
      ['representative', 'Dusty Johnson', 'R'],
      ['senator', 'Mike Rounds', 'R'],
      ['senator', 'John Thune', 'R'],
    ]);
    const bill = billOf(d);
    expect(bill.title).toMatch(/disapproval/i);
    expect(bill.rollCalls.map((r) => [r.rollCallId, r.counted])).toEqual([
      ['h53-119.2025', true],
      ['s206-119.2025', false],
      ['s207-119.2025', true],
    ]);
    // One voter so far: nothing about their vote may show, not even through the members' rates.
    expect(bill.tally).toEqual({
      billId: BILL,
      district: DISTRICT,
      enoughVoters: false,
      decision: null,
      counts: { support: { personal: null, values: null }, oppose: { personal: null, values: null }, abstain: { personal: null, values: null } },
    });
    for (const m of d.members) expect(m.agreement).toEqual({ agree: 0, disagree: 0, rate: null });
    for (const rc of bill.rollCalls) for (const m of rc.members) expect(m.agrees).toBeNull();
  });

  it('publishes the counts and the decision once 10 voters decided, and rates each member against it', async () => {
    // 11 more personal supports (12 in all) and 2 opposes: support is published, oppose stays hidden.
    for (let n = 2; n <= 12; n++) await voter(n, 'support');
    for (let n = 13; n <= 14; n++) await voter(n, 'oppose');
    const d = await page();
    const bill = billOf(d);
    expect(bill.tally).toEqual({
      billId: BILL,
      district: DISTRICT,
      enoughVoters: true,
      decision: 'support',
      counts: { support: { personal: 12, values: null }, oppose: { personal: null, values: null }, abstain: { personal: null, values: null } },
    });
    // The members' recorded votes as the signed-in bill page shows them (ADR 0026), judged on the
    // counted roll calls: House 53 and the Senate's passage vote 207, not the motion to proceed.
    const accountability = (await firstVoter.get<BillAccountability>(`/api/bills/${BILL}/accountability`)).body;
    const counted = accountability.rollCalls.filter((r) => r.rollCallId !== 's206-119.2025');
    for (const m of d.members) {
      const outcome = counted.flatMap((r) => r.members).find((x) => x.bioguideId === m.bioguideId)!.outcome;
      const agrees = memberAgrees('support', outcome);
      expect({ name: m.name, agreement: m.agreement }).toEqual({
        name: m.name,
        agreement: agrees === null ? { agree: 0, disagree: 0, rate: null } : { agree: agrees ? 1 : 0, disagree: agrees ? 0 : 1, rate: agrees ? 1 : 0 },
      });
    }
  });

  it('finds districts by ZIP code: one, several, none, and refuses a malformed ZIP', async () => {
    const one = await visitor().get('/api/districts?zip=57501');
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ zip: '57501', districts: [{ district: DISTRICT, state: 'SD', share: null }] });
    const two = await visitor().get('/api/districts?zip=83702');
    expect(two.body.districts.map((x: { district: string }) => x.district).sort()).toEqual(['ID-01', 'ID-02']);
    const none = await visitor().get('/api/districts?zip=00000');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No congressional district found for this ZIP code');
    for (const query of ['?zip=57a01', '?zip=5750', '', '?zip=57501&zip=57502']) {
      const bad = await visitor().get(`/api/districts${query}`);
      expect({ query, status: bad.status, body: bad.body }).toEqual({ query, status: 400, body: expect.objectContaining({ statusCode: 400, message: 'Enter a 5-digit ZIP code' }) });
    }
  });
});

describe('open data', () => {
  const files = [`/api/open/districts/${DISTRICT}/tallies`, `/api/open/bills/${BILL}/tallies`];

  it('states the licence and has exactly the dictionary’s columns, with no personal data', async () => {
    const dictionary = OPEN_TALLY_COLUMNS.map((c) => c.name);
    for (const base of files) {
      const csv = await visitor().get(`${base}.csv`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(csv.headers.get('link')).toContain(`<${OPEN_DATA_LICENSE.url}>; rel="license"`);
      expect(csv.text.split('\r\n')[0].split(',')).toEqual(dictionary);
      const json = await visitor().get<OpenTallyFile>(`${base}.json`);
      expect(json.status).toBe(200);
      expect(json.body.license).toEqual(OPEN_DATA_LICENSE);
      expect(json.body.rows.length).toBeGreaterThan(0);
      for (const row of json.body.rows) expect(Object.keys(row)).toEqual(dictionary);
      for (const text of [csv.text, json.text]) for (const value of personal) expect(text).not.toContain(value);
    }
  });

  it('suppresses below 10 in the files exactly as on the page, for the district and in the national file', async () => {
    const district = parseCsv((await visitor().get(`/api/open/districts/${DISTRICT}/tallies.csv`)).text);
    const national = parseCsv((await visitor().get(`/api/open/bills/${BILL}/tallies.csv`)).text);
    const expected = {
      bill_id: BILL, district: DISTRICT, enough_voters: 'true', decision: 'support',
      support_personal: '12', support_values: SUPPRESSED_TEXT, oppose_personal: SUPPRESSED_TEXT, oppose_values: SUPPRESSED_TEXT,
      abstain_personal: SUPPRESSED_TEXT, abstain_values: SUPPRESSED_TEXT,
    };
    expect(district.find((r) => r.bill_id === BILL)).toMatchObject(expected);
    expect(national.find((r) => r.district === DISTRICT)).toMatchObject(expected);
    // Every district of the ZIP table has a row; one nobody voted in shows nothing.
    expect(national.length).toBeGreaterThanOrEqual(435);
    // (WV-01: no suite signs up voters there.)
    expect(national.find((r) => r.district === 'WV-01')).toMatchObject({ enough_voters: 'false', decision: '', support_personal: SUPPRESSED_TEXT });
    const json = (await visitor().get<OpenTallyFile>(`/api/open/bills/${BILL}/tallies.json`)).body;
    expect(json.rows.find((r) => r.district === DISTRICT)).toMatchObject({ support_personal: 12, oppose_personal: null, enough_voters: true });
  });

  it('answers 304 to a current ETag or Last-Modified, and a new body once a vote moves the tally', async () => {
    // Other suites of the run may vote on the bill or import roll calls between two reads, and
    // any such change is a new answer: so 304, or else a 200 with a new validator (an ignored
    // If-None-Match answers 200 with the same ETag and fails). conditional.spec.ts pins the rule.
    for (const path of [`/api/districts/${DISTRICT}`, ...files.map((f) => `${f}.csv`), ...files.map((f) => `${f}.json`)]) {
      const first = await visitor().get(path);
      const etag = first.headers.get('etag')!;
      const lastModified = first.headers.get('last-modified')!;
      expect({ path, etag, lastModified }).toEqual({ path, etag: expect.stringMatching(/^"[\w-]+"$/), lastModified: expect.stringMatching(/GMT$/) });
      const again = await visitor().request('GET', path, { headers: { 'if-none-match': etag } });
      expect({ path, answer: again.status === 304 ? again.text : again.headers.get('etag') !== etag }).toEqual({ path, answer: again.status === 304 ? '' : true });
      const since = await visitor().request('GET', path, { headers: { 'if-modified-since': lastModified } });
      expect({ path, answer: since.status === 304 || Date.parse(since.headers.get('last-modified')!) > Date.parse(lastModified) }).toEqual({ path, answer: true });
      const stale = await visitor().request('GET', path, { headers: { 'if-none-match': '"something-else"' } });
      expect({ path, status: stale.status }).toEqual({ path, status: 200 });
    }
    const before = (await visitor().get(`/api/districts/${DISTRICT}`)).headers.get('etag')!;
    await voter(15, 'support');
    const after = await visitor().request('GET', `/api/districts/${DISTRICT}`, { headers: { 'if-none-match': before } });
    expect(after.status).toBe(200);
    expect(billOf(after.body as PublicDistrict).tally.counts.support.personal).toBe(13);
  });

  it('limits how often one address reads the public routes (429 with Retry-After)', async () => {
    const client = visitor();
    let status = 200;
    let retryAfter: string | null = null;
    // The default budget is 120 a minute per address; the 121st read in the minute is refused.
    for (let i = 0; i < 121 && status !== 429; i++) {
      const res = await client.get('/api/districts?zip=57501');
      status = res.status;
      retryAfter = res.headers.get('retry-after');
    }
    expect(status).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await visitor().get('/api/districts?zip=57501')).status).toBe(200);
  });
});

describe('npm run open-data:snapshot', () => {
  it('writes the files the API serves, with the licence, the dictionary and a manifest', async () => {
    const root = resolve(__dirname, '../../..');
    const parent = mkdtempSync(join(tmpdir(), 'civic-open-data-'));
    const dir = join(parent, 'snapshot');
    try {
      const res = spawnSync(process.execPath, [join(root, 'services/gateway/dist/cli/open-data-snapshot.js'), dir], { cwd: root, env: process.env, encoding: 'utf8', timeout: 120_000 });
      expect(res.stderr).toBe('');
      expect(res.status).toBe(0);
      expect(res.stdout).toMatch(/^Wrote \d+ files \(\d+ districts, \d+ bills\)/);
      // Other suites may vote elsewhere or import roll calls of other bills meanwhile: the header
      // and the sample bill's SD-AL row (only this suite's voters) must be what the API serves.
      for (const [file, path] of [
        [`districts/${DISTRICT}.csv`, `/api/open/districts/${DISTRICT}/tallies.csv`],
        [`bills/${BILL}.csv`, `/api/open/bills/${BILL}/tallies.csv`],
      ]) {
        const written = readFileSync(join(dir, file), 'utf8');
        const served = (await visitor().get(path)).text;
        const row = (text: string) => parseCsv(text).find((r) => r.district === DISTRICT && r.bill_id === BILL);
        expect({ file, header: written.split('\r\n')[0], row: row(written) }).toEqual({ file, header: served.split('\r\n')[0], row: row(served) });
        expect(row(written)).toMatchObject({ support_personal: '13', enough_voters: 'true' });
      }
      const json = JSON.parse(readFileSync(join(dir, `districts/${DISTRICT}.json`), 'utf8')) as OpenTallyFile;
      expect(json).toMatchObject({ license: OPEN_DATA_LICENSE, scope: { district: DISTRICT } });
      expect(readFileSync(join(dir, 'LICENSE.txt'), 'utf8')).toContain(`${OPEN_DATA_LICENSE.name}: ${OPEN_DATA_LICENSE.url}`);
      const readme = readFileSync(join(dir, 'README.md'), 'utf8');
      for (const c of OPEN_TALLY_COLUMNS) expect(readme).toContain(`| ${c.name} |`);
      const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { files: Array<{ path: string }> };
      expect(manifest.files.map((f) => f.path)).toEqual(expect.arrayContaining([`districts/${DISTRICT}.csv`, `bills/${BILL}.json`, 'LICENSE.txt', 'README.md']));
      const all = manifest.files.map((f) => readFileSync(join(dir, f.path), 'utf8')).join('\n');
      for (const value of personal) expect(all).not.toContain(value);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

import { startFakeCongressApi, type FakeCongressApi, type FakeCongressBill } from '@civic/testing';
import { CongressApiClient, type CongressApiProgress } from './congress-api';
import { HttpError, TokenBucket } from './http';
import { importSourcesEnv } from './sources-config';
import { isSkipped, type ImportResult, type ImportedResult } from './types';

const KEY = 'test-key-123';

function houseBill(n: number, updateDate: string): FakeCongressBill {
  return {
    congress: 119,
    type: 'HR',
    number: n,
    title: `Test Bill ${n} Act`,
    introducedDate: '2025-02-01',
    updateDate,
    latestAction: { actionDate: '2025-02-01', text: 'Referred to the House Committee on Ways and Means.' },
    policyArea: 'Taxation',
    sponsors: [{ firstName: 'Alex', lastName: 'Sample', party: 'D', state: 'NM', district: 2 }],
    textVersionCount: 1,
  };
}

const RICH_BILL: FakeCongressBill = {
  congress: 119,
  type: 'SJRES',
  number: 7,
  title: 'A joint resolution on fixture matters.',
  originChamber: 'Senate',
  introducedDate: '2025-03-03',
  updateDate: '2025-04-01T10:00:00Z',
  latestAction: { actionDate: '2025-03-20', text: 'Passed Senate without amendment by Voice Vote.' },
  policyArea: 'government operations AND politics',
  sponsors: [{ firstName: 'Pat', middleName: 'Q.', lastName: 'Fixture', party: 'R', state: 'WY' }],
  summaries: [
    { versionCode: '55', actionDate: '2025-03-20', actionDesc: 'Passed Senate', updateDate: '2025-03-25T00:00:00Z', text: '<p><strong>Later</strong></p><p>Passed&nbsp;version &amp; text.</p>' },
    { versionCode: '00', actionDate: '2025-03-03', actionDesc: 'Introduced in Senate', updateDate: '2025-03-10T00:00:00Z', text: '<p>Introduced version.</p>' },
  ],
  subjects: ['Congressional oversight', 'Government information and archives'],
  titles: [
    { titleType: 'Display Title', title: 'A joint resolution on fixture matters.' },
    { titleType: 'Short Title(s) as Passed Senate', title: 'Fixture Matters Resolution' },
  ],
  textVersionCount: 2,
  constitutionalAuthorityStatementText: '<pre>\n[Congressional Record Volume 171]\n[Senate]\nBy Mr. FIXTURE:\nS.J. Res. 7.\nCongress has the power to enact this legislation pursuant\nto the following:\nArticle I, Section 8\n[Page S1]\n</pre>',
};

async function collect(iterable: AsyncIterable<ImportResult>): Promise<ImportResult[]> {
  const out: ImportResult[] = [];
  for await (const r of iterable) out.push(r);
  return out;
}

const bills = (results: ImportResult[]) => results.filter((r): r is ImportedResult => !isSkipped(r)).map((r) => r.bill);

describe('CongressApiClient against the fake Congress.gov API', () => {
  let api: FakeCongressApi;
  // Fast limiter and retries so the suite stays quick; the real defaults are tested in http.spec.
  const client = (overrides: Partial<ConstructorParameters<typeof CongressApiClient>[0]> = {}) =>
    new CongressApiClient({
      apiKey: KEY,
      baseUrl: api.baseUrl,
      pageSize: 3,
      limiter: new TokenBucket({ capacity: 1000, refillPerSecond: 1000 }),
      retry: { retries: 3, baseDelayMs: 5 },
      ...overrides,
    });

  beforeEach(async () => {
    const list = [1, 2, 3, 4, 5, 6, 7].map((n) => houseBill(n, `2025-02-0${n}T00:00:00Z`));
    api = await startFakeCongressApi({ apiKey: KEY, bills: [...list, RICH_BILL, { ...houseBill(9, '2024-01-01T00:00:00Z'), congress: 118 }] });
  });
  afterEach(() => api.close());

  it('pages through the listing with pagination.next and the api_key on every request', async () => {
    const listed = [];
    for await (const item of client().listBills(119)) listed.push(`${item.type}${item.number}`);
    expect(listed.sort()).toEqual(['HR1', 'HR2', 'HR3', 'HR4', 'HR5', 'HR6', 'HR7', 'SJRES7']);
    const pages = api.requests.filter((r) => r.path === '/v3/bill/119');
    expect(pages.map((r) => r.query.offset)).toEqual(['0', '3', '6']);
    expect(api.requests.every((r) => r.query.api_key === KEY && r.query.format === 'json')).toBe(true);
  });

  it('imports every bill exactly once even when bills change while the listing is paged', async () => {
    await api.close();
    let changed = false;
    api = await startFakeCongressApi({
      apiKey: KEY,
      bills: [1, 2, 3, 4, 5, 6, 7].map((n) => houseBill(n, `2025-02-0${n}T00:00:00Z`)),
      onRequest: (req, fake) => {
        // Between page 1 and page 2 a bill not yet read is updated and a new one arrives: both jump
        // to the front of the listing (newest first), so page 2 repeats bills from page 1.
        if (req.path === '/v3/bill/119' && req.query.offset === '3' && !changed) {
          changed = true;
          const now = new Date().toISOString();
          fake.touchBill(119, 'HR', 1, now);
          fake.addBill(houseBill(8, now));
        }
      },
    });
    const results = await collect(client().importBills(119));
    const ids = bills(results).map((b) => b.billId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(['119-hr-1', '119-hr-2', '119-hr-3', '119-hr-4', '119-hr-5', '119-hr-6', '119-hr-7', '119-hr-8']);
    // The catch-up pass asked only for what changed since the run began.
    const catchUp = api.requests.filter((r) => r.path === '/v3/bill/119' && r.query.fromDateTime);
    expect(catchUp).toHaveLength(1);
    expect(catchUp[0].query.fromDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('maps detail, summaries, subjects and titles to an ImportedBill', async () => {
    const bill = await client().fetchBill(119, 'sjres', 7);
    expect(bill).toMatchObject({
      billId: '119-sjres-7',
      billType: 'SJRES',
      billNumber: '7',
      title: 'A joint resolution on fixture matters.',
      shortTitle: 'Fixture Matters Resolution',
      originChamber: 'Senate',
      introducedDate: '2025-03-03',
      latestActionDate: '2025-03-20',
      latestActionText: 'Passed Senate without amendment by Voice Vote.',
      policyArea: 'Government Operations and Politics',
      subjects: ['Congressional oversight', 'Government information and archives'],
      summary: 'Later\n\nPassed version & text.',
      textAvailable: true,
      sponsors: [{ name: 'Sen. Fixture, Pat Q.', party: 'R', state: 'WY' }],
      legislationUrl: 'https://www.congress.gov/bill/119th-congress/senate-joint-resolution/7',
      constitutionalAuthority: 'By Mr. FIXTURE: S.J. Res. 7. Congress has the power to enact this legislation pursuant to the following: Article I, Section 8',
      source: 'congress-gov-api/v3',
    });
    expect(api.count('/v3/bill/119/sjres/7')).toBe(4);
  });

  it('follows pagination of long subject lists', async () => {
    const subjects = Array.from({ length: 300 }, (_, i) => `Subject ${String(i).padStart(3, '0')}`);
    api.addBill({ ...houseBill(99, '2025-02-09T00:00:00Z'), subjects });
    const bill = await client().fetchBill(119, 'HR', 99);
    expect(bill.subjects).toEqual(subjects);
    expect(api.count('/v3/bill/119/hr/99/subjects')).toBe(2);
  });

  it('does not spend requests on summaries, subjects or titles the detail says are empty', async () => {
    await client().fetchBill(119, 'HR', 1);
    // subjects count includes the policy area, so only summaries and titles are skipped here.
    expect(api.requests.map((r) => r.path)).toEqual(['/v3/bill/119/hr/1', '/v3/bill/119/hr/1/subjects']);
  });

  it('retries a 429 and finishes the run', async () => {
    api.failNext(429, 1, { retryAfterSeconds: 0 });
    const c = client();
    const results = await collect(c.importBills(119));
    expect(bills(results)).toHaveLength(8);
    expect(api.requests[0].status).toBe(429);
    expect(api.requests[1].path).toBe(api.requests[0].path);
    expect(c.stats.retries).toBe(1);
  });

  it('skips a bill whose detail keeps failing and goes on with the rest', async () => {
    api.failNext(503, 10, { pathPrefix: '/v3/bill/119/hr/4' });
    const results = await collect(client({ retry: { retries: 2, baseDelayMs: 1 } }).importBills(119));
    const skipped = results.filter(isSkipped);
    expect(skipped).toHaveLength(1);
    expect(skipped[0].file).toContain('/v3/bill/119/hr/4');
    expect(skipped[0].file).not.toContain(KEY);
    expect(skipped[0].reason).toMatch(/503/);
    expect(bills(results)).toHaveLength(7);
  });

  it('fails fast on a wrong key without retrying', async () => {
    const error = await collect(client({ apiKey: 'wrong' }).importBills(119)).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(403);
    expect(error.message).toMatch(/API_KEY_INVALID/);
    expect(error.message).not.toContain('wrong');
    expect(api.count()).toBe(1);
  });

  it('honours the rate limiter', async () => {
    // One request per 40 ms after a burst of 2, on the real clock; `reading` is the clock's last
    // reading by the bucket, the one it let a request out on.
    let reading = 0;
    const limiter = new TokenBucket({ capacity: 2, refillPerSecond: 25, now: () => (reading = Date.now()) });
    // When the bucket let each request out, as the bucket saw it. (The fake server's receipt
    // times are not the bucket's: a first request that also opens the connection arrives later
    // after its token than the rest, which once made the receipts' span 19 ms short of it.)
    const letOut: number[] = [];
    const take = limiter.take.bind(limiter);
    limiter.take = () => take().then(() => void letOut.push(reading));
    const results = await collect(client({ limiter, includeTitles: false }).importBills(119, { maxBills: 3 }));
    expect(bills(results)).toHaveLength(3);
    const requests = api.count();
    expect(requests).toBeGreaterThanOrEqual(4);
    // Every request took a token, and none reached the server before its turn was let out.
    expect(letOut).toHaveLength(requests);
    const received = api.requests.map((r) => r.receivedAt).sort((a, b) => a - b);
    received.forEach((at, k) => expect(at).toBeGreaterThanOrEqual(letOut[k]!));
    // A bucket of 2 refilled at 25/s cannot let n requests out faster than (n - 2) / 25 s (less
    // 1 ms: 40 ms of refill may come to a hair under one token in floating point).
    expect(limiter.waitedMs).toBeGreaterThan(0);
    expect(letOut.at(-1)! - letOut[0]!).toBeGreaterThanOrEqual((requests - 2) * 40 - 1);
  });

  it('reports progress and stops at maxBills', async () => {
    const progress: CongressApiProgress[] = [];
    const results = await collect(client().importBills(119, { maxBills: 5, onProgress: (p) => progress.push(p) }));
    expect(results).toHaveLength(5);
    const last = progress.at(-1)!;
    expect(last).toMatchObject({ congress: 119, imported: 5, skipped: 0, total: 8 });
    expect(last.requests).toBe(api.count());
    expect(progress.map((p) => p.imported)).toEqual([...progress.map((p) => p.imported)].sort((a, b) => a - b));
  });

  it('refuses to start without a key, and reads its settings through importSourcesEnv', () => {
    expect(() => new CongressApiClient({})).toThrow(/^CONGRESS_API_KEY is not set/);
    expect(() => new CongressApiClient({ apiKey: null })).toThrow(/^CONGRESS_API_KEY is not set/);
    const config = importSourcesEnv.parse({ CONGRESS_API_KEY: ' k ', CONGRESS_API_BASE_URL: 'http://example.test/v3/' });
    expect(config.congressApi).toEqual({ apiKey: 'k', baseUrl: 'http://example.test/v3' });
    expect(new CongressApiClient(config.congressApi).baseUrl).toBe('http://example.test/v3');
    expect(importSourcesEnv.parse({ CONGRESS_API_KEY: '', CONGRESS_API_BASE_URL: '' }).congressApi).toEqual({ apiKey: null, baseUrl: 'https://api.congress.gov/v3' });
    const bad = importSourcesEnv.safeParse({ CONGRESS_API_BASE_URL: 'not a url' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]).toMatchObject({ path: ['CONGRESS_API_BASE_URL'], message: 'must be a URL' });
  });
});

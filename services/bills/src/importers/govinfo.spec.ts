import { readFileSync } from 'node:fs';
import { startFakeGovInfo, type FakeGovInfo } from '@civic/testing';
import { GovInfoClient, parseListingTime, type GovInfoProgress } from './govinfo';
import { TokenBucket } from './http';
import { importSourcesEnv } from './sources-config';
import { fixture } from '../../test/paths';
import { isSkipped, type ImportResult, type ImportedResult } from './types';

const xml = (name: string) => readFileSync(fixture('billstatus', name), 'utf8');

async function collect(iterable: AsyncIterable<ImportResult>): Promise<ImportResult[]> {
  const out: ImportResult[] = [];
  for await (const r of iterable) out.push(r);
  return out;
}

describe('GovInfoClient against the fake GovInfo bulk data server', () => {
  let govinfo: FakeGovInfo;
  const client = () =>
    new GovInfoClient({
      baseUrl: govinfo.baseUrl,
      limiter: new TokenBucket({ capacity: 1000, refillPerSecond: 1000 }),
      retry: { retries: 2, baseDelayMs: 5 },
    });

  beforeEach(async () => {
    govinfo = await startFakeGovInfo({
      files: [
        { congress: 119, type: 'hr', fileName: 'BILLSTATUS-119hr4321.xml', body: xml('BILLSTATUS-119hr4321-v3-cdata.xml'), lastModified: new Date(Date.UTC(2025, 5, 2, 14, 5)) },
        { congress: 119, type: 'hr', fileName: 'BILLSTATUS-119hr12.xml', body: readFileSync(fixture('broken', 'truncated.xml'), 'utf8'), lastModified: new Date(Date.UTC(2025, 0, 5)) },
        { congress: 119, type: 'hr', fileName: 'BILLSTATUS-119hr3.xml', body: xml('BILLSTATUS-117hr3-reserved.xml'), lastModified: new Date(Date.UTC(2025, 0, 3)) },
        { congress: 118, type: 's', fileName: 'BILLSTATUS-118s777.xml', body: xml('BILLSTATUS-118s777-v3-real-cdata.xml') },
      ],
    });
  });
  afterEach(() => govinfo.close());

  it('lists a BILLSTATUS folder as JSON, keeping XML files and leaving out the zip', async () => {
    const files = await client().listBillStatusFiles(119, 'HR');
    expect(files.map((f) => f.justFileName).sort()).toEqual(['BILLSTATUS-119hr12.xml', 'BILLSTATUS-119hr3.xml', 'BILLSTATUS-119hr4321.xml']);
    const listing = govinfo.requests.find((r) => r.path === '/bulkdata/json/BILLSTATUS/119/hr')!;
    expect(listing.accept).toContain('application/json');
    expect(listing.status).toBe(200);
  });

  it('downloads and parses each file; bad files are skipped with a reason', async () => {
    const results = await collect(client().importBills(119, { types: ['hr'] }));
    const imported = results.filter((r): r is ImportedResult => !isSkipped(r));
    expect(imported.map((r) => r.bill.billId)).toEqual(['119-hr-4321']);
    expect(imported[0].format).toBe('billstatus-xml');
    expect(imported[0].file).toBe(`${govinfo.baseUrl}/BILLSTATUS/119/hr/BILLSTATUS-119hr4321.xml`);
    expect(imported[0].bill.summary).toMatch(/^Community Flood Warning Act of 2025\n\n/);
    const reasons = results.filter(isSkipped).map((r) => r.reason).sort();
    expect(reasons).toEqual([expect.stringMatching(/^malformed XML/), expect.stringMatching(/^reserved bill number/)]);
    // One listing, three downloads; the zip was never fetched.
    expect(govinfo.count()).toBe(4);
    expect(govinfo.requests.some((r) => r.path.endsWith('.zip'))).toBe(false);
  });

  it('retries a failing listing and download', async () => {
    govinfo.failNext(503, 1, { pathPrefix: '/bulkdata/json/' });
    govinfo.failNext(429, 1, { pathPrefix: '/bulkdata/BILLSTATUS/118/', retryAfterSeconds: 0 });
    const c = client();
    const results = await collect(c.importBills(118, { types: ['s'] }));
    expect(results).toHaveLength(1);
    expect(isSkipped(results[0])).toBe(false);
    expect(c.stats.retries).toBe(2);
  });

  it('skips a file that keeps failing and goes on', async () => {
    govinfo.failNext(500, 5, { pathPrefix: '/bulkdata/BILLSTATUS/119/hr/BILLSTATUS-119hr4321.xml' });
    const results = await collect(client().importBills(119, { types: ['hr'] }));
    const skip = results.filter(isSkipped).find((r) => r.file.endsWith('BILLSTATUS-119hr4321.xml'));
    expect(skip?.reason).toMatch(/500/);
    expect(results).toHaveLength(3);
  });

  it('reads only files modified since a given time, and reports progress', async () => {
    const progress: GovInfoProgress[] = [];
    const results = await collect(
      client().importBills(119, { types: ['hr'], modifiedSince: new Date(Date.UTC(2025, 0, 4)), onProgress: (p) => progress.push(p) }),
    );
    expect(results.map((r) => r.file.split('/').at(-1)).sort()).toEqual(['BILLSTATUS-119hr12.xml', 'BILLSTATUS-119hr4321.xml']);
    expect(progress.at(-1)).toMatchObject({ congress: 119, billType: 'HR', listed: 2, imported: 1, skipped: 1 });
  });

  it('walks several bill types and stops at maxFiles', async () => {
    govinfo.addFile({ congress: 119, type: 's', fileName: 'BILLSTATUS-119s777.xml', body: xml('BILLSTATUS-118s777-v3-real-cdata.xml') });
    const results = await collect(client().importBills(119, { types: ['hr', 's'], maxFiles: 2 }));
    expect(results).toHaveLength(2);
    const all = await collect(client().importBills(119, { types: ['hr', 's'] }));
    expect(all).toHaveLength(4);
  });

  it('treats a missing type folder as empty', async () => {
    const results = await collect(client().importBills(119, { types: ['sconres', 'hr'] }));
    expect(results).toHaveLength(3);
    expect(govinfo.requests[0]).toMatchObject({ path: '/bulkdata/json/BILLSTATUS/119/sconres', status: 404 });
  });

  it('reads the base URL from GOVINFO_BASE_URL through importSourcesEnv', () => {
    const { govInfo } = importSourcesEnv.parse({ GOVINFO_BASE_URL: 'http://mirror.test/bulkdata/' });
    expect(new GovInfoClient(govInfo).baseUrl).toBe('http://mirror.test/bulkdata');
    expect(new GovInfoClient(importSourcesEnv.parse({}).govInfo).baseUrl).toBe('https://www.govinfo.gov/bulkdata');
    expect(new GovInfoClient().baseUrl).toBe('https://www.govinfo.gov/bulkdata');
  });
});

describe('parseListingTime', () => {
  it('reads the listing stamp as GMT', () => {
    expect(parseListingTime('18-Sep-2026 20:26')?.toISOString()).toBe('2026-09-18T20:26:00.000Z');
    expect(parseListingTime('5-Jan-2025')?.toISOString()).toBe('2025-01-05T00:00:00.000Z');
    expect(parseListingTime('yesterday')).toBeNull();
    expect(parseListingTime(undefined)).toBeNull();
  });
});

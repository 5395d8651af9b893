import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { importFromPath, type ImportFromPathProgress } from './import-path';
import { POLICY_AREAS } from './policy-areas';
import { FIXTURES_DIR, SHARED_BILLS_DIR, fixture } from '../../test/paths';
import { isSkipped, type ImportResult, type ImportedResult } from './types';

async function collect(target: string, onProgress?: (p: ImportFromPathProgress) => void): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  for await (const result of importFromPath(target, { onProgress })) results.push(result);
  return results;
}

const imported = (results: ImportResult[]) => results.filter((r): r is ImportedResult => !isSkipped(r));
const skipped = (results: ImportResult[]) => results.filter(isSkipped);
const rel = (root: string, file: string) => path.relative(root, file);

// Tag-like text or the usual double-encoding sequences must never reach the product.
const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;
const ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]+);/i;
const MOJIBAKE = /Ã[\u0080-\u00bf]|â€|Â[\u00a0-\u00bf]/;

describe('importFromPath over the hand-made fixtures', () => {
  let results: ImportResult[];
  const progress: ImportFromPathProgress[] = [];

  beforeAll(async () => {
    results = await collect(FIXTURES_DIR, (p) => progress.push(p));
  });

  it('visits every .xml/.json file once, in a stable order, and ignores other files', () => {
    const files = results.map((r) => rel(FIXTURES_DIR, r.file));
    expect(files).toEqual([
      'billstatus/BILLSTATUS-114sres99-legacy.xml',
      'billstatus/BILLSTATUS-116hr2468-v1.xml',
      'billstatus/BILLSTATUS-116s1357-v1-no-policy-area.xml',
      'billstatus/BILLSTATUS-117hr3-reserved.xml',
      'billstatus/BILLSTATUS-118s777-v3-real-cdata.xml',
      'billstatus/BILLSTATUS-119hr4321-v3-cdata.xml',
      'broken/empty.xml',
      'broken/invalid.json',
      'broken/rss-feed.xml',
      'broken/truncated.xml',
      'broken/unknown-type.xml',
      'broken/unrelated.json',
      'congress-api/bill-119-s-2024.json',
      'unitedstates/hr5555-118.data.json',
      'unitedstates/hr60-118.data.json',
    ]);
    expect(progress.at(-1)).toMatchObject({ files: 15, imported: 8, skipped: 7 });
  });

  it('detects each format by content', () => {
    const formats = Object.fromEntries(imported(results).map((r) => [r.bill.billId, r.format]));
    expect(formats).toEqual({
      '114-sres-99': 'billstatus-xml',
      '116-hr-2468': 'billstatus-xml',
      '116-s-1357': 'billstatus-xml',
      '118-s-777': 'billstatus-xml',
      '119-hr-4321': 'billstatus-xml',
      '119-s-2024': 'congress-api-json',
      '118-hr-5555': 'unitedstates-data-json',
      '118-hr-60': 'unitedstates-data-json',
    });
  });

  it('skips broken and non-bill files with a reason instead of failing the run', () => {
    const reasons = Object.fromEntries(skipped(results).map((r) => [rel(FIXTURES_DIR, r.file), r.reason]));
    expect(reasons['billstatus/BILLSTATUS-117hr3-reserved.xml']).toMatch(/reserved bill number placeholder/);
    expect(reasons['broken/empty.xml']).toBe('empty file');
    expect(reasons['broken/invalid.json']).toMatch(/^malformed JSON/);
    expect(reasons['broken/rss-feed.xml']).toMatch(/not a BILLSTATUS document/);
    expect(reasons['broken/truncated.xml']).toMatch(/^malformed XML/);
    expect(reasons['broken/unknown-type.xml']).toMatch(/unknown bill type/);
    expect(reasons['broken/unrelated.json']).toMatch(/unrecognised JSON/);
  });

  it('maps a saved Congress.gov API answer', () => {
    const api = imported(results).find((r) => r.bill.billId === '119-s-2024')!.bill;
    expect(api).toMatchObject({
      title: 'Library Broadband Act',
      policyArea: 'Science, Technology, Communications',
      sponsors: [{ name: 'Sen. Sample, Pat', party: 'D', state: 'OR' }],
      textAvailable: true,
      summary: null,
      source: 'congress-gov-api/v3',
    });
  });

  it('imports a single file given directly', async () => {
    const single = await collect(fixture('billstatus', 'BILLSTATUS-116hr2468-v1.xml'));
    expect(single).toHaveLength(1);
    expect(isSkipped(single[0])).toBe(false);
  });

  it('throws for a path that does not exist (a caller mistake, not a bad file)', async () => {
    await expect(collect(fixture('does-not-exist'))).rejects.toThrow(/ENOENT/);
  });
});

const sharedPresent = existsSync(SHARED_BILLS_DIR);

// Needs ../shared/data/bills (or CIVIC_SHARED_BILLS_DIR); without it these tests are reported as
// skipped and the run says what they need.
if (!sharedPresent) {
  console.log(`Skipping the shared-data import tests: ${SHARED_BILLS_DIR} does not exist (set CIVIC_SHARED_BILLS_DIR to point at it).`);
}
(sharedPresent ? describe : describe.skip)(`importFromPath over the real sample in ${SHARED_BILLS_DIR}`, () => {
  let results: ImportResult[];

  // About 10 MB of XML, some files over 1 MB: give a slow CI machine room.
  beforeAll(async () => {
    results = await collect(SHARED_BILLS_DIR);
  }, 60_000);

  it('imports 73 of the 75 files and skips the two reserved placeholders', () => {
    expect(results).toHaveLength(75);
    expect(imported(results)).toHaveLength(73);
    const skips = skipped(results).map((r): [string, string] => [rel(SHARED_BILLS_DIR, r.file), r.reason]);
    expect(skips).toEqual([
      ['older_congress/galtay-legisplain/test-data/117/bills/hr/hr10/fdsys_billstatus.xml', expect.stringMatching(/reserved bill number placeholder/)],
      ['older_congress/galtay-legisplain/test-data/117/bills/hr/hr2/fdsys_billstatus.xml', expect.stringMatching(/reserved bill number placeholder/)],
    ]);
    // Several bills appear more than once (formatChange current/future, XML + data.json).
    expect(new Set(imported(results).map((r) => r.bill.billId)).size).toBe(67);
  });

  it('covers every schema generation and data.json', () => {
    const bySource: Record<string, number> = {};
    for (const { bill } of imported(results)) bySource[bill.source] = (bySource[bill.source] ?? 0) + 1;
    expect(bySource).toEqual({
      'govinfo-billstatus/3.0.0': 31,
      'govinfo-billstatus/1.0.0': 19,
      'govinfo-billstatus/legacy': 17,
      'unitedstates-data-json': 6,
    });
  });

  it('leaves no HTML, entities or mojibake in any text field', () => {
    for (const { bill, file } of imported(results)) {
      for (const field of ['title', 'shortTitle', 'summary', 'latestActionText', 'constitutionalAuthority'] as const) {
        const value = bill[field];
        if (value === null) continue;
        const where = `${rel(SHARED_BILLS_DIR, file)} ${field}`;
        expect({ where, html: HTML_TAG.test(value) }).toEqual({ where, html: false });
        expect({ where, entity: ENTITY.test(value) }).toEqual({ where, entity: false });
        expect({ where, mojibake: MOJIBAKE.test(value) }).toEqual({ where, mojibake: false });
      }
    }
  });

  it('has policy areas only from the SPEC list, and summaries where FORMATS.md says', () => {
    const areas = new Set<string>(POLICY_AREAS);
    for (const { bill } of imported(results)) if (bill.policyArea !== null) expect(areas.has(bill.policyArea)).toBe(true);
    const recent = imported(results).filter((r) => !r.file.includes('older_congress'));
    expect(recent).toHaveLength(25);
    expect(recent.filter((r) => r.bill.summary !== null)).toHaveLength(15);
    expect(recent.every((r) => r.bill.policyArea !== null)).toBe(true);
  });

  it('repairs the known traps: mojibake title, <html><body> summary, latest of two summaries', () => {
    const byFile = (name: string) => imported(results).find((r) => r.file.endsWith(name))!.bill;
    expect(byFile('unitedstates-118-hr7777.data.json').title).toBe('Veterans’ Compensation Cost-of-Living Adjustment Act of 2024');
    expect(byFile('BILLSTATUS-118s2200.xml').summary).toMatch(/^Promoting Apprenticeships .* PARTNERS Act of 2023\n\nThis bill establishes a grant program/);
    expect(byFile('BILLSTATUS-119hjres20.xml').summary).toMatch(/^This act nullifies/);
    expect(byFile('unitedstates-119-hr1500.data.json').policyArea).toBe('Government Operations and Politics');
  });

  it('builds the same legislationUrl as the files that carry one', () => {
    let compared = 0;
    for (const { bill, file } of imported(results)) {
      const m = /<legislationUrl>([^<]+)<\/legislationUrl>/.exec(readFileSync(file, 'utf8'));
      if (!m) continue;
      compared += 1;
      expect(bill.legislationUrl).toBe(m[1]);
    }
    expect(compared).toBeGreaterThanOrEqual(8);
  });
});

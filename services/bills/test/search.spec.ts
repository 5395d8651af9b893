import { BILL_LIST_SUMMARY_MAX, billListQuery, BILL_MESSAGES } from '@civic/contracts';
import { searchTerms, summaryExcerpt } from '../src/bills.queries';
import { contentHash, recordHash } from '../src/persist/hashes';
import { sourceRank } from '../src/persist/bill-store';
import { SAMPLE_BILLS } from '../src/sample';

describe('searchTerms', () => {
  it.each([
    ['HR 1234', [' hr1234 ']],
    ['H.R.1234', [' hr1234 ']],
    ['h. r. 1234 water', [' hr1234 ', 'water']],
    ['S.J.Res. 5', [' sjres5 ']],
    ['s res 12', [' sres12 ']],
    ['H.Con.Res. 30', [' hconres30 ']],
    ['S. 0050', [' s50 ']],
    ['hr12345', [' hr12345 ']],
  ])('reads the bill reference in %j as one exact-number term', (query, terms) => {
    expect(searchTerms(query)).toEqual(terms);
  });

  it('keeps other words as lower-cased substring terms, each once', () => {
    expect(searchTerms('  Clean   WATER clean act ')).toEqual(['clean', 'water', 'act']);
    expect(searchTerms('1234')).toEqual(['1234']);
  });

  it('does not take the end of a word for a bill type', () => {
    expect(searchTerms('veterans 5 year')).toEqual(['veterans', '5', 'year']);
  });

  it('keeps at most 10 terms', () => {
    expect(searchTerms('a b c d e f g h i j k l')).toHaveLength(10);
  });
});

describe('summaryExcerpt', () => {
  it('leaves short summaries and null alone', () => {
    expect(summaryExcerpt(null)).toBeNull();
    expect(summaryExcerpt('Short.')).toBe('Short.');
  });

  it(`cuts long ones at a word boundary within ${BILL_LIST_SUMMARY_MAX} characters, with an ellipsis`, () => {
    const long = 'word '.repeat(200);
    const cut = summaryExcerpt(long)!;
    expect(cut.length).toBeLessThanOrEqual(BILL_LIST_SUMMARY_MAX);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('billListQuery (HTTP query and RPC input)', () => {
  it('defaults to the first page of 20 with no filter', () => {
    expect(billListQuery.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(billListQuery.parse({ policyArea: 'all', search: '   ' })).toEqual({ limit: 20, offset: 0 });
  });

  it('reads numbers from query strings and keeps filters', () => {
    expect(billListQuery.parse({ limit: '1000', offset: '40', search: ' tax ', policyArea: 'Health' })).toEqual({
      limit: 1000,
      offset: 40,
      search: 'tax',
      policyArea: 'Health',
    });
  });

  it.each(['0', '1001', '5000', 'abc', '1.5', '-1', ['5', '6']])('refuses limit=%j with a clear message', (limit) => {
    const r = billListQuery.safeParse({ limit });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(BILL_MESSAGES.limit);
  });

  it.each(['-1', 'x', '2.5'])('refuses offset=%j', (offset) => {
    expect(billListQuery.safeParse({ offset }).error?.issues[0].message).toBe(BILL_MESSAGES.offset);
  });
});

describe('hashes', () => {
  const bill = SAMPLE_BILLS[0];

  it('content hash follows title, summary and text only', () => {
    expect(contentHash(bill)).toBe(contentHash({ ...bill, latestActionText: 'Something else' } as typeof bill));
    expect(contentHash(bill)).not.toBe(contentHash({ ...bill, summary: `${bill.summary} More.` }));
    expect(contentHash(bill)).not.toBe(contentHash({ ...bill, billText: 'text' }));
  });

  it('record hash follows every field but the source, in any key order', () => {
    const reordered = Object.fromEntries(Object.entries(bill).reverse()) as typeof bill;
    expect(recordHash(reordered)).toBe(recordHash(bill));
    expect(recordHash({ ...bill, source: 'elsewhere' })).toBe(recordHash(bill));
    expect(recordHash({ ...bill, latestActionText: 'Passed.' })).not.toBe(recordHash(bill));
  });

  it('ranks full sources over derived ones', () => {
    expect(sourceRank('govinfo-billstatus/3.0.0')).toBeGreaterThan(sourceRank('unitedstates-data-json'));
    expect(sourceRank('congress-gov-api/v3')).toBeGreaterThan(sourceRank('sample'));
  });
});

describe('built-in sample', () => {
  it('has at least 30 bills, each with a well-formed id', () => {
    expect(SAMPLE_BILLS.length).toBeGreaterThanOrEqual(30);
    for (const b of SAMPLE_BILLS) expect(b.billId).toBe(`${b.congress}-${b.billType.toLowerCase()}-${b.billNumber}`);
    expect(new Set(SAMPLE_BILLS.map((b) => b.billId)).size).toBe(SAMPLE_BILLS.length);
  });
});

import { describe, expect, it } from 'vitest';
import {
  NO_SUMMARY,
  discussHref,
  formatBillNumber,
  formatBillReference,
  formatDate,
  isUserBill,
  listSummary,
  ordinal,
  paragraphs,
  percentOf,
  policyAreaLabel,
  sponsorAffiliation,
  synthesisAuthor,
  truncate,
} from './format';
import { billsUrl, nextBillsOffset } from './api';

describe('ordinal', () => {
  it('uses st, nd, rd and th, with th for 11 to 13', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 118, 119].map(ordinal)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th', '118th', '119th',
    ]);
  });
});

describe('isUserBill', () => {
  it('is true only for the user-bill type', () => {
    expect(isUserBill({ billType: 'User Bill' })).toBe(true);
    expect(isUserBill({ billType: 'HR' })).toBe(false);
  });
});

describe('formatBillReference', () => {
  it('formats a bill id and a type-and-number string as formatBillNumber does', () => {
    expect(formatBillReference('119-hr-1234')).toBe('H.R. 1234');
    expect(formatBillReference('119-hjres-20')).toBe('H.J.Res. 20');
    expect(formatBillReference('S 331')).toBe(formatBillNumber('S', '331'));
    expect(formatBillReference('S 331')).toBe('S. 331');
    expect(formatBillReference('HCONRES 14')).toBe('H.Con.Res. 14');
  });
  it('is empty for what names no congressional bill', () => {
    expect(formatBillReference('6f1c2b4e-8f0a-4c2e-9a53-1c0f3e2d7b6a')).toBe('');
    expect(formatBillReference('')).toBe('');
    expect(formatBillReference(null)).toBe('');
  });
});

describe('formatBillNumber', () => {
  it('uses congress.gov citation style', () => {
    expect(formatBillNumber('HR', '1234')).toBe('H.R. 1234');
    expect(formatBillNumber('S', '870')).toBe('S. 870');
    expect(formatBillNumber('hjres', '7')).toBe('H.J.Res. 7');
    expect(formatBillNumber('SCONRES', '2')).toBe('S.Con.Res. 2');
  });
  it('is empty for a record without a number and keeps unknown types', () => {
    expect(formatBillNumber('User Bill', '')).toBe('');
    expect(formatBillNumber('XYZ', '5')).toBe('XYZ 5');
  });
});

describe('list texts', () => {
  it('shows General for a missing policy area', () => {
    expect(policyAreaLabel(null)).toBe('General');
    expect(policyAreaLabel('  ')).toBe('General');
    expect(policyAreaLabel('Health')).toBe('Health');
  });
  it('cuts summaries to 150 characters with an ellipsis', () => {
    const long = 'word '.repeat(60);
    const cut = truncate(long);
    expect(cut.length).toBeLessThanOrEqual(151);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncate('short text')).toBe('short text');
    expect(truncate('x'.repeat(200))).toBe(`${'x'.repeat(150)}…`);
  });
  it('prefers the AI short summary, then the summary, then the fallback', () => {
    expect(listSummary({ billAiSynthesisShort: 'AI', summary: 'Official' })).toBe('AI');
    expect(listSummary({ billAiSynthesisShort: null, summary: 'Official' })).toBe('Official');
    expect(listSummary({ billAiSynthesisShort: null, summary: null })).toBe(NO_SUMMARY);
  });
  it('formats dates in UTC and says Unknown when missing', () => {
    expect(formatDate('2025-03-03')).toBe('Mar 3, 2025');
    expect(formatDate(null)).toBe('Unknown');
    expect(formatDate('not a date')).toBe('Unknown');
  });
  it('formats sponsors, percentages and paragraphs', () => {
    expect(sponsorAffiliation({ party: 'R', state: 'FL' })).toBe('(R-FL)');
    expect(sponsorAffiliation({ party: null, state: null })).toBe('');
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
    expect(paragraphs('a\nb\n\nc')).toEqual(['a b', 'c']);
  });
  it('builds the SPEC discuss link', () => {
    expect(discussHref('119-hr-1')).toBe('/?tab=discussions&billId=119-hr-1&billType=congressional');
  });
});

describe('paging (SPEC §9)', () => {
  const page = (n: number) => Array.from({ length: n }, (_, i) => i);
  it('asks for pages loaded × 20 while the last page was full', () => {
    expect(nextBillsOffset(page(20), [page(20)])).toBe(20);
    expect(nextBillsOffset(page(20), [page(20), page(20)])).toBe(40);
  });
  it('stops after a short page', () => {
    expect(nextBillsOffset(page(13), [page(20), page(13)])).toBeUndefined();
    expect(nextBillsOffset(page(0), [page(0)])).toBeUndefined();
  });
});

describe('billsUrl (SPEC §7)', () => {
  it('sends limit and offset, omits policyArea when all and a blank search', () => {
    expect(billsUrl({ search: '  ', policyArea: 'all' }, 0)).toBe('/api/bills?limit=20&offset=0');
  });
  it('sends a trimmed search and the chosen policy area', () => {
    expect(billsUrl({ search: ' border wall ', policyArea: 'Science, Technology, Communications' }, 40)).toBe(
      '/api/bills?limit=20&offset=40&search=border+wall&policyArea=Science%2C+Technology%2C+Communications',
    );
  });
});

describe('synthesisAuthor', () => {
  it('names the provider and the model stored with the synthesis', () => {
    expect(synthesisAuthor({ provider: 'local', model: 'local-extractive-v1' })).toBe('Summary written by AI (local provider, model local-extractive-v1)');
    expect(synthesisAuthor({ provider: 'openai', model: 'llama3.1:latest' })).toBe('Summary written by AI (OpenAI-compatible provider, model llama3.1:latest)');
  });
});

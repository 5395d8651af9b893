import { constitutionalFindings } from './constitution';
import { DEV_CONSTITUTIONAL, DEV_VIOLATING } from './dev-bills.fixture';
import { moderateBillLocally } from './moderation';

const review = (text: string) => moderateBillLocally({ title: 'A bill', description: text, fullText: text, policyArea: 'Law' });

describe('constitutionality check: second development set', () => {
  it.each(DEV_VIOLATING)('rejects, naming %s — %s', (clauses, text) => {
    const output = review(text);
    expect(output.decision).toBe('rejected');
    const found = constitutionalFindings(text);
    expect(found.some((f) => clauses.includes(f.clause))).toBe(true);
    // Each finding quotes the bill's own words.
    for (const f of found) expect(text).toContain(f.quote.replace(/…$/, ''));
  });

  it.each(DEV_CONSTITUTIONAL)('approves — %s', (text) => {
    expect(constitutionalFindings(text)).toEqual([]);
    expect(review(text).decision).toBe('approved');
  });
});

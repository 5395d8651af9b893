import { constitutionalFindings, type ClauseKey } from './constitution';
import { billFigures, namesOneOf, review, whole } from './dev-bills-checks';
import { ELEVENTH_CONSTITUTIONAL, ELEVENTH_VIOLATING } from './dev-bills-eleventh.fixture';

/*
 * Measured as written, before the rules were read or changed (named with the right clause;
 * constitutional approved): 37 of 50 and 50 of 50. Per clause: docs/moderation.md,
 * "Constitutionality, eleventh pass".
 *
 * The bills the rules still miss are kept as ceilings, like the tenth post set's: per clause, the
 * number of violating bills not rejected with an acceptable clause may only go down, and a change
 * that misses more fails here. Every constitutional bill must be approved with no finding, and
 * every finding on a violating bill must quote the bill's own words.
 */
const MISSED_CEILING: Partial<Record<ClauseKey, number>> = {
  establishment: 1,
  speech: 3,
  press: 1,
  assembly: 2,
  arms: 1,
  takings: 1,
  equal_protection: 2,
  poll_tax: 1,
  ex_post_facto: 1,
};

describe('constitutionality check: eleventh development set', () => {
  it('figures per clause', () => {
    console.log(billFigures(ELEVENTH_VIOLATING, ELEVENTH_CONSTITUTIONAL));
  });

  it('misses no more violating bills per clause than the ceilings', () => {
    const missed: Partial<Record<ClauseKey, number>> = {};
    for (const b of ELEVENTH_VIOLATING) if (!namesOneOf(b, b.clauses)) missed[b.clauses[0]] = (missed[b.clauses[0]] ?? 0) + 1;
    const over = Object.entries(missed)
      .filter(([clause, n]) => n > (MISSED_CEILING[clause as ClauseKey] ?? 0))
      .map(([clause, n]) => `${clause}: ${n} missed, ceiling ${MISSED_CEILING[clause as ClauseKey] ?? 0}`);
    expect(over).toEqual([]);
  });

  it('quotes only the bills’ own words in every finding', () => {
    const foreign = ELEVENTH_VIOLATING.flatMap((b) => {
      const text = whole(b).replace(/\s+/g, ' ').toLowerCase();
      return constitutionalFindings(whole(b))
        .map((f) => f.quote.replace(/…$/, '').replace(/\s+/g, ' ').toLowerCase())
        .filter((q) => !text.includes(q))
        .map((q) => `${b.title}: ${q}`);
    });
    expect(foreign).toEqual([]);
  });

  it.each(ELEVENTH_CONSTITUTIONAL.map((b) => [b.title, b] as const))('approves — %s', (_title, b) => {
    expect(constitutionalFindings(whole(b))).toEqual([]);
    expect(review(b).decision).toBe('approved');
  });
});

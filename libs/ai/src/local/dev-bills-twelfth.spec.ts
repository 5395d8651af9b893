import { constitutionalFindings, type ClauseKey } from './constitution';
import { billFigures, checkBillDevSet, namesOneOf, review, whole } from './dev-bills-checks';
import {
  TWELFTH_CONSTITUTIONAL,
  TWELFTH_HELD_OUT_CONSTITUTIONAL,
  TWELFTH_HELD_OUT_VIOLATING,
  TWELFTH_VIOLATING,
} from './dev-bills-twelfth.fixture';

/*
 * Measured as written, before the rules were read or changed (named with the right clause;
 * constitutional approved): development set 48 of 57 and 53 of 59; held-out list 15 of 21 and
 * 20 of 21. After the twelfth pass: development set 57 of 57 and 59 of 59, so every bill of it is
 * asserted; held-out list 16 of 21 and 20 of 21. Per clause: docs/moderation.md,
 * "Constitutionality, twelfth pass".
 *
 * The held-out list never shaped a rule. Its misses are kept as ceilings: per clause, the number
 * of violating bills not rejected with an acceptable clause may only go down, and so may the
 * number of constitutional bills stopped; every finding must quote the bill's own words.
 */
describe('constitutionality check: twelfth development set', () => {
  checkBillDevSet(TWELFTH_VIOLATING, TWELFTH_CONSTITUTIONAL);
});

const HELD_OUT_MISSED_CEILING: Partial<Record<ClauseKey, number>> = {
  establishment: 1,
  religious_test: 1,
  petition: 1,
  takings: 1,
  equal_protection: 1,
};
const HELD_OUT_STOPPED_CEILING = 1;

describe('constitutionality check: twelfth held-out list (measured, never shaping a rule)', () => {
  it('figures per clause', () => {
    console.log(`held-out list\n${billFigures(TWELFTH_HELD_OUT_VIOLATING, TWELFTH_HELD_OUT_CONSTITUTIONAL)}`);
  });

  it('misses no more violating bills per clause than the ceilings', () => {
    const missed: Partial<Record<ClauseKey, number>> = {};
    for (const b of TWELFTH_HELD_OUT_VIOLATING) if (!namesOneOf(b, b.clauses)) missed[b.clauses[0]] = (missed[b.clauses[0]] ?? 0) + 1;
    const over = Object.entries(missed)
      .filter(([clause, n]) => n > (HELD_OUT_MISSED_CEILING[clause as ClauseKey] ?? 0))
      .map(([clause, n]) => `${clause}: ${n} missed, ceiling ${HELD_OUT_MISSED_CEILING[clause as ClauseKey] ?? 0}`);
    expect(over).toEqual([]);
  });

  it('stops no more constitutional bills than the ceiling', () => {
    const stopped = TWELFTH_HELD_OUT_CONSTITUTIONAL.filter((b) => review(b).decision !== 'approved' || constitutionalFindings(whole(b)).length > 0);
    expect(stopped.length).toBeLessThanOrEqual(HELD_OUT_STOPPED_CEILING);
  });

  it('quotes only the bills’ own words in every finding', () => {
    const foreign = TWELFTH_HELD_OUT_VIOLATING.flatMap((b) => {
      const text = whole(b).replace(/\s+/g, ' ').toLowerCase();
      return constitutionalFindings(whole(b))
        .map((f) => f.quote.replace(/…$/, '').replace(/\s+/g, ' ').toLowerCase())
        .filter((q) => !text.includes(q))
        .map((q) => `${b.title}: ${q}`);
    });
    expect(foreign).toEqual([]);
  });
});

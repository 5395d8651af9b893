import { constitutionalFindings, type ClauseKey } from './constitution';
import { billFigures, namesOneOf, review, whole } from './dev-bills-checks';
import type { DevBill, ViolatingDevBill } from './dev-bills-sixth.fixture';
import {
  TWELFTH_CONSTITUTIONAL,
  TWELFTH_HELD_OUT_CONSTITUTIONAL,
  TWELFTH_HELD_OUT_VIOLATING,
  TWELFTH_VIOLATING,
} from './dev-bills-twelfth.fixture';

/*
 * Measured as written, before the rules were read or changed (named with the right clause;
 * constitutional approved): development set 48 of 57 and 53 of 59; held-out list 15 of 21 and
 * 20 of 21. Per clause: docs/moderation.md, "Constitutionality, twelfth pass".
 *
 * The bills the rules still miss are kept as ceilings: per clause, the number of violating bills
 * not rejected with an acceptable clause may only go down, and so may the number of constitutional
 * bills stopped. Every finding on a violating bill must quote the bill's own words. The held-out
 * list is measured the same way, but only its ceilings are asserted; it never shapes a rule.
 */
// Fourteenth pass (docs/moderation.md, "Constitutionality, fourteenth pass"): named 48 → 51 of 57
// (speech, due process and counsel no longer missed); approved and the held-out list unchanged.
// Fifteenth pass (docs/moderation.md, "Constitutionality, fifteenth pass"): named 51 → 56 of 57
// (assembly, arms, search, cruel punishment and nobility no longer missed); approved unchanged;
// held-out list 15 → 16 of 21 named, 20 of 21 approved (its ceilings per clause left as they were:
// which clause gained was not looked at).
const MISSED_CEILING: Partial<Record<ClauseKey, number>> = {
  equal_protection: 1,
};
// Thirteenth pass (docs/moderation.md, "Constitutionality, thirteenth pass"): approved 53 → 59 of
// 59; named unchanged, 48 of 57; held-out list unchanged, 15 and 20 of 21.
const STOPPED_CEILING = 0;

const HELD_OUT_MISSED_CEILING: Partial<Record<ClauseKey, number>> = {
  establishment: 1,
  religious_test: 1,
  petition: 1,
  due_process: 1,
  takings: 1,
  equal_protection: 1,
};
const HELD_OUT_STOPPED_CEILING = 1;

function overCeilings(violating: ViolatingDevBill[], ceilings: Partial<Record<ClauseKey, number>>): string[] {
  const missed: Partial<Record<ClauseKey, number>> = {};
  for (const b of violating) if (!namesOneOf(b, b.clauses)) missed[b.clauses[0]] = (missed[b.clauses[0]] ?? 0) + 1;
  return Object.entries(missed)
    .filter(([clause, n]) => n > (ceilings[clause as ClauseKey] ?? 0))
    .map(([clause, n]) => `${clause}: ${n} missed, ceiling ${ceilings[clause as ClauseKey] ?? 0}`);
}

const stopped = (constitutional: DevBill[]) => constitutional.filter((b) => review(b).decision !== 'approved' || constitutionalFindings(whole(b)).length > 0);

describe('constitutionality check: twelfth development set', () => {
  it('figures per clause', () => {
    console.log(`development set\n${billFigures(TWELFTH_VIOLATING, TWELFTH_CONSTITUTIONAL)}`);
  });

  it('misses no more violating bills per clause than the ceilings', () => {
    expect(overCeilings(TWELFTH_VIOLATING, MISSED_CEILING)).toEqual([]);
  });

  it('stops no more constitutional bills than the ceiling', () => {
    expect(stopped(TWELFTH_CONSTITUTIONAL).length).toBeLessThanOrEqual(STOPPED_CEILING);
  });

  it('quotes only the bills’ own words in every finding', () => {
    const foreign = [...TWELFTH_VIOLATING, ...TWELFTH_HELD_OUT_VIOLATING].flatMap((b) => {
      const text = whole(b).replace(/\s+/g, ' ').toLowerCase();
      return constitutionalFindings(whole(b))
        .map((f) => f.quote.replace(/…$/, '').replace(/\s+/g, ' ').toLowerCase())
        .filter((q) => !text.includes(q))
        .map((q) => `${b.title}: ${q}`);
    });
    expect(foreign).toEqual([]);
  });
});

describe('constitutionality check: twelfth held-out list (measured, never shaping a rule)', () => {
  it('figures per clause', () => {
    console.log(`held-out list\n${billFigures(TWELFTH_HELD_OUT_VIOLATING, TWELFTH_HELD_OUT_CONSTITUTIONAL)}`);
  });

  it('misses no more violating bills per clause than the ceilings', () => {
    expect(overCeilings(TWELFTH_HELD_OUT_VIOLATING, HELD_OUT_MISSED_CEILING)).toEqual([]);
  });

  it('stops no more constitutional bills than the ceiling', () => {
    expect(stopped(TWELFTH_HELD_OUT_CONSTITUTIONAL).length).toBeLessThanOrEqual(HELD_OUT_STOPPED_CEILING);
  });
});

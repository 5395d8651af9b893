import { constitutionalFindings, type ClauseKey } from './constitution';
import { billFigures, namesOneOf, review, whole } from './dev-bills-checks';
import type { DevBill, ViolatingDevBill } from './dev-bills-sixth.fixture';
import {
  THIRTEENTH_DEV_BILLS,
  THIRTEENTH_HELD_OUT_BILLS,
  type ThirteenthBill,
  type ThirteenthClauseKey,
} from './dev-bills-thirteenth.fixture';

/*
 * The thirteenth set names clauses by its own keys (it was written before the rules were read);
 * here they are mapped to the provider's clauses, one mapping for the whole set. A bill aimed at a
 * religion (a registry, a ban from an office) may be named under free exercise, equal protection
 * (religion) or the religious test; every other key has exactly one acceptable clause.
 */
const CLAUSES: Record<ThirteenthClauseKey, ClauseKey[]> = {
  'religion-exercise': ['free_exercise', 'equal_protection', 'religious_test'],
  establishment: ['establishment'],
  speech: ['speech'],
  press: ['press'],
  assembly: ['assembly'],
  petition: ['petition'],
  search: ['search_seizure'],
  'cruel-punishment': ['cruel_punishment'],
  'due-process': ['due_process'],
  counsel: ['counsel_jury'],
  jury: ['counsel_jury'],
  'vote-race': ['voting_race'],
  'vote-sex': ['voting_sex'],
  quartering: ['quartering'],
  attainder: ['attainder'],
  'ex-post-facto': ['ex_post_facto'],
  nobility: ['nobility'],
  'equal-protection': ['equal_protection'],
};

const violating = (bills: ThirteenthBill[]): ViolatingDevBill[] =>
  bills.flatMap((b) => (b.expect === 'constitutional' ? [] : [{ clauses: CLAUSES[b.expect], title: b.title, text: b.text }]));
const constitutional = (bills: ThirteenthBill[]): DevBill[] =>
  bills.filter((b) => b.expect === 'constitutional').map((b) => ({ title: b.title, text: b.text }));

const DEV_VIOLATING = violating(THIRTEENTH_DEV_BILLS);
const DEV_CONSTITUTIONAL = constitutional(THIRTEENTH_DEV_BILLS);
const HELD_VIOLATING = violating(THIRTEENTH_HELD_OUT_BILLS);
const HELD_CONSTITUTIONAL = constitutional(THIRTEENTH_HELD_OUT_BILLS);

const stopped = (bills: DevBill[]) => bills.filter((b) => review(b).decision !== 'approved' || constitutionalFindings(whole(b)).length > 0);
const named = (bills: ViolatingDevBill[]) => bills.filter((b) => namesOneOf(b, b.clauses));

/*
 * Measured as written, before the rules were read or changed: development set 18 of 22 violating
 * bills named with the right clause and 21 of 23 constitutional bills approved; held-out list 8 of
 * 10 and 10 of 10. After the thirteenth pass (docs/moderation.md, "Constitutionality, thirteenth
 * pass", only readings that take findings away kept): 18 of 22 and 23 of 23; held-out list
 * unchanged, 8 of 10 and 10 of 10. The floors are the figures after the pass; they may only go up.
 */
// Fourteenth pass (docs/moderation.md, "Constitutionality, fourteenth pass"): named 18 → 19 of 22
// (the press amendment); approved and the held-out list unchanged.
// Fifteenth pass (docs/moderation.md, "Constitutionality, fifteenth pass"): named 19 → 22 of 22
// (the enrolment by faith, the permit refused to protests, "will not hire" by birthplace);
// approved and the held-out list unchanged.
const NAMED_FLOOR = 22;
const APPROVED_FLOOR = 23;
const HELD_OUT_NAMED_FLOOR = 8;
const HELD_OUT_APPROVED_FLOOR = 10;

describe('constitutionality check: thirteenth development set', () => {
  it('figures per clause', () => {
    console.log(`thirteenth development set\n${billFigures(DEV_VIOLATING, DEV_CONSTITUTIONAL)}`);
  });

  it('names at least the floor of violating bills with the right clause', () => {
    expect(named(DEV_VIOLATING).length).toBeGreaterThanOrEqual(NAMED_FLOOR);
  });

  it('approves at least the floor of constitutional bills', () => {
    expect(DEV_CONSTITUTIONAL.length - stopped(DEV_CONSTITUTIONAL).length).toBeGreaterThanOrEqual(APPROVED_FLOOR);
  });

  it('quotes only the bills’ own words in every finding', () => {
    const foreign = [...DEV_VIOLATING, ...HELD_VIOLATING].flatMap((b) => {
      const text = whole(b).replace(/\s+/g, ' ').toLowerCase();
      return constitutionalFindings(whole(b))
        .map((f) => f.quote.replace(/…$/, '').replace(/\s+/g, ' ').toLowerCase())
        .filter((q) => !text.includes(q))
        .map((q) => `${b.title}: ${q}`);
    });
    expect(foreign.length).toBe(0);
  });
});

describe('constitutionality check: thirteenth held-out list (counts only, never shaping a rule)', () => {
  it('counts', () => {
    console.log(
      `thirteenth held-out list: violating named ${named(HELD_VIOLATING).length}/${HELD_VIOLATING.length}; ` +
        `constitutional approved ${HELD_CONSTITUTIONAL.length - stopped(HELD_CONSTITUTIONAL).length}/${HELD_CONSTITUTIONAL.length}`,
    );
  });

  it('names at least the floor of violating bills with the right clause', () => {
    expect(named(HELD_VIOLATING).length).toBeGreaterThanOrEqual(HELD_OUT_NAMED_FLOOR);
  });

  it('approves at least the floor of constitutional bills', () => {
    expect(HELD_CONSTITUTIONAL.length - stopped(HELD_CONSTITUTIONAL).length).toBeGreaterThanOrEqual(HELD_OUT_APPROVED_FLOOR);
  });
});

import { constitutionalFindings, type ClauseKey } from './constitution';
import type { DevBill, ViolatingDevBill } from './dev-bills-sixth.fixture';
import { moderateBillLocally } from './moderation';
import { cleanText } from './text';

/** A user bill's review by the offline rules. */
export const review = (b: DevBill) => moderateBillLocally({ title: b.title, description: b.text, fullText: b.fullText ?? null, policyArea: 'Law' });
/** The bill's text as the constitutionality check reads it. */
export const whole = (b: DevBill) => cleanText([b.title, b.text, b.fullText ?? ''].join('\n\n'));
/** Rejected, with a finding that names one of these clauses. */
export const namesOneOf = (b: DevBill, clauses: ClauseKey[]) =>
  review(b).decision === 'rejected' && constitutionalFindings(whole(b)).some((f) => clauses.includes(f.clause));

export const violatingBill = (clauses: ClauseKey[], title: string, text: string): ViolatingDevBill => ({ clauses, title, text });
export const constitutionalBill = (title: string, text: string): DevBill => ({ title, text });

/** Per clause, how many violating bills are named with it (and which are not), and which constitutional bills are stopped. */
export function billFigures(violating: ViolatingDevBill[], constitutional: DevBill[]): string {
  const rows = new Map<string, { n: number; named: number; missed: string[] }>();
  for (const b of violating) {
    const r = rows.get(b.clauses[0]) ?? { n: 0, named: 0, missed: [] };
    r.n += 1;
    if (namesOneOf(b, b.clauses)) r.named += 1;
    else r.missed.push(b.title);
    rows.set(b.clauses[0], r);
  }
  const named = [...rows.values()].reduce((sum, r) => sum + r.named, 0);
  const stopped = constitutional.filter((b) => review(b).decision !== 'approved');
  return (
    [...rows].map(([k, r]) => `${k.padEnd(18)} ${r.named}/${r.n}${r.missed.length ? `  missed: ${r.missed.join('; ')}` : ''}`).join('\n') +
    `\nconstitutional stopped: ${stopped.map((b) => b.title).join('; ') || 'none'}` +
    `\nviolating named: ${named}/${violating.length}; constitutional approved: ${constitutional.length - stopped.length}/${constitutional.length}`
  );
}

/**
 * The checks every development set of bills passes: each violating bill rejected naming one of its
 * clauses, every finding quoting the bill's own words; each constitutional bill approved with no
 * finding. Test code, for the sets' specs.
 */
export function checkBillDevSet(violating: ViolatingDevBill[], constitutional: DevBill[]): void {
  it('figures per clause', () => {
    console.log(billFigures(violating, constitutional));
  });

  it.each(violating.map((b) => [b.clauses, b.title, b] as const))('rejects, naming %s — %s', (clauses, _title, b) => {
    expect(namesOneOf(b, [...clauses])).toBe(true);
    const text = whole(b).replace(/\s+/g, ' ').toLowerCase();
    for (const f of constitutionalFindings(whole(b))) expect(text).toContain(f.quote.replace(/…$/, '').replace(/\s+/g, ' ').toLowerCase());
  });

  it.each(constitutional.map((b) => [b.title, b] as const))('approves — %s', (_title, b) => {
    expect(constitutionalFindings(whole(b))).toEqual([]);
    expect(review(b).decision).toBe('approved');
  });
}

/*
 * The thirteenth and later sets (written before the rules were read) name clauses by their own
 * keys; here they are mapped to the provider's clauses, one mapping for every such set. A bill aimed
 * at a religion (a registry, a ban from an office) may be named under free exercise, equal
 * protection (religion) or the religious test; every other key has exactly one acceptable clause.
 */
const SET_CLAUSES = {
  // registries, bans, burdens or tests aimed at a religion
  'religion-exercise': ['free_exercise', 'equal_protection', 'religious_test'],
  establishment: ['establishment'],
  speech: ['speech'], // including criticism of officials
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
  'equal-protection': ['equal_protection'], // race, national origin or sex (outside voting)
} satisfies Record<string, ClauseKey[]>;

export type SetClauseKey = keyof typeof SET_CLAUSES;

/** A bill of such a set: the clause it violates by the set's key, or 'constitutional'. */
export interface KeyedDevBill {
  title: string;
  text: string;
  expect: 'constitutional' | SetClauseKey;
}

/** The floors a keyed set and its held-out list are checked against (figures that may only go up). */
export interface KeyedSetFloors {
  named: number;
  approved: number;
  heldOutNamed: number;
  heldOutApproved: number;
}

const violatingOf = (bills: KeyedDevBill[]): ViolatingDevBill[] =>
  bills.flatMap((b) => (b.expect === 'constitutional' ? [] : [{ clauses: SET_CLAUSES[b.expect], title: b.title, text: b.text }]));
const constitutionalOf = (bills: KeyedDevBill[]): DevBill[] => bills.filter((b) => b.expect === 'constitutional').map((b) => ({ title: b.title, text: b.text }));
const stoppedOf = (bills: DevBill[]) => bills.filter((b) => review(b).decision !== 'approved' || constitutionalFindings(whole(b)).length > 0);
const namedOf = (bills: ViolatingDevBill[]) => bills.filter((b) => namesOneOf(b, b.clauses));

/**
 * The checks of a keyed development set (`name`, e.g. "fifteenth") and its held-out list: at least
 * the floors of violating bills named with the right clause and of constitutional bills approved,
 * every finding quoting the bill's own words; the held-out list by counts only. Test code.
 */
export function checkKeyedBillSet(name: string, sets: { dev: KeyedDevBill[]; heldOut: KeyedDevBill[] }, floors: KeyedSetFloors): void {
  const devViolating = violatingOf(sets.dev);
  const devConstitutional = constitutionalOf(sets.dev);
  const heldViolating = violatingOf(sets.heldOut);
  const heldConstitutional = constitutionalOf(sets.heldOut);

  describe(`constitutionality check: ${name} development set`, () => {
    it('figures per clause', () => {
      console.log(`${name} development set\n${billFigures(devViolating, devConstitutional)}`);
    });

    it('names at least the floor of violating bills with the right clause', () => {
      expect(namedOf(devViolating).length).toBeGreaterThanOrEqual(floors.named);
    });

    it('approves at least the floor of constitutional bills', () => {
      expect(devConstitutional.length - stoppedOf(devConstitutional).length).toBeGreaterThanOrEqual(floors.approved);
    });

    it('quotes only the bills’ own words in every finding', () => {
      const foreign = [...devViolating, ...heldViolating].flatMap((b) => {
        const text = whole(b).replace(/\s+/g, ' ').toLowerCase();
        return constitutionalFindings(whole(b))
          .map((f) => f.quote.replace(/…$/, '').replace(/\s+/g, ' ').toLowerCase())
          .filter((q) => !text.includes(q))
          .map((q) => `${b.title}: ${q}`);
      });
      expect(foreign.length).toBe(0);
    });
  });

  describe(`constitutionality check: ${name} held-out list (counts only, never shaping a rule)`, () => {
    it('counts', () => {
      console.log(
        `${name} held-out list: violating named ${namedOf(heldViolating).length}/${heldViolating.length}; ` +
          `constitutional approved ${heldConstitutional.length - stoppedOf(heldConstitutional).length}/${heldConstitutional.length}`,
      );
    });

    it('names at least the floor of violating bills with the right clause', () => {
      expect(namedOf(heldViolating).length).toBeGreaterThanOrEqual(floors.heldOutNamed);
    });

    it('approves at least the floor of constitutional bills', () => {
      expect(heldConstitutional.length - stoppedOf(heldConstitutional).length).toBeGreaterThanOrEqual(floors.heldOutApproved);
    });
  });
}

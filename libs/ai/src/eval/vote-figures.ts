import { ARCHETYPES, type ArchetypeVotes, type ArchetypeVoteValue, type FoundationKey, type SynthesizeBillInput } from '@civic/contracts';

/**
 * The figures of issue #23 item 1 for any set of suggested votes: how often each archetype
 * abstains, and whether archetypes high in Care/Fairness and those high in Loyalty/Authority/
 * Sanctity part ways on the contested policy areas.
 */

export const CONTESTED_AREAS = ['guns', 'abortion', 'immigration', 'taxes', 'climate', 'policing', 'health care'] as const;
export type ContestedArea = (typeof CONTESTED_AREAS)[number];

const AREA_PATTERNS: ReadonlyArray<[ContestedArea, RegExp, string[]]> = [
  ['guns', /\b(firearms?|guns?|handguns?|rifles?|second amendment|ammunition)\b/i, []],
  ['abortion', /\b(abortions?|unborn|born-alive|reproductive health|pregnan\w+)\b/i, []],
  ['immigration', /\b(immigra\w+|border|aliens?|asylum|deport\w*|visas?|citizenship|migrants?)\b/i, ['Immigration']],
  ['taxes', /\b(tax|taxes|taxation|tax credits?|tariffs?)\b/i, ['Taxation']],
  ['climate', /\b(climate|emissions?|greenhouse|carbon|clean energy|renewable|fossil|oil and gas|coal|energy conservation)\b/i, ['Environmental Protection', 'Energy']],
  ['policing', /\b(police|policing|law enforcement officers?|officers?)\b/i, []],
  ['health care', /\b(health care|health insurance|medicaid|medicare|hospitals?|patients?)\b/i, ['Health']],
];

/** The contested areas a bill belongs to (by policy area, title and summary). */
export function contestedAreas(input: Pick<SynthesizeBillInput, 'title' | 'summary' | 'policyArea'>): ContestedArea[] {
  const text = `${input.title}\n${input.summary ?? ''}`;
  return AREA_PATTERNS.filter(([, re, areas]) => (input.policyArea && areas.includes(input.policyArea)) || re.test(text)).map(([a]) => a);
}

const INDIVIDUALIZING = new Set<FoundationKey>(['careHarm', 'fairnessCheating']);
const BINDING = new Set<FoundationKey>(['loyaltyBetrayal', 'authoritySubversion', 'sanctityDegradation']);

/** Archetypes whose high moral foundations are all Care/Fairness, or all Loyalty/Authority/Sanctity. */
export const INDIVIDUALIZING_ARCHETYPES = ARCHETYPES.filter((a) => {
  const moral = a.high.filter((f) => f !== 'libertyOppression');
  return moral.length > 0 && moral.every((f) => INDIVIDUALIZING.has(f));
}).map((a) => a.key);
export const BINDING_ARCHETYPES = ARCHETYPES.filter((a) => {
  const moral = a.high.filter((f) => f !== 'libertyOppression');
  return moral.length > 0 && moral.every((f) => BINDING.has(f));
}).map((a) => a.key);

export interface VotedBill {
  input: Pick<SynthesizeBillInput, 'billId' | 'title' | 'summary' | 'policyArea'>;
  votes: ArchetypeVotes;
}

export interface VoteFigures {
  bills: number;
  /** Share of bills each archetype abstains on, by key. */
  abstainShare: Record<string, number>;
  medianAbstainShare: number;
  /** Share of all suggestions that are support / oppose / abstain. */
  shares: Record<ArchetypeVoteValue, number>;
  /** Per contested area: bills in it, and on how many the two groups' usual votes differ. */
  contested: Record<ContestedArea, { bills: number; differ: number }>;
}

function modal(votes: readonly ArchetypeVoteValue[]): ArchetypeVoteValue {
  const counts = { support: 0, oppose: 0, abstain: 0 };
  for (const v of votes) counts[v]++;
  return (['support', 'oppose', 'abstain'] as const).reduce((best, v) => (counts[v] > counts[best] ? v : best));
}

/** The two groups differ on a bill when their most common suggested votes differ. */
export function groupsDiffer(votes: ArchetypeVotes): boolean {
  const of = (keys: readonly string[]) => modal(keys.map((k) => votes[k as keyof ArchetypeVotes].vote));
  return of(INDIVIDUALIZING_ARCHETYPES) !== of(BINDING_ARCHETYPES);
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export function voteFigures(bills: readonly VotedBill[]): VoteFigures {
  const n = Math.max(1, bills.length);
  const abstainShare: Record<string, number> = {};
  const totals = { support: 0, oppose: 0, abstain: 0 };
  for (const a of ARCHETYPES) {
    let abstains = 0;
    for (const b of bills) {
      const v = b.votes[a.key].vote;
      totals[v]++;
      if (v === 'abstain') abstains++;
    }
    abstainShare[a.key] = round(abstains / n);
  }
  const sorted = Object.values(abstainShare).sort((x, y) => x - y);
  const mid = sorted.length / 2;
  const medianAbstainShare = round(sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
  const all = Math.max(1, totals.support + totals.oppose + totals.abstain);
  const contested = Object.fromEntries(CONTESTED_AREAS.map((a) => [a, { bills: 0, differ: 0 }])) as VoteFigures['contested'];
  for (const b of bills) {
    const differ = groupsDiffer(b.votes);
    for (const area of contestedAreas(b.input)) {
      contested[area].bills++;
      if (differ) contested[area].differ++;
    }
  }
  return {
    bills: bills.length,
    abstainShare,
    medianAbstainShare,
    shares: { support: round(totals.support / all), oppose: round(totals.oppose / all), abstain: round(totals.abstain / all) },
    contested,
  };
}

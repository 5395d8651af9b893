import { z } from 'zod';
import {
  FOUNDATIONS,
  FOUNDATION_LABELS,
  foundationScores,
  type FoundationKey,
  type FoundationScores,
} from './survey';

/**
 * The 32 voter archetypes (DESIGN §4). Each is a prototype point in the six-foundation space;
 * a user gets the nearest one. Keys are the SPEC's `<Key>Vote` column stems, names are what
 * users see. The table order is part of the contract: it breaks classification ties.
 */

/** The five "moral" foundations use high/low levels; liberty has its own levels. */
type MoralFoundation = Exclude<FoundationKey, 'libertyOppression'>;

export const ARCHETYPE_LEVELS = { high: 5, low: 2, neutral: 3.5 } as const;

export interface Archetype<K extends string = string> {
  key: K;
  name: string;
  description: string;
  /** The foundations this profile weighs highly (empty for the all-low and balanced profiles). */
  high: readonly FoundationKey[];
  /** Target scores on the 0–6 scale. */
  prototype: FoundationScores;
}

const LETTER: Record<string, MoralFoundation> = {
  C: 'careHarm',
  F: 'fairnessCheating',
  L: 'loyaltyBetrayal',
  A: 'authoritySubversion',
  S: 'sanctityDegradation',
};

/**
 * `highs` is DESIGN's letter code (e.g. 'CF'); named foundations sit at "high", the rest at
 * "low", liberty at `liberty`. `moral` overrides the level of every moral foundation (used by the
 * balanced profile, which has no high or low).
 */
function def<K extends string>(
  key: K,
  name: string,
  highs: string,
  description: string,
  opts: { liberty?: number; moral?: number } = {},
): Archetype<K> {
  const highSet = new Set([...highs].map((c) => LETTER[c]!));
  const prototype = {} as FoundationScores;
  for (const f of Object.values(LETTER)) {
    prototype[f] = opts.moral ?? (highSet.has(f) ? ARCHETYPE_LEVELS.high : ARCHETYPE_LEVELS.low);
  }
  const liberty = opts.liberty ?? ARCHETYPE_LEVELS.neutral;
  prototype.libertyOppression = liberty;
  const high: FoundationKey[] = FOUNDATIONS.filter((f) => highSet.has(f as MoralFoundation));
  if (liberty >= ARCHETYPE_LEVELS.high) high.push('libertyOppression');
  return { key, name, description, high, prototype };
}

export const ARCHETYPES = [
  // One high foundation.
  def('Protector', 'Protector', 'C',
    'You are moved first by suffering and by the need to keep people safe from harm. You judge a policy by whether it shields the vulnerable, and other moral concerns weigh less with you than care does.'),
  def('JusticeSeeker', 'Justice-Seeker', 'F',
    'Fair play and equal treatment are your compass. You watch for cheating, rigged rules and unequal burdens, and you want everyone held to the same standard.'),
  def('Patriot', 'Patriot', 'L',
    'You feel a deep commitment to your country and community. Standing together, honouring service and keeping faith with the group matter more to you than most other moral concerns.'),
  def('Disciplinarian', 'Disciplinarian', 'A',
    'You value order, clear rules and respect for legitimate roles. You believe a society holds together when duties are honoured and rules are enforced consistently.'),
  def('Purist', 'Purist', 'S',
    'You hold some things as sacred and want them protected from misuse or degradation. Cleanliness, dignity and restraint shape how you judge right and wrong.'),

  // Two high foundations.
  def('LiberalHumanitarian', 'Liberal Humanitarian', 'CF',
    'You care about reducing suffering and about treating everyone fairly. You favour policies that protect the vulnerable and share burdens and opportunities evenly.'),
  def('CompassionateLoyalist', 'Compassionate Loyalist', 'CL',
    'You look after the people around you and stand by your community. Kindness starts close to home for you, and you expect members of a group to care for one another.'),
  def('BenevolentAuthority', 'Benevolent Authority', 'CA',
    'You believe strong, well-run institutions exist to protect people. You respect order and leadership when they are used to keep others safe and cared for.'),
  def('SacredProtector', 'Sacred Protector', 'CS',
    'You protect both people and what is sacred. You see harm to the vulnerable and the degrading of what matters as two sides of the same wrong.'),
  def('FairPatriot', 'Fair Patriot', 'FL',
    'You love your community and want it to play by fair rules. Loyalty, for you, means holding the group to its promise of equal treatment for every member.'),
  def('LawfulEgalitarian', 'Lawful Egalitarian', 'FA',
    'You believe fair rules, applied the same way to everyone, are what make authority legitimate. You value due process, accountability and institutions that keep their word.'),
  def('FairPureReformer', 'Fair-Pure Reformer', 'FS',
    'You want public life to be both fair and clean. Corruption and degradation trouble you equally, and you back reforms that restore integrity and equal standards.'),
  def('OrderlyPatriot', 'Orderly Patriot', 'LA',
    'You value a united community that respects its institutions. Dependable leadership, shared duties and standing by your own are central to how you judge policy.'),
  def('SacredNationalist', 'Sacred Nationalist', 'LS',
    "You see your nation's traditions and symbols as something to honour and protect. Belonging and reverence for shared heritage guide your moral judgements."),
  def('MoralGuardian', 'Moral Guardian', 'AS',
    'You believe order and decency go together. You respect legitimate authority and want standards of conduct upheld so that what is valued is not cheapened.'),

  // Three high foundations.
  def('Communitarian', 'Communitarian', 'CFL',
    'You believe a good community takes care of its members and treats them fairly. Mutual support, fairness and belonging are the ties you want policy to strengthen.'),
  def('MoralReformer', 'Moral Reformer', 'CFA',
    'You want institutions that protect people and treat them fairly, and you trust rules and leadership to deliver that. You favour steady, organised reform over disruption.'),
  def('PurityDrivenProgressive', 'Purity-Driven Progressive', 'CFS',
    'You pair concern for the vulnerable and for fairness with a sense that some things, like clean air and water or human dignity, must be kept unspoiled. You push for change that makes life safer, fairer and cleaner.'),
  def('Paternalist', 'Paternalist', 'CLA',
    'You believe those in charge have a duty to look after the people in their care. Loyalty, order and protection come together for you in responsible leadership.'),
  def('SacredCommunitarian', 'Sacred Communitarian', 'CLS',
    'You value close communities that care for their own and honour what they hold sacred. Shared rituals, mutual aid and belonging give moral life its meaning for you.'),
  def('DevoutProtector', 'Devout Protector', 'CAS',
    'You want people kept safe, order maintained and sacred things respected. You see moral leadership as protecting both people and the standards that guide them.'),
  def('GuardianOfOrder', 'Guardian of Order', 'FLA',
    'You value fair rules, a loyal community and institutions that keep them in place. Stability and even-handed enforcement are what you look for in policy.'),
  def('SacredEgalitarian', 'Sacred Egalitarian', 'FLS',
    'You believe every member of the community deserves equal standing and that shared sacred values bind people together. Fairness and reverence go hand in hand for you.'),
  def('Traditionalist', 'Traditionalist', 'LAS',
    'You value the customs, institutions and loyalties that have held communities together over time. You are cautious about change that weakens them.'),

  // Four high foundations.
  def('HolisticMoralist', 'Holistic Moralist', 'CFLS',
    'You draw on many moral concerns at once: care, fairness, loyalty and the sacred. You tend to weigh a policy from several angles rather than through a single principle.'),
  def('CompassionateTraditionalist', 'Compassionate Traditionalist', 'CLAS',
    'You honour tradition, community and order, and you want them to serve the care of others. Protecting people and preserving what has stood the test of time matter to you together.'),
  def('ConservativeTraditionalist', 'Conservative Traditionalist', 'FLAS',
    'You value fair dealing, loyalty, legitimate authority and respect for what is sacred. You prefer to build on long-standing institutions and customs rather than replace them.'),
  def('CivicSteward', 'Civic Steward', 'CFLA',
    'You see public life as a shared duty: caring for people, treating them fairly, standing by the community and keeping institutions working. You judge a policy by whether it makes those civic bonds stronger.'),

  // All five high.
  def('MoralMaximalist', 'Moral Maximalist', 'CFLAS',
    'Every moral foundation carries real weight for you. You take care, fairness, loyalty, authority and the sacred seriously at once, and you want policy to respect all of them.'),

  // No high moral foundation.
  def('AmoralIndividualist', 'Amoral Individualist', '',
    'You put personal freedom first and are sceptical of moral claims others want to impose. You judge a policy mainly by whether it leaves people free to run their own lives.',
    { liberty: ARCHETYPE_LEVELS.high }),
  def('CynicNihilist', 'Cynic Nihilist', '',
    'You doubt that policies live up to their moral promises. Few appeals move you, and you judge proposals by their concrete effects rather than by the values they claim.',
    { liberty: ARCHETYPE_LEVELS.low }),
  def('BalancedMoralModerate', 'Balanced Moral Moderate', '',
    'You give every moral concern a moderate, even weight and rarely lean hard on one. You look for practical middle ground and weigh trade-offs case by case.',
    { moral: ARCHETYPE_LEVELS.neutral }),
] as const;

export type ArchetypeKey = (typeof ARCHETYPES)[number]['key'];
export type ArchetypeName = string;

export const ARCHETYPE_KEYS = ARCHETYPES.map((a) => a.key) as unknown as readonly [ArchetypeKey, ...ArchetypeKey[]];
export const ARCHETYPE_NAMES: readonly string[] = ARCHETYPES.map((a) => a.name);

const byKey = new Map<string, Archetype<ArchetypeKey>>(ARCHETYPES.map((a) => [a.key, a]));
const byName = new Map<string, Archetype<ArchetypeKey>>(ARCHETYPES.map((a) => [a.name, a]));

export function archetypeByKey(key: string): Archetype<ArchetypeKey> | undefined {
  return byKey.get(key);
}

/** Exact display-name lookup (what `user.voterArchetype` stores). */
export function archetypeByName(name: string): Archetype<ArchetypeKey> | undefined {
  return byName.get(name);
}

export function isArchetypeKey(value: string): value is ArchetypeKey {
  return byKey.has(value);
}

/** SPEC §3 bill_synthesis column for an archetype's suggested vote, e.g. 'ProtectorVote'. */
export function archetypeVoteColumn(key: ArchetypeKey): `${ArchetypeKey}Vote` {
  return `${key}Vote`;
}

function squaredDistance(a: FoundationScores, b: FoundationScores): number {
  let d = 0;
  for (const f of FOUNDATIONS) d += (a[f] - b[f]) ** 2;
  return d;
}

/**
 * The archetype whose prototype is nearest to the scores (squared Euclidean distance). Strict
 * `<` keeps the earlier table entry on a tie, so the result is deterministic.
 */
export function classifyArchetype(scores: FoundationScores): Archetype<ArchetypeKey> {
  let best: Archetype<ArchetypeKey> = ARCHETYPES[0];
  let bestDistance = Infinity;
  for (const archetype of ARCHETYPES) {
    const d = squaredDistance(scores, archetype.prototype);
    if (d < bestDistance) {
      best = archetype;
      bestDistance = d;
    }
  }
  return best;
}

/** Human-readable list of an archetype's high foundations, e.g. 'Care/Harm and Fairness/Cheating'. */
export function describeFoundations(foundations: readonly FoundationKey[]): string {
  const labels = foundations.map((f) => FOUNDATION_LABELS[f]);
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** SPEC §3 survey result: the archetype as the results screen shows it, plus the six scores. */
export const surveyResult = z.object({
  archetype: z.object({ archetypeName: z.string(), archetypeDescription: z.string() }),
  scores: foundationScores,
});
export type SurveyResult = z.infer<typeof surveyResult>;

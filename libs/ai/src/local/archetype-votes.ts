import {
  ARCHETYPES,
  ARCHETYPE_LEVELS,
  FOUNDATIONS,
  FOUNDATION_LABELS,
  type Archetype,
  type ArchetypeKey,
  type ArchetypeVoteSuggestion,
  type ArchetypeVotes,
  type FoundationKey,
} from '@civic/contracts';
import type { MoralImpact } from './impact';

/**
 * Suggested votes from the bill's impact vector. An archetype weighs each foundation by its
 * prototype level: high foundations count fully, neutral ones a little, low ones slightly
 * against when the bill pushes them (a profile that sets little store by a concern is wary of
 * bills built around it) and not at all when the bill works against them (indifference is not
 * a reason to welcome that). Alignment = Σ contributions; clear alignment supports, clear
 * conflict opposes, anything weak or mixed abstains.
 */

export const VOTE_THRESHOLD = 0.3;
/** Below this, no foundation is touched enough for any profile to take a side. */
export const WEAK_IMPACT = 0.15;

// Neutral (0.3) equals the vote threshold, so one moderately weighted foundation alone never
// decides a vote: a profile takes a side when something it values highly is at stake, or
// several moderate concerns line up.
const WEIGHT_FOR_LEVEL = new Map<number, number>([
  [ARCHETYPE_LEVELS.high, 1],
  [ARCHETYPE_LEVELS.neutral, 0.3],
  [ARCHETYPE_LEVELS.low, -0.15],
]);

export function foundationWeight(level: number): number {
  const weight = WEIGHT_FOR_LEVEL.get(level);
  if (weight === undefined) throw new Error(`No vote weight for prototype level ${level}`);
  return weight;
}

interface Contribution {
  foundation: FoundationKey;
  weight: number;
  impact: number;
  value: number;
}

const WEIGHT_WORDS = (w: number) => (w >= 1 ? 'values highly' : w > 0 ? 'weighs moderately' : 'weighs lightly');

/** "upholds Care/Harm, which this profile values highly" — grouped so the line stays short. */
function explain(contributions: readonly Contribution[]): string {
  const groups = new Map<string, string[]>();
  for (const c of contributions) {
    const verb = c.impact > 0 ? 'upholds' : 'works against';
    const key = `${verb}|${WEIGHT_WORDS(c.weight)}`;
    groups.set(key, [...(groups.get(key) ?? []), FOUNDATION_LABELS[c.foundation]]);
  }
  return [...groups.entries()]
    .map(([key, labels]) => {
      const [verb, weightWords] = key.split('|');
      return `the bill ${verb} ${labels.join(' and ')}, which this profile ${weightWords}`;
    })
    .join('; ');
}

export function archetypeVote(archetype: Archetype, impact: MoralImpact): ArchetypeVoteSuggestion {
  const strongest = Math.max(...FOUNDATIONS.map((f) => Math.abs(impact.vector[f])));
  if (strongest < WEAK_IMPACT) {
    return { vote: 'abstain', reason: 'Abstain: the bill touches no moral foundation strongly enough to take a side.' };
  }
  const contributions: Contribution[] = FOUNDATIONS.map((foundation) => {
    const weight = foundationWeight(archetype.prototype[foundation]);
    const value = weight < 0 ? weight * Math.max(0, impact.vector[foundation]) : weight * impact.vector[foundation];
    return { foundation, weight, impact: impact.vector[foundation], value };
  });
  const alignment = contributions.reduce((s, c) => s + c.value, 0);
  const top = (sign: 1 | -1) =>
    contributions
      .filter((c) => Math.sign(c.value) === sign && Math.abs(c.value) >= 0.05)
      .sort((a, b) => Math.abs(b.value) - Math.abs(a.value))
      .slice(0, 2);

  if (alignment >= VOTE_THRESHOLD) return { vote: 'support', reason: `Support: ${explain(top(1))}.` };
  if (alignment <= -VOTE_THRESHOLD) return { vote: 'oppose', reason: `Oppose: ${explain(top(-1))}.` };
  const touched = contributions
    .filter((c) => Math.abs(c.impact) >= WEAK_IMPACT)
    .sort((a, b) => Math.abs(b.impact) - Math.abs(a.impact))
    .slice(0, 2)
    .map((c) => FOUNDATION_LABELS[c.foundation]);
  const what = touched.length ? `its effect on ${touched.join(' and ')}` : 'its moral effect';
  return { vote: 'abstain', reason: `Abstain: ${what} is too weak or mixed for this profile to take a side.` };
}

export function archetypeVotesFor(impact: MoralImpact): ArchetypeVotes {
  return Object.fromEntries(ARCHETYPES.map((a) => [a.key, archetypeVote(a, impact)])) as Record<ArchetypeKey, ArchetypeVoteSuggestion>;
}

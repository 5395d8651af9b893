import { FOUNDATIONS, type FoundationKey } from '@civic/contracts';
import {
  MORAL_LEXICON,
  POLICY_AREA_PRIORS,
  PREVENTION_PATTERN,
  PREVENTION_REACH,
  ROLLBACK_PATTERN,
  type FoundationLexicon,
} from './lexicon';
import { escapeRegExp, splitSentences } from './text';

/**
 * The bill's moral-foundations impact: for each foundation a number in [-1, 1], positive
 * when the bill upholds it and negative when it works against it, with the words that
 * produced it (so every archetype vote can be explained).
 */

type ListName = keyof FoundationLexicon;

export interface TermHit {
  foundation: FoundationKey;
  term: string;
  list: ListName;
  /** Signed contribution after rollback/prevention flips, source weight and repetition damping. */
  contribution: number;
  /** Why the sign was flipped, if it was. */
  flippedBy?: 'rollback' | 'prevention';
}

export interface MoralImpact {
  vector: Record<FoundationKey, number>;
  raw: Record<FoundationKey, number>;
  hits: TermHit[];
}

/** A piece of the bill with how much it counts (titles say what a bill is about; texts ramble). */
export interface WeightedText {
  text: string;
  weight: number;
}

interface CompiledTerm {
  term: string;
  list: ListName;
  weight: number;
}

interface CompiledFoundation {
  pattern: RegExp;
  terms: Map<string, CompiledTerm>;
}

/** Turns a lexicon term into a regex source: whole words, plural allowed, "*" = prefix. */
function termSource(term: string): string {
  if (term.endsWith('*')) return `${escapeRegExp(term.slice(0, -1))}[\\w-]*`;
  return `${escapeRegExp(term).replace(/ /g, '\\s+')}(?:e?s)?`;
}

/**
 * One alternation per foundation, longest terms first, so "equal pay" wins over "equal" at the
 * same spot and overlapping terms never count twice.
 */
function compile(lexicon: FoundationLexicon): CompiledFoundation {
  const terms = new Map<string, CompiledTerm>();
  for (const list of ['positive', 'combats', 'negative'] as const) {
    for (const [term, weight] of Object.entries(lexicon[list])) terms.set(term, { term, list, weight });
  }
  const ordered = [...terms.keys()].sort((a, b) => b.replace('*', '').length - a.replace('*', '').length);
  const pattern = new RegExp(`\\b(?:${ordered.map((t, i) => `(?<t${i}>${termSource(t)})`).join('|')})(?![\\w-])`, 'gi');
  // Named groups map a match back to its term without re-testing every term.
  const byGroup = new Map(ordered.map((t, i) => [`t${i}`, terms.get(t)!]));
  return { pattern, terms: byGroup };
}

const COMPILED: Record<FoundationKey, CompiledFoundation> = Object.fromEntries(
  FOUNDATIONS.map((f) => [f, compile(MORAL_LEXICON[f])]),
) as Record<FoundationKey, CompiledFoundation>;

/** Scale that maps raw lexicon sums onto [-1, 1]: about 5 points of evidence is a strong signal. */
const SATURATION = 5;

function preventedAt(sentence: string, index: number): boolean {
  for (const m of sentence.matchAll(PREVENTION_PATTERN)) {
    const end = m.index + m[0].length;
    if (end <= index && index - end <= PREVENTION_REACH && !/[.;]/.test(sentence.slice(end, index))) return true;
  }
  return false;
}

export function moralImpact(parts: readonly WeightedText[], policyArea?: string | null): MoralImpact {
  const raw = Object.fromEntries(FOUNDATIONS.map((f) => [f, 0])) as Record<FoundationKey, number>;
  const hits: TermHit[] = [];
  // Repeating a word adds less each time (1, 1/2, 1/3…): a long text should not outweigh a
  // clear summary just by saying "health" forty times.
  const seen = new Map<string, number>();

  for (const part of parts) {
    for (const sentence of splitSentences(part.text)) {
      const rollback = ROLLBACK_PATTERN.test(sentence);
      for (const foundation of FOUNDATIONS) {
        const { pattern, terms } = COMPILED[foundation];
        for (const m of sentence.matchAll(pattern)) {
          const groupName = Object.entries(m.groups ?? {}).find(([, v]) => v !== undefined)?.[0];
          const compiled = groupName ? terms.get(groupName) : undefined;
          if (!compiled || compiled.weight === 0) continue;
          let sign = compiled.list === 'negative' ? -1 : 1;
          let flippedBy: TermHit['flippedBy'];
          if (compiled.list === 'negative' && preventedAt(sentence, m.index)) {
            sign = 1;
            flippedBy = 'prevention';
          } else if (rollback && compiled.list !== 'combats') {
            sign = -sign;
            flippedBy = 'rollback';
          }
          const key = `${foundation}:${compiled.term}`;
          const n = (seen.get(key) ?? 0) + 1;
          seen.set(key, n);
          const contribution = (sign * compiled.weight * part.weight) / n;
          raw[foundation] += contribution;
          hits.push({ foundation, term: compiled.term, list: compiled.list, contribution, ...(flippedBy ? { flippedBy } : {}) });
        }
      }
    }
  }

  const prior = policyArea ? POLICY_AREA_PRIORS[policyArea] : undefined;
  for (const [f, v] of Object.entries(prior ?? {})) raw[f as FoundationKey] += v;

  const vector = Object.fromEntries(FOUNDATIONS.map((f) => [f, round3(Math.tanh(raw[f] / SATURATION))])) as Record<
    FoundationKey,
    number
  >;
  return { vector, raw, hits };
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000 || 0;
}

/** The foundation with the largest absolute impact (the bill's "dominant" concern). */
export function dominantFoundation(impact: MoralImpact): FoundationKey {
  return FOUNDATIONS.reduce((best, f) => (Math.abs(impact.vector[f]) > Math.abs(impact.vector[best]) ? f : best));
}

/** The terms that moved a foundation most in the given direction, for explanations. */
export function topTerms(impact: MoralImpact, foundation: FoundationKey, direction: 1 | -1, limit = 2): string[] {
  const totals = new Map<string, number>();
  for (const h of impact.hits) {
    if (h.foundation === foundation && Math.sign(h.contribution) === direction) {
      totals.set(h.term, (totals.get(h.term) ?? 0) + Math.abs(h.contribution));
    }
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([t]) => t.replace('*', ''));
}

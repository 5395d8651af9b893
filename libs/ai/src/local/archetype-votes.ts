import {
  ARCHETYPES,
  ARCHETYPE_LEVELS,
  FOUNDATIONS,
  type Archetype,
  type ArchetypeKey,
  type ArchetypeVoteSuggestion,
  type ArchetypeVotes,
  type ArchetypeVoteValue,
  type FoundationKey,
} from '@civic/contracts';
import type { BillAction } from './actions';
import type { MoralImpact } from './impact';
import { clip } from './text';
import { ACTION_PULLS, CEREMONIAL, ROLLBACK, VOTE_RULES, type Pulls, type VoteRule } from './vote-rules';

/**
 * Suggested votes from what the bill does (the rule table in vote-rules.ts, grounded in the
 * moral-foundations literature) weighed by each archetype's six foundation levels.
 *
 * 1. Every rule that matches the bill adds its pulls (foundation → toward support or oppose),
 *    reversed when the sentence rolls the thing back; the bill's action verbs add small pulls
 *    (mandates and bans weigh against Liberty); the lexicon's impact vector adds a little.
 * 2. An archetype weighs each pull by its level: a foundation it holds high counts fully, a
 *    neutral one a little, a low one slightly the other way (Graham et al. 2009: what separates
 *    profiles is the relative weight of the foundations, so a case built on a concern one sets
 *    little store by persuades less than nothing).
 * 3. It abstains when the bill touches none of its high foundations (ceremonial measures,
 *    namings) or when its foundations pull about evenly.
 */

export const VOTE_THRESHOLD = 0.2;
/** A foundation is "touched" by a bill when its total pull is at least this. */
export const TOUCH = 0.25;
/** The lexicon's impact vector counts at this share of a rule's pull. */
const LEXICON_SHARE = 0.5;

const WEIGHT_FOR_LEVEL = new Map<number, number>([
  [ARCHETYPE_LEVELS.high, 1],
  [ARCHETYPE_LEVELS.neutral, 0.25],
  [ARCHETYPE_LEVELS.low, -0.3],
]);

export function foundationWeight(level: number): number {
  const weight = WEIGHT_FOR_LEVEL.get(level);
  if (weight === undefined) throw new Error(`No vote weight for prototype level ${level}`);
  return weight;
}

/** Short names, as a voter reads them in a one-line reason. */
export const FOUNDATION_SHORT: Record<FoundationKey, string> = {
  careHarm: 'Care',
  fairnessCheating: 'Fairness',
  loyaltyBetrayal: 'Loyalty',
  authoritySubversion: 'Authority',
  sanctityDegradation: 'Sanctity',
  libertyOppression: 'Liberty',
};

export interface RuleMatch {
  rule: VoteRule;
  sign: 1 | -1;
  /** Where it matched first in the summary (or text): the sentence and the match's offset (-1: title or subjects only). */
  sentenceIndex: number;
  offset: number;
}

/** What the votes are decided from, exposed so tests and operators can see why. */
export interface VoteEvidence {
  pulls: Record<FoundationKey, number>;
  matches: RuleMatch[];
  ceremonial: boolean;
  /** "this bill …": the decisive rule's words, or the bill's own first action. */
  describe: (foundations?: readonly FoundationKey[]) => string;
}

export interface VoteSource {
  title: string;
  /** The bill's sentences (summary, or text when the summary is thin). */
  sentences: readonly string[];
  subjects?: readonly string[] | null;
  actions: readonly BillAction[];
  impact: MoralImpact;
}

const MAX_SENTENCES = 200;
/** How far before a match a rollback verb still governs it. */
const ROLLBACK_REACH = 120;

/** A Congressional Review Act resolution undoes the rule it names: everything it matches is rolled back. */
const DISAPPROVAL = /\bcongressional disapproval\b|\bCongressional Review Act\b/i;

function matchSign(rule: VoteRule, sentence: string, index: number, disapproval: boolean): 1 | -1 {
  if (rule.fixed) return 1;
  if (disapproval) return -1;
  const before = sentence.slice(Math.max(0, index - ROLLBACK_REACH), index);
  return (rule.flipOn ?? ROLLBACK).test(before) ? -1 : 1;
}

function emptyPulls(): Record<FoundationKey, number> {
  return Object.fromEntries(FOUNDATIONS.map((f) => [f, 0])) as Record<FoundationKey, number>;
}

function addPulls(into: Record<FoundationKey, number>, pulls: Pulls, factor: number): void {
  for (const [f, v] of Object.entries(pulls)) into[f as FoundationKey] += v * factor;
}

export function voteEvidence(source: VoteSource): VoteEvidence {
  const body = source.sentences.slice(0, MAX_SENTENCES);
  const sentences = [source.title, ...body, ...(source.subjects ?? [])];
  const disapproval = DISAPPROVAL.test(source.title) || DISAPPROVAL.test(source.sentences[0] ?? '');
  const matches: RuleMatch[] = [];
  for (const rule of VOTE_RULES) {
    let net = 0;
    let at = { sentenceIndex: -1, offset: -1 };
    sentences.forEach((sentence, i) => {
      const m = rule.pattern.exec(sentence);
      if (!m) return;
      net += matchSign(rule, sentence, m.index, disapproval);
      // sentences[0] is the title; 1.. are source.sentences.
      if (at.sentenceIndex < 0 && i > 0 && i <= body.length) at = { sentenceIndex: i - 1, offset: m.index };
    });
    if (net !== 0) matches.push({ rule, sign: net > 0 ? 1 : -1, ...at });
  }
  const pulls = emptyPulls();
  for (const { rule, sign } of matches) addPulls(pulls, rule.pulls, sign);
  for (const kind of new Set(source.actions.map((a) => a.kind))) addPulls(pulls, ACTION_PULLS[kind] ?? {}, 1);
  for (const f of FOUNDATIONS) pulls[f] = round3(pulls[f] + LEXICON_SHARE * source.impact.vector[f]);

  // A naming or a commemoration is ceremonial whatever its subject (a week for school counsellors
  // is not school funding): nothing it does beyond designating and recognizing.
  const onlyNamings = source.actions.every((a) => a.kind === 'designate');
  const ceremonial = onlyNamings && (matches.length === 0 || CEREMONIAL.test([source.title, ...source.sentences.slice(0, 2)].join(' ')));

  const firstAction = source.actions[0];
  const describe = (foundations: readonly FoundationKey[] = []) => {
    // The rule that pulls hardest on the foundations named in the reason says what the bill does.
    // Foundations come most decisive first; the first counts double.
    const strength = (m: RuleMatch) => foundations.reduce((s, f, i) => s + Math.abs(m.rule.pulls[f] ?? 0) / (i + 1), 0);
    const best = [...matches].sort((a, b) => strength(b) - strength(a))[0];
    if (best && (strength(best) > 0 || !foundations.length)) return best.sign > 0 ? best.rule.says : best.rule.reversed;
    if (firstAction) return clip(`${firstAction.verb} ${firstAction.phrase}`, 140);
    return 'takes up its subject';
  };
  return { pulls, matches, ceremonial, describe };
}

const list = (fs: readonly FoundationKey[]) => {
  const names = fs.map((f) => FOUNDATION_SHORT[f]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
};

const LABEL: Record<ArchetypeVoteValue, string> = { support: 'Support', oppose: 'Oppose', abstain: 'Abstain' };

function line(vote: ArchetypeVoteValue, body: string): ArchetypeVoteSuggestion {
  return { vote, reason: clip(`Suggested ${LABEL[vote]}: ${body}`.replace(/\s+/g, ' ').replace(/\.?$/, '.'), 300) };
}

export function archetypeVote(archetype: Archetype, evidence: VoteEvidence): ArchetypeVoteSuggestion {
  const high = archetype.high;
  if (evidence.ceremonial) {
    return line('abstain', `this is a ceremonial measure (it ${evidence.describe()}) that weighs on none of your foundations`);
  }
  const contributions = FOUNDATIONS.map((f) => {
    const weight = foundationWeight(archetype.prototype[f]);
    return { f, weight, value: weight * evidence.pulls[f] };
  });
  // Only the foundations the profile sets apart (high, or low) decide; a bill that moves none of
  // them gives it no reason to take a side.
  const marked = contributions.filter((c) => c.weight !== foundationWeight(ARCHETYPE_LEVELS.neutral));
  if (marked.length && !marked.some((c) => Math.abs(evidence.pulls[c.f]) >= TOUCH)) {
    const what = high.length ? `the foundations you weigh highly (${list(high)})` : 'the foundations that set your profile apart';
    return line('abstain', `this bill ${evidence.describe()}, which touches none of ${what}`);
  }
  const score = contributions.reduce((s, c) => s + c.value, 0);
  const vote: ArchetypeVoteValue = score >= VOTE_THRESHOLD ? 'support' : score <= -VOTE_THRESHOLD ? 'oppose' : 'abstain';
  if (vote === 'abstain') {
    const byPull = (sign: 1 | -1) =>
      contributions
        .filter((c) => Math.sign(c.value) === sign && Math.abs(c.value) >= 0.1)
        .sort((a, b) => Math.abs(b.value) - Math.abs(a.value))
        .slice(0, 2)
        .map((c) => c.f);
    const pro = byPull(1);
    const con = byPull(-1);
    const body =
      pro.length && con.length
        ? `your ${list(pro)} and your ${list(con)} pull about evenly on a bill that ${evidence.describe([...pro, ...con])}`
        : `this bill ${evidence.describe()}, which moves your foundations too little to take a side`;
    return line('abstain', body);
  }
  const sign = vote === 'support' ? 1 : -1;
  const decisive = contributions
    .filter((c) => Math.sign(c.value) === sign && Math.abs(c.value) >= 0.1)
    .sort((a, b) => Math.abs(b.value) - Math.abs(a.value))
    .slice(0, 2);
  const highs = decisive.filter((c) => c.weight > 0).map((c) => c.f);
  const lows = decisive.filter((c) => c.weight < 0).map((c) => c.f);
  const what = `this bill ${evidence.describe(decisive.map((c) => c.f))}`;
  if (highs.length) {
    const how = highs.every((f) => high.includes(f)) ? 'highly' : 'moderately';
    return line(vote, `you weigh ${list(highs)} ${how} and ${what}`);
  }
  // Carried by foundations the profile weighs lightly: the case on the other side rests on them.
  const side = evidence.pulls[lows[0]!]! > 0 ? 'for' : 'against';
  return line(vote, `${what}, and the case ${side} it rests on ${list(lows)}, which you weigh lightly`);
}

export function archetypeVotesFor(evidence: VoteEvidence): ArchetypeVotes {
  return Object.fromEntries(ARCHETYPES.map((a) => [a.key, archetypeVote(a, evidence)])) as Record<ArchetypeKey, ArchetypeVoteSuggestion>;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000 || 0;
}

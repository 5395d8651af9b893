import type { BillSynthesisOutput, SynthesizeBillInput } from '@civic/contracts';
import { extractActions } from '../local/actions';
import { cleanText, contentWords, splitSentences } from '../local/text';

/**
 * Scores one synthesis against the rules of issue #23 item 2. Any provider's output can be
 * checked: the rules are about the text, not about how it was made.
 */

/** Sentences that say nothing about the bill (the old local fallbacks, and model habits). */
export const FILLER_PATTERNS: readonly RegExp[] = [
  /\bas its title\b.*\bindicates\b/i,
  /\bputs? .{0,80} before Congress\b/i,
  /\bdoes not spell out how it would work\b/i,
  /\bcosts and effects are hard to judge\b/i,
  /\b(?:supporters|proponents) (?:say|argue) (?:it|this) (?:is|would be) (?:good|beneficial|important)\b/i,
  /\bmay have (?:unintended|unforeseen) consequences\b/i,
  /\b(?:it|this bill) (?:could|may|might) (?:help|benefit) (?:many )?(?:people|americans)\b/i,
  /\bsome (?:people|critics) (?:may|might) (?:disagree|object)\b/i,
];

/** The minimum per side when the source supports it. */
export const MIN_ARGUMENTS_PER_SIDE = 3;
/**
 * What "In depth" says when the source supports fewer arguments: the page says so instead of
 * padding. A synthesis with fewer than the minimum must carry it.
 */
export const THIN_NOTE = 'The source supports only these arguments';

export interface SynthesisCheck {
  billId: string;
  fillers: string[];
  /** Numbers, years or dollar amounts in the output that the source does not contain. */
  unsupportedNumbers: string[];
  argumentsFor: number;
  argumentsAgainst: number;
  /** The source is too thin (one substantive sentence, or a naming) to carry three arguments per side; the page says so. */
  thinSource: boolean;
  /** Share of the long synthesis' content words already in the short one (1 = repeats it). */
  summaryOverlap: number;
  problems: string[];
}

const NUMBER = /\$?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|trillion|percent|%))?/g;

function normalizeNumber(n: string): string {
  return n.replace(/[$,\s]/g, '').replace(/\.$/, '').toLowerCase();
}

function sourceText(input: SynthesizeBillInput): string {
  return [input.title, input.shortTitle, input.summary, input.billText, input.policyArea, ...(input.subjects ?? []), input.latestActionText]
    .filter(Boolean)
    .join('\n');
}

/** Where a bill stands ("The House passed it in May 2024…"): news of its progress, not of what it does. */
const STATUS_SENTENCE =
  /^(?:the (?:house|senate)|congress|it|the (?:bill|resolution|measure))\b.{0,40}\b(?:passed|agreed to|approved|cleared|went to|was (?:then )?(?:held|sent|referred|placed)|fell short|became law|was signed)\b|^(?:it|the bill) (?:then )?went to\b|^the president signed\b/i;

/**
 * The source cannot carry three arguments a side: it states at most one thing the bill does (a
 * one-line summary, whatever else it says about where the bill stands), or all it does is name
 * or commemorate. Then, and only then, fewer arguments are right, and the page says so.
 */
export const isStatusSentence = (sentence: string) => STATUS_SENTENCE.test(sentence.trim());

export function isThinSource(input: SynthesizeBillInput): boolean {
  const sentences = [...splitSentences(cleanText(input.summary)), ...splitSentences(cleanText(input.billText ?? ''))];
  const substantive = sentences.filter((s) => !isStatusSentence(s));
  if (substantive.length <= 1) return true;
  const actions = extractActions(sentences);
  return actions.length > 0 && actions.every((a) => a.kind === 'designate');
}

function overlap(short: string, long: string): number {
  const s = new Set(contentWords(short));
  const l = [...new Set(contentWords(long))];
  if (!l.length) return 1;
  return l.filter((w) => s.has(w)).length / l.length;
}

export function checkSynthesis(input: SynthesizeBillInput, output: BillSynthesisOutput): SynthesisCheck {
  const texts = [output.billAiSynthesisShort, output.billAiSynthesisLong, ...output.billArgumentsFor, ...output.billArgumentsAgainst];
  const fillers = texts.filter((t) => FILLER_PATTERNS.some((p) => p.test(t)));
  const source = new Set([...sourceText(input).matchAll(NUMBER)].map((m) => normalizeNumber(m[0])));
  const unsupportedNumbers = [
    ...new Set(texts.flatMap((t) => [...t.matchAll(NUMBER)].map((m) => normalizeNumber(m[0]))).filter((n) => n && !source.has(n))),
  ];
  // Decided by the source alone: a synthesis cannot excuse itself by saying the source is thin.
  const thinSource = isThinSource(input);
  const summaryOverlap = Math.round(overlap(output.billAiSynthesisShort, output.billAiSynthesisLong) * 100) / 100;
  const problems: string[] = [];
  if (fillers.length) problems.push(`${fillers.length} filler sentence(s)`);
  if (unsupportedNumbers.length) problems.push(`numbers not in the source: ${unsupportedNumbers.join(', ')}`);
  const min = thinSource ? 1 : MIN_ARGUMENTS_PER_SIDE;
  if (output.billArgumentsFor.length < min) problems.push(`${output.billArgumentsFor.length} argument(s) for, fewer than ${min}`);
  if (output.billArgumentsAgainst.length < min) problems.push(`${output.billArgumentsAgainst.length} argument(s) against, fewer than ${min}`);
  if (Math.abs(output.billArgumentsFor.length - output.billArgumentsAgainst.length) > 1) problems.push('the two sides are unbalanced');
  if (summaryOverlap > 0.8) problems.push(`"In depth" repeats the summary (${Math.round(summaryOverlap * 100)}% of its words)`);
  return {
    billId: input.billId,
    fillers,
    unsupportedNumbers,
    argumentsFor: output.billArgumentsFor.length,
    argumentsAgainst: output.billArgumentsAgainst.length,
    thinSource,
    summaryOverlap,
    problems,
  };
}

export interface SynthesisReport {
  bills: number;
  failing: number;
  fillers: number;
  unsupportedNumbers: number;
  meanArgumentsFor: number;
  meanArgumentsAgainst: number;
  meanSummaryOverlap: number;
  checks: SynthesisCheck[];
}

export function synthesisReport(checks: readonly SynthesisCheck[]): SynthesisReport {
  const n = Math.max(1, checks.length);
  const sum = (f: (c: SynthesisCheck) => number) => checks.reduce((s, c) => s + f(c), 0);
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return {
    bills: checks.length,
    failing: checks.filter((c) => c.problems.length).length,
    fillers: sum((c) => c.fillers.length),
    unsupportedNumbers: sum((c) => c.unsupportedNumbers.length),
    meanArgumentsFor: r2(sum((c) => c.argumentsFor) / n),
    meanArgumentsAgainst: r2(sum((c) => c.argumentsAgainst) / n),
    meanSummaryOverlap: r2(sum((c) => c.summaryOverlap) / n),
    checks: [...checks],
  };
}

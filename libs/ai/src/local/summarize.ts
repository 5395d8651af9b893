import { clip, contentWords, ensurePeriod } from './text';

/**
 * Extractive summaries: the bill's own sentences, ranked by how much they say about what the
 * bill is about. Nothing is invented, so the summary can only be as wrong as the source.
 */

export interface RankedSentence {
  text: string;
  /** Position in the bill's sentence list (document order). */
  index: number;
  score: number;
}

export const SHORT_SUMMARY_MAX = 300;
export const LONG_SUMMARY_MAX = 1200;
const LONG_SUMMARY_SENTENCES = 4;

/** Drafting boilerplate that says nothing about substance. */
const BOILERPLATE = /\b(may be cited as|be it enacted|table of contents|short title|is amended by (?:striking|inserting|adding)|by striking ["“]|is further amended|the following(?: new)? (?:section|paragraph)s?:?$)/i;

/** The bill's action verbs: sentences that say what it does beat sentences of background. */
const ACTION_HINT = /\b(establishes|creates|requires|directs|prohibits|bans|appropriates|authorizes|provides|expands|extends|limits|reduces|repeals|amends|exempts|protects|imposes|increases)\b/i;

/**
 * Score = how many of the document's frequent words the sentence carries (normalised by length
 * so long sentences do not win by size) + overlap with the title + a bonus for stating an
 * action + a small bonus for coming early (summaries lead with the point).
 */
export function rankSentences(sentences: readonly string[], title: string): RankedSentence[] {
  const frequency = new Map<string, number>();
  for (const s of sentences) for (const w of new Set(contentWords(s))) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const maxFrequency = Math.max(1, ...frequency.values());
  const titleWords = new Set(contentWords(title));

  const raw = sentences.map((text, index) => {
    const words = [...new Set(contentWords(text))];
    const wordTotal = text.split(/\s+/).length;
    if (wordTotal < 6 || BOILERPLATE.test(text)) return { text, index, score: -Infinity };
    const centrality = words.reduce((sum, w) => sum + (frequency.get(w) ?? 0) / maxFrequency, 0) / Math.sqrt(Math.max(words.length, 1));
    const titleOverlap = titleWords.size ? words.filter((w) => titleWords.has(w)).length / titleWords.size : 0;
    const action = ACTION_HINT.test(text) ? 0.4 : 0;
    // Summaries state the point in a sentence that names the bill; such a sentence also reads
    // well on its own, unlike one that starts with "It".
    const selfContained = /^(this|the) (bill|act|resolution|measure)\b/i.test(text) ? 0.3 : 0;
    const position = 0.3 * (1 - index / Math.max(sentences.length, 1));
    const lengthPenalty = wordTotal > 60 ? 0.3 : 0;
    return { text, index, score: centrality + titleOverlap + action + selfContained + position - lengthPenalty };
  });
  return raw.filter((s) => Number.isFinite(s.score)).sort((a, b) => b.score - a.score || a.index - b.index);
}

function jaccard(a: string, b: string): number {
  const x = new Set(contentWords(a));
  const y = new Set(contentWords(b));
  const common = [...x].filter((w) => y.has(w)).length;
  return common / Math.max(1, x.size + y.size - common);
}

export interface Summaries {
  short: string;
  long: string;
}

/**
 * Short: the best sentence (plus the next best when both fit in ~300 characters). Long: the
 * top few distinct sentences in document order, so it reads as a paragraph.
 */
export function summarize(ranked: readonly RankedSentence[], extras: { title: string; policyArea?: string | null; latestActionText?: string | null }): Summaries {
  const latest = extras.latestActionText ? `Latest action: ${ensurePeriod(extras.latestActionText.trim())}` : '';
  if (ranked.length === 0) {
    const about = extras.policyArea ? ` in the ${extras.policyArea} policy area` : '';
    const short = clip(ensurePeriod(extras.title.trim()), SHORT_SUMMARY_MAX);
    const long = [`${ensurePeriod(extras.title.trim())} No summary or text was available, so this overview is based on the title alone${about}.`, latest]
      .filter(Boolean)
      .join(' ');
    return { short, long: clip(long, LONG_SUMMARY_MAX) };
  }

  const best = ranked[0]!;
  let short = ensurePeriod(best.text);
  const second = ranked[1];
  if (second && short.length + second.text.length + 1 <= SHORT_SUMMARY_MAX && jaccard(best.text, second.text) < 0.5) {
    short = [best, second].sort((a, b) => a.index - b.index).map((s) => ensurePeriod(s.text)).join(' ');
  }
  short = clip(short, SHORT_SUMMARY_MAX);

  const chosen: RankedSentence[] = [];
  let length = 0;
  for (const s of ranked) {
    if (chosen.length >= LONG_SUMMARY_SENTENCES) break;
    // Skip near-duplicates: summaries often restate the title sentence in the body.
    if (chosen.some((c) => jaccard(c.text, s.text) >= 0.6)) continue;
    if (chosen.length > 0 && length + s.text.length > LONG_SUMMARY_MAX - latest.length) continue;
    chosen.push(s);
    length += s.text.length + 1;
  }
  const body = chosen
    .sort((a, b) => a.index - b.index)
    .map((s) => ensurePeriod(s.text))
    .join(' ');
  const long = clip([body, latest].filter(Boolean).join(' '), LONG_SUMMARY_MAX);
  return { short, long };
}

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

/** What comes next for a bill, read from its latest action (Congress.gov's wording). */
export function nextStep(latestActionText: string | null | undefined): string {
  const t = latestActionText ?? '';
  if (/became public law|signed by (?:the )?president/i.test(t)) return 'It is law: the agencies it names now carry it out.';
  if (/vetoed/i.test(t)) return 'It was vetoed: it becomes law only if both chambers override the veto by two-thirds.';
  if (/presented to (?:the )?president|cleared for white house/i.test(t)) return 'Both chambers have passed it: the President signs or vetoes it next.';
  if (/agreed to|resolving differences/i.test(t) && /resolution/i.test(t)) return 'The resolution has been agreed to.';
  if (/passed (?:the )?senate|passed\/agreed to in senate/i.test(t)) return 'The Senate has passed it: the House must pass the same text before it can go to the President.';
  if (/passed (?:the )?house|passed\/agreed to in house|on passage passed/i.test(t)) return 'The House has passed it: the Senate must pass the same text before it can go to the President.';
  if (/cloture|motion to proceed/i.test(t) && /not invoked|failed|rejected/i.test(t)) return 'A Senate vote to take it up failed: it stalls unless the Senate votes again.';
  if (/referred to|committee|subcommittee/i.test(t)) return 'It is in committee: the committee must act on it before either chamber votes.';
  if (/placed on (?:the )?(?:senate )?(?:legislative )?calendar|calendar no/i.test(t)) return 'It is on the calendar: it waits for floor time.';
  return t ? 'Its next step depends on the chamber where it now sits.' : '';
}

export interface InDepthParts {
  /** Ranked sentences and the short summary already shown. */
  ranked: readonly RankedSentence[];
  short: string;
  /** "establishes a grant program …" — the bill's own actions. */
  actions: readonly string[];
  money: readonly string[];
  policyArea?: string | null;
  subjects?: readonly string[] | null;
  /** "SEC. 2. GRANTS." headings from the bill text, if any. */
  sections: readonly string[];
  latestActionText?: string | null;
  /** Set when the source supports fewer than three arguments a side: the page says so. */
  argumentsNote?: string;
}

/**
 * "In depth" says what the summary does not: the rest of the source's sentences, each action
 * the bill takes, its money, its sections, who it is filed under, where it stands and what
 * happens next. Every piece comes from the source; nothing repeats the short summary.
 */
export function inDepth(p: InDepthParts): string {
  const shown = new Set(p.ranked.filter((s) => p.short.includes(s.text.replace(/[.]$/, ''))).map((s) => s.index));
  const rest = p.ranked
    .filter((s) => !shown.has(s.index))
    .slice(0, 3)
    .sort((a, b) => a.index - b.index)
    .map((s) => ensurePeriod(s.text));
  const parts = [
    p.ranked.length ? '' : 'No summary or text was available, so this overview is based on the title alone.',
    ...rest,
    p.actions.length ? `What it does, provision by provision: it ${p.actions.slice(0, 5).join('; it ')}.` : '',
    p.money.length ? `Money it names: ${p.money.join(', ')}.` : '',
    p.sections.length ? `Its sections: ${p.sections.slice(0, 6).join('; ')}.` : '',
    p.policyArea ? `Filed under ${p.policyArea}${p.subjects?.length ? ` (${p.subjects.slice(0, 4).join(', ')})` : ''}.` : '',
    p.latestActionText ? `Where it stands: ${ensurePeriod(p.latestActionText.trim())} ${nextStep(p.latestActionText)}` : '',
    p.argumentsNote ?? '',
  ].filter(Boolean);
  return clip(parts.join(' ').replace(/\s+/g, ' ').trim() || p.short, 4000);
}

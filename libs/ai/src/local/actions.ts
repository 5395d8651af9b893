import { clip, ensurePeriod, escapeRegExp } from './text';

/**
 * What a bill does, read from its own sentences: "This bill establishes a grant program…",
 * "…and prohibits the sale of…". Only third-person verbs are read ("establishes", not
 * "to establish"), which picks the bill's own actions and skips the steps it delegates.
 * Each action becomes one argument for and one against, quoting the bill's phrase, so the
 * arguments are specific to the bill and each can be checked against its text.
 */

export type ActionKind =
  | 'penalize'
  | 'fund'
  | 'establish'
  | 'prohibit'
  | 'require'
  | 'repeal'
  | 'exempt'
  | 'expand'
  | 'limit'
  | 'protect'
  | 'authorize'
  | 'legalize'
  | 'designate'
  | 'amend';

export interface BillAction {
  kind: ActionKind;
  /** The verb as the bill uses it ("directs", "provides grants"). */
  verb: string;
  /** The bill's own words after the verb, cut at the end of the clause. */
  phrase: string;
  sentenceIndex: number;
}

/** Verbs per kind, in priority order: the first kind matching at a position wins. */
const ACTION_VERBS: ReadonlyArray<[ActionKind, string[]]> = [
  ['penalize', []], // matched by PENALTY below: the noun is part of the action
  ['fund', ['appropriates', 'authorizes appropriations', 'makes appropriations', 'provides funding', 'provides grants', 'awards grants', 'provides']],
  ['establish', ['establishes', 'creates', 'sets up', 'launches']],
  ['prohibit', ['prohibits', 'bans', 'bars', 'forbids', 'makes it unlawful']],
  ['require', ['requires', 'directs', 'mandates', 'obligates', 'compels']],
  ['repeal', ['repeals', 'rescinds', 'abolishes', 'terminates', 'eliminates', 'nullifies', 'removes']],
  ['exempt', ['exempts', 'waives']],
  ['expand', ['expands', 'extends', 'increases', 'reauthorizes', 'broadens']],
  ['limit', ['limits', 'reduces', 'caps', 'restricts', 'decreases', 'narrows']],
  ['protect', ['protects', 'safeguards', 'preserves', 'guarantees']],
  ['authorize', ['authorizes', 'allows', 'permits', 'enables']],
  ['legalize', ['legalizes', 'decriminalizes']],
  ['designate', ['designates', 'renames', 'names']],
  ['amend', ['amends', 'modifies', 'revises', 'updates']],
];

const PENALTY = /\b(imposes|establishes|increases|sets) ((?:new |civil |criminal |monetary |higher )*(?:penalties|fines|sentences))\b/;

const ALL_VERBS = ACTION_VERBS.flatMap(([, verbs]) => verbs);
// "provides" alone only counts as funding when money follows ("provides $5 million").
// A determiner before the word means it is a noun here ("the limits on", "any bans").
const NOT_A_NOUN = '(?<!\\b(?:the|a|an|its|their|these|those|such|new|existing|any|of|on|for|with|whose|current)\\s)';
const VERB_PATTERN = new RegExp(`${NOT_A_NOUN}\\b(${ALL_VERBS.filter((v) => v !== 'provides').map(escapeRegExp).join('|')}|provides(?= \\$))\\b`);
const KIND_OF_VERB = new Map<string, ActionKind>(ACTION_VERBS.flatMap(([kind, verbs]) => verbs.map((v) => [v, kind] as const)));

/** Where a clause ends: punctuation (not inside "$1.5" or "1,000"), a coordinated next action, or a condition. */
const CLAUSE_END = new RegExp(
  `,(?!\\d{3})|\\.(?!\\d)|[;:()]|\\s(?:and|or|but)\\s(?:also\\s)?(?:${[...ALL_VERBS, 'expunges', 'honors', 'imposes'].map(escapeRegExp).join('|')})\\b|\\s(?:if|unless|except|provided that|so that|in order to)\\s`,
  'i',
);

const TRAILING_FILLER = /\s+(?:to|for|of|the|a|an|and|or|in|on|with|by|from|that|which|who|as|at|its|their|such)$/i;
/** Good places to cut a long phrase: just before one of these words. */
const CUT_BEFORE = new Set(['for', 'to', 'who', 'that', 'which', 'with', 'in', 'on', 'by', 'at', 'from', 'under', 'within', 'including']);

const MAX_PHRASE_WORDS = 16;

function extractPhrase(rest: string): string {
  const end = rest.search(CLAUSE_END);
  let words = (end >= 0 ? rest.slice(0, end) : rest).trim().split(/\s+/);
  if (words.length > MAX_PHRASE_WORDS) {
    // Cut before the last preposition or relative word that leaves at least 5 words, so the
    // phrase ends on a complete noun phrase rather than mid-thought.
    let cut = MAX_PHRASE_WORDS;
    for (let i = MAX_PHRASE_WORDS - 1; i >= 5; i--) {
      if (CUT_BEFORE.has(words[i]!.toLowerCase())) {
        cut = i;
        break;
      }
    }
    words = words.slice(0, cut);
  }
  let phrase = words.join(' ');
  while (TRAILING_FILLER.test(phrase)) phrase = phrase.replace(TRAILING_FILLER, '');
  return phrase;
}

/** Actions in the order they appear, at most one per verb occurrence. */
export function extractActions(sentences: readonly string[]): BillAction[] {
  const actions: BillAction[] = [];
  sentences.forEach((sentence, sentenceIndex) => {
    // Scan left to right so "establishes … and requires …" yields both, in order.
    let offset = 0;
    while (offset < sentence.length) {
      const tail = sentence.slice(offset);
      const penalty = PENALTY.exec(tail);
      const verb = VERB_PATTERN.exec(tail);
      let action: { kind: ActionKind; verb: string; rest: string; end: number } | undefined;
      if (penalty && (!verb || penalty.index <= verb.index)) {
        const end = penalty.index + penalty[0].length;
        action = { kind: 'penalize', verb: penalty[1]!, rest: `${penalty[2]}${tail.slice(end)}`, end };
      } else if (verb) {
        const end = verb.index + verb[0].length;
        action = { kind: KIND_OF_VERB.get(verb[1]!)!, verb: verb[1]!, rest: tail.slice(end), end };
      }
      if (!action) break;
      const phrase = extractPhrase(action.rest);
      if (phrase.split(/\s+/).length >= 2) actions.push({ kind: action.kind, verb: action.verb, phrase, sentenceIndex });
      offset += action.end;
    }
  });
  return actions;
}

const GERUND_EXCEPTIONS: Record<string, string> = { bars: 'barring', bans: 'banning', caps: 'capping', sets: 'setting' };

/** "establishes" → "Establishing", "makes it unlawful" → "Making it unlawful". */
export function gerund(verb: string): string {
  const [first, ...rest] = verb.split(' ');
  let g = GERUND_EXCEPTIONS[first!];
  if (!g) {
    let stem = first!;
    if (/ies$/.test(stem)) stem = `${stem.slice(0, -3)}y`;
    else if (/(sh|ch|ss|x|z)es$/.test(stem)) stem = stem.slice(0, -2);
    else if (stem.endsWith('s')) stem = stem.slice(0, -1);
    if (stem.endsWith('e') && !stem.endsWith('ee')) stem = stem.slice(0, -1);
    g = `${stem}ing`;
  }
  const word = [g, ...rest].join(' ');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Why someone would welcome the action, and what a critic would say it costs. Stated as the
 * general case for and against that kind of measure, so both sides are put in their own terms.
 */
const RATIONALES: Record<ActionKind, { for: string; against: string }> = {
  penalize: { for: 'giving its rules real consequences for those who break them', against: 'could fall harshly or unevenly on people who make honest mistakes' },
  fund: { for: 'backing its goals with money instead of leaving them unfunded', against: 'adds to federal spending and competes with other priorities' },
  establish: { for: 'giving the issue a dedicated structure with clear responsibility', against: 'adds to the size of government and needs lasting funding and oversight' },
  prohibit: { for: 'drawing a clear legal line against a practice it treats as harmful', against: 'adds a legal restriction whose enforcement and side effects may be costly or hard to predict' },
  require: { for: 'making the expectation enforceable rather than voluntary', against: 'imposes new compliance costs and paperwork on those who must carry it out' },
  repeal: { for: 'removing a rule or program its sponsors consider outdated or ineffective', against: 'would take away rules or services that some people currently rely on' },
  exempt: { for: 'easing a burden that may not fit every case', against: 'creates different rules for different parties, which can seem unfair' },
  expand: { for: 'reaching more people or covering more situations', against: 'raises costs and may stretch the agencies that administer it' },
  limit: { for: 'reining in something its sponsors see as excessive', against: 'could reduce services or flexibility that some people value' },
  protect: { for: 'guarding against harm or loss', against: 'may come at the expense of other legitimate interests' },
  authorize: { for: 'giving clear legal permission to act', against: 'widens discretion that could be used in ways Congress did not intend' },
  legalize: { for: 'letting adults make this choice lawfully and ending penalties for it', against: 'could increase the harms the current law is meant to prevent' },
  designate: { for: 'a low-cost way to recognize a person, place or cause', against: 'spends legislative time on a symbolic measure rather than substantive policy' },
  amend: { for: 'updating existing law rather than starting from scratch', against: 'could unsettle people and institutions that rely on the current rules' },
};

export interface Arguments {
  for: string[];
  against: string[];
}

const MAX_ARGUMENTS = 4;

/**
 * Arguments from the bill's actions, most important sentences first, one per action kind so
 * the list is varied. `sentenceRank` orders sentences by importance (index → rank).
 */
export function argumentsFromActions(actions: readonly BillAction[], sentenceRank: (sentenceIndex: number) => number): Arguments {
  const ordered = [...actions].sort((a, b) => sentenceRank(a.sentenceIndex) - sentenceRank(b.sentenceIndex) || a.sentenceIndex - b.sentenceIndex);
  const usedKinds = new Set<ActionKind>();
  const result: Arguments = { for: [], against: [] };
  for (const action of ordered) {
    if (usedKinds.has(action.kind) || result.for.length >= MAX_ARGUMENTS) continue;
    usedKinds.add(action.kind);
    const phrase = clip(action.phrase, 120);
    const rationale = RATIONALES[action.kind];
    result.for.push(ensurePeriod(`It ${action.verb} ${phrase}, ${rationale.for}`));
    result.against.push(ensurePeriod(`${gerund(action.verb)} ${phrase} ${rationale.against}`));
  }
  return result;
}

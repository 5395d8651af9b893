import type { FoundationKey } from '@civic/contracts';
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
  ['fund', ['appropriates', 'authorizes appropriations', 'makes appropriations', 'provides funding', 'provides grants', 'awards grants', 'funds', 'provides']],
  ['establish', ['establishes', 'creates', 'sets up', 'launches', 'sets']],
  ['prohibit', ['prohibits', 'bans', 'bars', 'forbids', 'makes it unlawful']],
  ['require', ['requires', 'directs', 'mandates', 'obligates', 'compels', 'tells', 'orders']],
  ['repeal', ['repeals', 'rescinds', 'abolishes', 'terminates', 'eliminates', 'nullifies', 'removes', 'cancels', 'overturns']],
  ['exempt', ['exempts', 'waives']],
  ['expand', ['expands', 'extends', 'increases', 'reauthorizes', 'broadens', 'renews', 'raises', 'restores']],
  ['limit', ['limits', 'reduces', 'caps', 'restricts', 'decreases', 'narrows', 'lowers', 'cuts', 'eases', 'shortens']],
  ['protect', ['protects', 'safeguards', 'preserves', 'guarantees', 'strengthens']],
  ['authorize', ['authorizes', 'allows', 'permits', 'enables', 'lets']],
  ['legalize', ['legalizes', 'decriminalizes']],
  ['designate', ['designates', 'renames', 'names', 'recognizes', 'commemorates']],
  ['amend', ['amends', 'modifies', 'revises', 'updates', 'changes', 'makes', 'lists']],
];

const PENALTY = /\b(imposes|establishes|increases|sets|makes it a (?:federal )?crime)\b ?((?:new |civil |criminal |monetary |higher )*(?:penalties|fines|sentences)|to \w+)/;

const ALL_VERBS = ACTION_VERBS.flatMap(([, verbs]) => verbs);
// "provides" alone only counts as funding when money follows ("provides $5 million").
// A determiner before the word means it is a noun here ("the limits on", "any bans").
const NOT_A_NOUN = '(?<!\\b(?:the|a|an|its|their|these|those|such|new|existing|any|of|on|for|with|whose|current|adds|more|tougher|some)\\s)';
// "provides full-year 2026 funding for …" is funding too.
// "the tax cuts of 2017", "steep cuts that could close labs": before "of" or "that" these are nouns.
const NOUNISH = /^(?:cuts|limits|bans|caps|bars|changes|updates|funds|orders|lists|names|sets)$/;
const NOUN_FOLLOWS = /^ (?:of|that)\b/;
const VERB_PATTERN = new RegExp(
  `${NOT_A_NOUN}\\b(${ALL_VERBS.filter((v) => v !== 'provides').map(escapeRegExp).join('|')}|provides(?= \\$| (?:[\\w-]+ ){0,3}(?:funding|grants|appropriations)\\b))\\b`,
);
const KIND_OF_VERB = new Map<string, ActionKind>(ACTION_VERBS.flatMap(([kind, verbs]) => verbs.map((v) => [v, kind] as const)));

/** Where a clause ends: punctuation (not inside "$1.5" or "1,000"), a coordinated next action, or a condition. */
const CLAUSE_END = new RegExp(
  `,(?!\\d{3})|(?<!\\b[A-Z])\\.(?!\\d)|[;:()]|\\s(?:and|or|but)\\s(?:also\\s)?(?:${[...ALL_VERBS, 'expunges', 'honors', 'imposes', 'supports', 'could', 'may', 'can', 'must', 'would'].map(escapeRegExp).join('|')})\\b|\\s(?:if|unless|except|provided that|so that|in order to)\\s`,
  'i',
);

const TRAILING_FILLER = /\s+(?:to|for|of|the|a|an|and|or|in|on|with|by|from|that|which|who|as|at|its|their|such)$/i;
/** Good places to cut a long phrase: just before one of these words. */
const CUT_BEFORE = new Set(['for', 'to', 'who', 'that', 'which', 'with', 'in', 'on', 'by', 'at', 'from', 'under', 'within', 'including']);

const MAX_PHRASE_WORDS = 16;

/** ", or who admit to committing," splitting "convicted of … sex offenses": an aside, not the clause's end. */
const ASIDE = /^,\s(?:or|and)\s[^,]{1,60},\s/;

export function extractPhrase(rest: string): string {
  let end = rest.search(CLAUSE_END);
  if (end >= 0 && /\b(?:of|to|for|in|with|by)$/.test(rest.slice(0, end)) && ASIDE.test(rest.slice(end))) {
    rest = `${rest.slice(0, end)} ${rest.slice(end).replace(ASIDE, '')}`;
    end = rest.search(CLAUSE_END);
  }
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

/** "require" / "required" → "requires", for the single-word verbs above. */
const THIRD_PERSON = new Map<string, string>();
for (const verb of ALL_VERBS) {
  if (verb.includes(' ')) continue;
  const base = /ies$/.test(verb) ? `${verb.slice(0, -3)}y` : /(sh|ch|ss|x|z)es$/.test(verb) ? verb.slice(0, -2) : verb.slice(0, -1);
  const past = base.endsWith('e') ? `${base}d` : base.endsWith('y') ? `${base.slice(0, -1)}ied` : /[^aeiou][aeiou][bnpt]$/.test(base) && base.length <= 4 ? `${base}${base.slice(-1)}ed` : `${base}ed`;
  THIRD_PERSON.set(base, verb);
  THIRD_PERSON.set(past, verb);
}
/** "uses the Congressional Review Act to overturn a rule" is the bill overturning the rule. */
const OVERTURN = /\buses (?:the )?[A-Z][\w ]{2,60}? to (overturn|repeal|nullify|rescind)\b/g;

/** "shortening", "limiting" → "shortens", "limits", for the single-word verbs above. */
const GERUND_TO_VERB = new Map<string, string>();
for (const [base, verb] of THIRD_PERSON) {
  if (verb.includes(' ') || base.endsWith('ed')) continue;
  const g = /[^aeiou][aeiou][bnpt]$/.test(base) && base.length <= 4 ? `${base}${base.slice(-1)}ing` : base.endsWith('e') && !base.endsWith('ee') ? `${base.slice(0, -1)}ing` : `${base}ing`;
  GERUND_TO_VERB.set(g, verb);
}

/**
 * "…, in part by shortening environmental reviews and limiting legal challenges": the means a
 * summary names are the bill's own actions ("shortens …", "limits …").
 */
function byGerunds(sentence: string): string {
  const first = [...sentence.matchAll(/\b(?:in part )?by ([a-z]+ing)\b/g)].find((m) => GERUND_TO_VERB.has(m[1]!));
  if (!first) return sentence;
  const head = sentence.slice(0, first.index);
  const tail = sentence
    .slice(first.index)
    .replace(first[0], GERUND_TO_VERB.get(first[1]!)!)
    .replace(/\b(and|or) ([a-z]+ing)\b/g, (whole, conj: string, g: string) => (GERUND_TO_VERB.has(g) ? `${conj} ${GERUND_TO_VERB.get(g)}` : whole));
  return `${head}${tail}`;
}

/** "States would have to remove …", "The agency must publish …": the bill requires it of them. */
const OBLIGATION = /^((?:[A-Z][\w'’-]*)(?: (?:[A-Z][\w'’-]*|of|and|for|the))*) (?:would have to|will have to|must|would be required to|is required to|are required to) (.+)$/;
const NOT_A_SUBJECT = /^(?:it|this|that|these|those|they|the (?:bill|act|law|resolution|measure))\b/i;

function obligation(sentence: string): string {
  const m = OBLIGATION.exec(sentence);
  if (!m || NOT_A_SUBJECT.test(m[1]!)) return sentence;
  const subject = m[1]!.split(' ').length === 1 || /^The\b/.test(m[1]!) ? m[1]!.charAt(0).toLowerCase() + m[1]!.slice(1) : m[1]!;
  return `It requires ${subject} to ${m[2]}`;
}

const MODAL_FORM = /\b(?:would|will)(?: also)?(?: have)? ([a-z]+)\b/g;

const PAST_FORM = /^((?:This|The) (?:bill|law|act|resolution|measure)|It)( also)? ([a-z]+ed)\b/;

/**
 * Summaries of bills not yet law say "would require"; of laws, "funded". Both are the bill's
 * own actions, so they are read as "requires" and "funds".
 */
export function presentTense(sentence: string): string {
  return byGerunds(obligation(sentence))
    .replace(OVERTURN, (_whole, verb: string) => THIRD_PERSON.get(verb) ?? `${verb}s`)
    .replace(MODAL_FORM, (whole, verb: string) => THIRD_PERSON.get(verb) ?? whole)
    .replace(PAST_FORM, (whole, subject: string, also: string | undefined, verb: string) => {
      const present = THIRD_PERSON.get(verb);
      return present ? `${subject}${also ?? ''} ${present}` : whole;
    });
}

/** Actions in the order they appear, at most one per verb occurrence. */
export function extractActions(rawSentences: readonly string[]): BillAction[] {
  const actions: BillAction[] = [];
  const sentences = rawSentences.map(presentTense);
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
        if (NOUNISH.test(verb[1]!) && NOUN_FOLLOWS.test(tail.slice(end))) {
          offset += end;
          continue;
        }
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

const GERUND_EXCEPTIONS: Record<string, string> = { bars: 'barring', bans: 'banning', caps: 'capping', sets: 'setting', lets: 'letting', cuts: 'cutting' };

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

/** One action's pair, quoting the bill's phrase. */
function actionPair(action: BillAction): { for: string; against: string } {
  const phrase = clip(action.phrase, 120);
  const rationale = RATIONALES[action.kind];
  return {
    for: ensurePeriod(`It ${action.verb} ${phrase}, ${rationale.for}`),
    against: ensurePeriod(`${gerund(action.verb)} ${phrase} ${rationale.against}`),
  };
}

/**
 * Arguments from the bill's actions, most important sentences first, one per distinct phrase
 * so the list is varied. `sentenceRank` orders sentences by importance (index → rank).
 */
export function argumentsFromActions(actions: readonly BillAction[], sentenceRank: (sentenceIndex: number) => number): Arguments {
  const ordered = [...actions].sort((a, b) => sentenceRank(a.sentenceIndex) - sentenceRank(b.sentenceIndex) || a.sentenceIndex - b.sentenceIndex);
  const seen = new Set<string>();
  const result: Arguments = { for: [], against: [] };
  // Each kind once first, then a second action of a kind already used.
  for (const pass of [0, 1]) {
    const usedKinds = new Set<ActionKind>();
    for (const action of ordered) {
      if (result.for.length >= MAX_ARGUMENTS) break;
      const key = `${action.kind}|${action.phrase}`;
      if (seen.has(key) || (pass === 0 && usedKinds.has(action.kind))) continue;
      if (pass === 0) usedKinds.add(action.kind);
      else if (result.for.some((f) => f.includes(action.phrase.slice(0, 40)))) continue;
      seen.add(key);
      const pair = actionPair(action);
      result.for.push(pair.for);
      result.against.push(pair.against);
    }
  }
  return result;
}

/** What each foundation's case for and against a measure says, in plain words. */
const CASE: Record<FoundationKey, { name: string; for: string; against: string }> = {
  careHarm: { name: 'Care', for: 'protects people from harm and need', against: 'could leave vulnerable people worse off' },
  fairnessCheating: { name: 'Fairness', for: 'holds everyone to the same rules and treats people more equally', against: 'could put heavier burdens on some people than on others' },
  loyaltyBetrayal: { name: 'Loyalty', for: 'stands by the country, its security and those who serve it', against: "could weaken the country's security or the ties that hold its communities together" },
  authoritySubversion: { name: 'Authority', for: 'upholds the law and the institutions that keep order', against: 'could weaken the rule of law or the institutions that keep order' },
  sanctityDegradation: { name: 'Sanctity', for: 'keeps something people value clean, dignified and protected', against: 'could degrade something people value or want kept clean' },
  libertyOppression: { name: 'Liberty', for: 'leaves people and businesses freer to make their own choices', against: "widens the government's control over people's choices and adds costs" },
};

/** A rule the bill matched (see vote-rules.ts), with the bill's own words where it matched. */
export interface MatchedCase {
  says: string;
  pulls: Partial<Record<FoundationKey, number>>;
  /** The bill's words from where the rule matched, or '' when only the title matched. */
  clause: string;
}

/**
 * The moral case on each side of what the bill does: the foundation that pulls hardest toward
 * support gives an argument for, the one that pulls hardest toward opposition an argument
 * against, each quoting the bill's words.
 */
export function argumentsFromCases(cases: readonly MatchedCase[]): Arguments {
  const result: Arguments = { for: [], against: [] };
  for (const c of cases) {
    const entries = Object.entries(c.pulls) as Array<[FoundationKey, number]>;
    const quote = c.clause ? ` (“${c.clause}”)` : '';
    // The two foundations that pull hardest each way (a second only when it pulls clearly).
    const strongest = (sign: 1 | -1) =>
      entries
        .filter(([, v]) => Math.sign(v) === sign)
        .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
        .filter(([, v], i) => i === 0 || Math.abs(v) >= 0.5)
        .slice(0, 2);
    // The quote goes with the first argument of a side; the second names the measure only.
    strongest(1).forEach(([f], i) => result.for.push(ensurePeriod(`On ${CASE[f].name} grounds: it ${c.says}${i ? '' : quote}, which ${CASE[f].for}`)));
    strongest(-1).forEach(([f], i) => result.against.push(ensurePeriod(`On ${CASE[f].name} grounds: it ${c.says}${i ? '' : quote}, which ${CASE[f].against}`)));
  }
  return result;
}

const STATED_FOR = /^(?:Its )?(?:supporters|proponents|sponsors|advocates)\s(?:argued|argue|say|said|contend|contended|noted|note|maintain|maintained)\b/i;
const STATED_AGAINST = /^(?:Its )?(?:critics|opponents|detractors)\s(?:argued|argue|say|said|contend|contended|noted|note|warned|warn|maintain|maintained)\b/i;

/** The case each side made, as the source reports it ("Supporters argued the authorizations were outdated…"). */
export function statedArguments(sentences: readonly string[]): Arguments {
  return {
    for: sentences.filter((s) => STATED_FOR.test(s.trim())).map((s) => ensurePeriod(clip(s.trim(), 300))),
    against: sentences.filter((s) => STATED_AGAINST.test(s.trim())).map((s) => ensurePeriod(clip(s.trim(), 300))),
  };
}

const MONEY = /\$\s?[\d,.]+(?:\s(?:thousand|million|billion|trillion))?/gi;

/** The dollar amounts the source names, each once. */
export function moneyIn(text: string): string[] {
  return [...new Set([...text.matchAll(MONEY)].map((m) => m[0].replace(/[.,]$/, '')))];
}

/**
 * Every side gets the bill's concrete actions first, then the moral case of what it does, then
 * its cost; at most MAX_ARGUMENTS each, and the sides kept within one of each other.
 */
export function combineArguments(parts: readonly Arguments[], money: readonly string[]): Arguments {
  const result: Arguments = { for: [], against: [] };
  for (const part of parts) {
    for (const side of ['for', 'against'] as const) {
      for (const a of part[side]) if (result[side].length < MAX_ARGUMENTS && !result[side].includes(a)) result[side].push(a);
    }
  }
  if (money.length && result.against.length < MAX_ARGUMENTS) {
    result.against.push(`It commits ${money.slice(0, 2).join(' and ')}, money that taxpayers fund and that other priorities cannot use.`);
  }
  const longest = Math.min(result.for.length, result.against.length) + 1;
  return { for: result.for.slice(0, longest), against: result.against.slice(0, longest) };
}

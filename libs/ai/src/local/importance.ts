import type { ActionKind } from './actions';

/**
 * Importance 1–10 from visible signals, each recorded with the points it gave, so a score can
 * be explained ("+2 appropriates over $1 billion"). It measures reach and weight, not merit.
 */

export interface ImportanceSignal {
  signal: string;
  points: number;
}

export interface Importance {
  score: number;
  signals: ImportanceSignal[];
}

const BASE = 3;

/** Areas whose bills usually touch many people's money, health, safety or rights. */
const BROAD_POLICY_AREAS = new Set([
  'Armed Forces and National Security', 'Civil Rights and Liberties', 'Crime and Law Enforcement',
  'Economics and Public Finance', 'Education', 'Energy', 'Health', 'Immigration', 'Social Welfare', 'Taxation',
  'Finance and Financial Sector', 'Labor and Employment',
]);

const CEREMONIAL = /\b(designates? the facility|post office building|to designate|commemorat\w*|awareness (?:day|week|month)|(?:national|american) [\w-]+ (?:day|week|month)\b|congratulat\w*|honoring|recogniz(?:es|ing) the|in honor of|to rename|coin(?:s)? in commemoration)\b/i;
const SCOPE = /\b(nationwide|all states|every state|each state|all americans|federal agencies|government-wide|all employers|throughout the united states|national)\b/gi;
const ADVANCED = /\b(became public law|signed by (?:the )?president|passed (?:the )?(?:house|senate)|resolving differences|presented to president|agreed to in (?:the )?(?:house|senate))\b/i;
const DOLLARS = /\$\s?([\d,.]+)\s*(thousand|million|billion|trillion)?/gi;

const MULTIPLIER: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };

/** Largest dollar amount named in the text, in dollars (0 if none). */
export function largestDollarAmount(text: string): number {
  let max = 0;
  for (const m of text.matchAll(DOLLARS)) {
    const value = parseFloat(m[1]!.replace(/,/g, '')) * (MULTIPLIER[(m[2] ?? '').toLowerCase()] ?? 1);
    if (Number.isFinite(value)) max = Math.max(max, value);
  }
  return max;
}

export function importanceScore(input: {
  title: string;
  text: string;
  wordCount: number;
  policyArea?: string | null;
  latestActionText?: string | null;
  actionKinds: ReadonlySet<ActionKind>;
}): Importance {
  const signals: ImportanceSignal[] = [];
  const add = (signal: string, points: number) => points !== 0 && signals.push({ signal, points });

  const ceremonial = CEREMONIAL.test(input.title) || (input.wordCount < 120 && CEREMONIAL.test(input.text));
  if (ceremonial) add('ceremonial or naming bill', -3);

  if (input.wordCount >= 20000) add('very long text (20,000+ words)', 3);
  else if (input.wordCount >= 3000) add('long text (3,000+ words)', 2);
  else if (input.wordCount >= 300) add('substantial text (300+ words)', 1);

  const dollars = largestDollarAmount(`${input.title} ${input.text}`);
  if (input.actionKinds.has('fund') || /\bappropriat/i.test(input.text)) add('commits or authorizes funding', 1);
  if (dollars >= 1e11) add('names $100 billion or more', 2);
  else if (dollars >= 1e9) add('names $1 billion or more', 1);

  if (!ceremonial && input.policyArea && BROAD_POLICY_AREAS.has(input.policyArea)) add(`broad policy area (${input.policyArea})`, 1);

  const scopeWords = new Set([...input.text.matchAll(SCOPE)].map((m) => m[0].toLowerCase()));
  if (scopeWords.size >= 3) add('nationwide scope', 2);
  else if (scopeWords.size >= 1) add('national scope', 1);

  const kinds = [...input.actionKinds].filter((k) => k !== 'amend');
  if (kinds.length >= 3) add('several distinct kinds of action', 1);
  if (input.actionKinds.has('prohibit') || input.actionKinds.has('penalize') || input.actionKinds.has('require')) {
    add('creates binding obligations or prohibitions', 1);
  }

  if (input.latestActionText && ADVANCED.test(input.latestActionText)) add('has advanced in Congress', 1);

  const total = BASE + signals.reduce((s, x) => s + x.points, 0);
  return { score: Math.min(10, Math.max(1, Math.round(total))), signals };
}

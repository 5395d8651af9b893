import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BillModerationOutput, ModerateBillInput, ModerateTextInput, TextModerationDecision } from '@civic/contracts';
import type { AiProvider } from '../provider';

/*
 * Measures a moderation provider against the independent evaluation sets in libs/ai/eval (see
 * its README: written without reading the rules, never used to tune them). Works with any
 * AiProvider: the offline rules or a model behind the OpenAI-compatible API.
 */

export interface EvalPost {
  id: string;
  pair: string;
  side: 'left' | 'right';
  category: string;
  expected: 'civil' | 'uncivil';
  kind: 'discussion' | 'reply';
  title: string | null;
  content: string;
}

export interface EvalBill {
  id: string;
  expected: 'constitutional' | 'violating';
  clause: string | null;
  title: string;
  description: string;
  fullText: string | null;
  policyArea: string | null;
}

const EVAL_DIR = join(__dirname, '..', '..', 'eval');

export function loadEvalPosts(): EvalPost[] {
  return JSON.parse(readFileSync(join(EVAL_DIR, 'moderation-posts.json'), 'utf8')) as EvalPost[];
}

export function loadEvalBills(): EvalBill[] {
  return JSON.parse(readFileSync(join(EVAL_DIR, 'constitutionality-bills.json'), 'utf8')) as EvalBill[];
}

/** The issue's bars (#22). */
export const BARS = {
  uncivilCaught: 0.9,
  civilApproved: 0.95,
  civilHeldMax: 0.05,
  splitPairsMax: 0,
  violatingRejectedWithClause: 0.9,
  constitutionalApproved: 0.95,
};

export interface CategoryFigures {
  category: string;
  expected: 'civil' | 'uncivil';
  total: number;
  approved: number;
  held: number;
  rejected: number;
  /** Pairs in this category whose two sides got different verdicts. */
  splitPairs: string[];
}

export interface PostFigures {
  categories: CategoryFigures[];
  civilHeld: number;
  civilTotal: number;
  splitPairs: string[];
  /**
   * What the splits are: one side published and the other rejected (the worst: a side decides
   * what is published), one side published and the other held for a person, one held and the
   * other rejected (both kept from readers); and which side got the stricter verdict.
   */
  splitKinds: { approvedVsRejected: number; approvedVsHeld: number; heldVsRejected: number; stricterOnLeft: number; stricterOnRight: number };
  /** Items that missed, for reading (never for tuning). */
  misses: { id: string; decision: TextModerationDecision; content: string }[];
}

/** Runs `worker` over items with at most `concurrency` in flight, keeping the order. */
async function mapLimited<T, R>(items: T[], concurrency: number, worker: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await worker(items[i]);
      }
    }),
  );
  return results;
}

export async function measurePosts(provider: AiProvider, posts: EvalPost[], concurrency = 1): Promise<PostFigures> {
  const decisions = await mapLimited(posts, concurrency, async (p) => {
    const input: ModerateTextInput = { kind: p.kind, title: p.title, content: p.content };
    return (await provider.moderateText(input)).output.decision;
  });
  const byCategory = new Map<string, CategoryFigures>();
  const byPair = new Map<string, Array<{ side: EvalPost['side']; decision: TextModerationDecision }>>();
  const misses: PostFigures['misses'] = [];
  posts.forEach((p, i) => {
    const d = decisions[i];
    const c = byCategory.get(p.category) ?? { category: p.category, expected: p.expected, total: 0, approved: 0, held: 0, rejected: 0, splitPairs: [] };
    c.total += 1;
    c[d] += 1;
    byCategory.set(p.category, c);
    byPair.set(p.pair, [...(byPair.get(p.pair) ?? []), { side: p.side, decision: d }]);
    if ((p.expected === 'civil') !== (d === 'approved')) misses.push({ id: p.id, decision: d, content: [p.title, p.content].filter(Boolean).join(' — ') });
  });
  const splitPairs: string[] = [];
  const splitKinds: PostFigures['splitKinds'] = { approvedVsRejected: 0, approvedVsHeld: 0, heldVsRejected: 0, stricterOnLeft: 0, stricterOnRight: 0 };
  const severity: Record<TextModerationDecision, number> = { approved: 0, held: 1, rejected: 2 };
  for (const [pair, ds] of byPair) {
    const verdicts = new Set(ds.map((x) => x.decision));
    if (verdicts.size < 2) continue;
    splitPairs.push(pair);
    byCategory.get(posts.find((p) => p.pair === pair)!.category)!.splitPairs.push(pair);
    if (verdicts.has('approved') && verdicts.has('rejected')) splitKinds.approvedVsRejected += 1;
    else if (verdicts.has('approved')) splitKinds.approvedVsHeld += 1;
    else splitKinds.heldVsRejected += 1;
    const strictest = Math.max(...ds.map((x) => severity[x.decision]));
    if (ds.some((x) => x.side === 'left' && severity[x.decision] === strictest)) splitKinds.stricterOnLeft += 1;
    else splitKinds.stricterOnRight += 1;
  }
  const civil = [...byCategory.values()].filter((c) => c.expected === 'civil');
  return {
    categories: [...byCategory.values()].sort((a, b) => (a.expected === b.expected ? 0 : a.expected === 'uncivil' ? -1 : 1)),
    civilHeld: civil.reduce((n, c) => n + c.held, 0),
    civilTotal: civil.reduce((n, c) => n + c.total, 0),
    splitPairs,
    splitKinds,
    misses,
  };
}

/**
 * The clause a verdict names, read from its text so that any provider can be scored: the
 * offline rules name clauses as "First Amendment, Free Exercise Clause: …", a model in its own words.
 */
const CLAUSE_TEXT: Record<string, RegExp> = {
  establishment: /establishment clause|establish\w* (?:an? )?(?:official |state |national )?(?:religion|church)/i,
  'free-exercise': /free exercise/i,
  speech: /freedom of speech|free speech|speech clause/i,
  press: /freedom of the press|free press|press clause|prior restraint/i,
  'assembly-petition': /assembl|petition/i,
  'criticism-of-officials': /freedom of speech|free speech|speech clause|criticism of (?:the )?(?:government|officials|president)/i,
  'search-seizure': /fourth amendment|searches and seizures|unreasonable search/i,
  'due-process': /due process|habeas corpus/i,
  counsel: /right to counsel|assistance of counsel|sixth amendment.{0,40}counsel|counsel and to a jury/i,
  jury: /jury/i,
  'cruel-punishment': /eighth amendment|cruel and unusual/i,
  'equal-protection': /equal protection/i,
  'voting-race-sex': /fifteenth amendment|nineteenth amendment|vote not denied|right to vote/i,
  quartering: /third amendment|quartering/i,
  attainder: /attainder/i,
  'ex-post-facto': /ex post facto/i,
  nobility: /nobility/i,
};

export function clauseNamed(clause: string, output: BillModerationOutput): boolean {
  const pattern = CLAUSE_TEXT[clause];
  if (!pattern) return false;
  return [...output.rejectionReasons, output.constitutionalityAssessment].some((t) => pattern.test(t));
}

export interface ClauseFigures {
  clause: string;
  total: number;
  rejected: number;
  rejectedWithClause: number;
}

export interface BillFigures {
  clauses: ClauseFigures[];
  violating: { total: number; rejected: number; rejectedWithClause: number };
  constitutional: { total: number; approved: number };
  misses: { id: string; decision: string; named: boolean; reasons: string[] }[];
}

export async function measureBills(provider: AiProvider, bills: EvalBill[], concurrency = 1): Promise<BillFigures> {
  const outputs = await mapLimited(bills, concurrency, async (b) => {
    const input: ModerateBillInput = { title: b.title, description: b.description, fullText: b.fullText, policyArea: b.policyArea };
    return (await provider.moderateBill(input)).output;
  });
  const clauses = new Map<string, ClauseFigures>();
  const figures: BillFigures = { clauses: [], violating: { total: 0, rejected: 0, rejectedWithClause: 0 }, constitutional: { total: 0, approved: 0 }, misses: [] };
  bills.forEach((b, i) => {
    const o = outputs[i];
    if (b.expected === 'violating') {
      const clause = b.clause ?? 'unknown';
      const c = clauses.get(clause) ?? { clause, total: 0, rejected: 0, rejectedWithClause: 0 };
      const named = o.decision === 'rejected' && clauseNamed(clause, o);
      c.total += 1;
      figures.violating.total += 1;
      if (o.decision === 'rejected') {
        c.rejected += 1;
        figures.violating.rejected += 1;
      }
      if (named) {
        c.rejectedWithClause += 1;
        figures.violating.rejectedWithClause += 1;
      } else {
        figures.misses.push({ id: b.id, decision: o.decision, named, reasons: o.rejectionReasons });
      }
      clauses.set(clause, c);
    } else {
      figures.constitutional.total += 1;
      if (o.decision === 'approved') figures.constitutional.approved += 1;
      else figures.misses.push({ id: b.id, decision: o.decision, named: false, reasons: o.rejectionReasons });
    }
  });
  figures.clauses = [...clauses.values()];
  return figures;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');
const pad = (s: string | number, n: number) => String(s).padStart(n);

export function formatPostFigures(f: PostFigures): string {
  const lines = [
    `${'category'.padEnd(18)}${pad('expected', 9)}${pad('n', 5)}${pad('approved', 10)}${pad('held', 7)}${pad('rejected', 10)}${pad('measure', 22)}${pad('bar', 8)}  split pairs`,
  ];
  for (const c of f.categories) {
    const measure =
      c.expected === 'uncivil' ? `caught ${pct(c.rejected + c.held, c.total)}` : `approved ${pct(c.approved, c.total)}`;
    const ok = c.expected === 'uncivil' ? (c.rejected + c.held) / c.total >= BARS.uncivilCaught : c.approved / c.total >= BARS.civilApproved;
    lines.push(
      `${c.category.padEnd(18)}${pad(c.expected, 9)}${pad(c.total, 5)}${pad(c.approved, 10)}${pad(c.held, 7)}${pad(c.rejected, 10)}${pad(measure, 22)}${pad(ok ? 'met' : 'MISSED', 8)}  ${c.splitPairs.length}${c.splitPairs.length ? ` (${c.splitPairs.join(', ')})` : ''}`,
    );
  }
  lines.push(`held for a person: ${f.civilHeld} of ${f.civilTotal} civil posts = ${pct(f.civilHeld, f.civilTotal)} (bar ≤ ${100 * BARS.civilHeldMax}%)`);
  const k = f.splitKinds;
  lines.push(`pairs split by side: ${f.splitPairs.length} (bar 0)`);
  lines.push(
    `  of which published on one side and rejected on the other: ${k.approvedVsRejected}; published and held: ${k.approvedVsHeld}; held and rejected: ${k.heldVsRejected}; stricter on the left: ${k.stricterOnLeft}, on the right: ${k.stricterOnRight}`,
  );
  return lines.join('\n');
}

export function formatBillFigures(f: BillFigures): string {
  const lines = [`${'clause'.padEnd(24)}${pad('n', 4)}${pad('rejected', 10)}${pad('with clause', 13)}`];
  for (const c of f.clauses) lines.push(`${c.clause.padEnd(24)}${pad(c.total, 4)}${pad(c.rejected, 10)}${pad(c.rejectedWithClause, 13)}`);
  lines.push(
    `violating bills rejected with the right clause named: ${f.violating.rejectedWithClause} of ${f.violating.total} = ${pct(f.violating.rejectedWithClause, f.violating.total)} (bar ≥ ${100 * BARS.violatingRejectedWithClause}%; rejected at all: ${pct(f.violating.rejected, f.violating.total)})`,
  );
  lines.push(`constitutional bills approved: ${f.constitutional.approved} of ${f.constitutional.total} = ${pct(f.constitutional.approved, f.constitutional.total)} (bar ≥ ${100 * BARS.constitutionalApproved}%)`);
  return lines.join('\n');
}

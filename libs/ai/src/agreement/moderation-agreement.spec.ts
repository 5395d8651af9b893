import type { AiProvider } from '../provider';
import { createAiProvider } from '../create-provider';
import { LocalProvider } from '../local/local-provider';
import { LABELLED_POSTS, type PostLabel } from './labelled-posts';
import { LABELLED_USER_BILLS, type BillLabel } from './labelled-user-bills';

/*
 * How often each moderation provider agrees with the hand labels, printed as confusion tables
 * (label × decision) so a change to the rules or the prompt shows its effect. The local rules
 * are measured on every run. The OpenAI provider is measured only against the real API
 * (OPENAI_API_KEY set): agreement with a loopback stand-in would measure the stand-in.
 */

interface Tally {
  approved: number;
  rejected: number;
  /** Posts only: held for a person. */
  held: number;
  agree: number;
  total: number;
}

function table<L extends string>(title: string, rows: Map<L, Tally>): string {
  const lines = [`${title}`, `  ${'label'.padEnd(18)}${'approved'.padStart(10)}${'rejected'.padStart(10)}${'agree'.padStart(9)}`];
  let agree = 0;
  let total = 0;
  for (const [label, t] of rows) {
    lines.push(`  ${label.padEnd(18)}${String(t.approved).padStart(10)}${String(t.rejected).padStart(10)}${`${t.agree}/${t.total}`.padStart(9)}`);
    agree += t.agree;
    total += t.total;
  }
  lines.push(`  agreement: ${agree}/${total} = ${((100 * agree) / total).toFixed(1)}%`);
  return lines.join('\n');
}

async function measureBills(provider: AiProvider) {
  const rows = new Map<BillLabel, Tally>();
  const missingReasons: string[] = [];
  for (const b of LABELLED_USER_BILLS) {
    const { output } = await provider.moderateBill(b.input);
    const t = rows.get(b.label) ?? { approved: 0, rejected: 0, held: 0, agree: 0, total: 0 };
    t[output.decision] += 1;
    t.total += 1;
    if (output.decision === b.expected) t.agree += 1;
    rows.set(b.label, t);
    if (output.decision === 'rejected' && output.rejectionReasons.length === 0) missingReasons.push(b.input.title);
  }
  return { rows, missingReasons };
}

async function measurePosts(provider: AiProvider) {
  const rows = new Map<PostLabel, Tally>();
  const missingReasons: string[] = [];
  for (const p of LABELLED_POSTS) {
    const { output } = await provider.moderateText(p.input);
    const t = rows.get(p.label) ?? { approved: 0, rejected: 0, held: 0, agree: 0, total: 0 };
    t[output.decision] += 1;
    t.total += 1;
    if (output.decision === p.expected) t.agree += 1;
    rows.set(p.label, t);
    if (output.decision === 'rejected' && output.reasons.length === 0) missingReasons.push(p.input.content);
  }
  return { rows, missingReasons };
}

const rate = (t: Tally | undefined) => (t ? (100 * t.approved) / t.total : NaN);
const agreementOf = <L extends string>(rows: Map<L, Tally>, labels: L[]) => {
  const picked = labels.map((l) => rows.get(l)!).filter(Boolean);
  return picked.reduce((a, t) => a + t.agree, 0) / picked.reduce((a, t) => a + t.total, 0);
};

describe('the labelled sets', () => {
  it('hold at least 40 bills and 60 posts, with 20 civil posts on each side of the same bills', () => {
    expect(LABELLED_USER_BILLS.length).toBeGreaterThanOrEqual(40);
    expect(LABELLED_POSTS.length).toBeGreaterThanOrEqual(60);
    expect(LABELLED_POSTS.filter((p) => p.label === 'civil-left')).toHaveLength(20);
    expect(LABELLED_POSTS.filter((p) => p.label === 'civil-right')).toHaveLength(20);
    for (const label of ['fine', 'unconstitutional', 'indecent', 'borderline'] as const) {
      expect(LABELLED_USER_BILLS.some((b) => b.label === label)).toBe(true);
    }
  });
});

describe('local rules: agreement with the labels', () => {
  const provider = new LocalProvider();

  it('bills: clear cases agree at least 90%, every rejection gives reasons', async () => {
    const { rows, missingReasons } = await measureBills(provider);
    console.log(table('User bills, local rules (label × decision)', rows));
    expect(agreementOf(rows, ['fine', 'unconstitutional', 'indecent'])).toBeGreaterThanOrEqual(0.9);
    expect(missingReasons).toEqual([]);
  });

  it('posts: clear cases agree at least 90%, every rejection gives a reason, and both sides are approved alike', async () => {
    const { rows, missingReasons } = await measurePosts(provider);
    const left = rate(rows.get('civil-left'));
    const right = rate(rows.get('civil-right'));
    console.log(
      `${table('Posts, local rules (label × decision)', rows)}\n  approval of civil posts: left-leaning ${left.toFixed(1)}%, right-leaning ${right.toFixed(1)}%, gap ${Math.abs(left - right).toFixed(1)} points`,
    );
    expect(agreementOf(rows, ['civil-left', 'civil-right', 'insulting', 'threatening', 'slur', 'spam'])).toBeGreaterThanOrEqual(0.9);
    expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
    expect(missingReasons).toEqual([]);
  });
});

// Measured only against the real API: without a key the two tests are reported as skipped, and
// the run says why (agreement with a loopback stand-in would measure the stand-in).
const openAiKey = process.env.OPENAI_API_KEY;
if (!openAiKey) {
  console.log('OpenAI provider agreement: not measured (skipped) — OPENAI_API_KEY is not set (no internet here). Run `OPENAI_API_KEY=... npx jest -c libs/ai/jest.config.js moderation-agreement` to measure it.');
}

(openAiKey ? describe : describe.skip)('OpenAI provider: agreement with the labels', () => {
  let provider: AiProvider;
  beforeAll(() => {
    provider = createAiProvider({ ...process.env, AI_PROVIDER: 'openai' });
  });

  it('bills', async () => {
    const { rows, missingReasons } = await measureBills(provider);
    console.log(table('User bills, OpenAI (label × decision)', rows));
    expect(agreementOf(rows, ['fine', 'unconstitutional', 'indecent'])).toBeGreaterThanOrEqual(0.8);
    expect(missingReasons).toEqual([]);
  }, 600_000);

  it('posts', async () => {
    const { rows, missingReasons } = await measurePosts(provider);
    const left = rate(rows.get('civil-left'));
    const right = rate(rows.get('civil-right'));
    console.log(`${table('Posts, OpenAI (label × decision)', rows)}\n  approval: left ${left.toFixed(1)}%, right ${right.toFixed(1)}%, gap ${Math.abs(left - right).toFixed(1)} points`);
    expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
    expect(missingReasons).toEqual([]);
  }, 600_000);
});

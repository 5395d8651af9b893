import { constitutionalFindings, type ClauseKey } from './constitution';
import type { DevBill, ViolatingDevBill } from './dev-bills-sixth.fixture';
import { moderateBillLocally } from './moderation';
import { cleanText } from './text';

/** A user bill's review by the offline rules. */
export const review = (b: DevBill) => moderateBillLocally({ title: b.title, description: b.text, fullText: b.fullText ?? null, policyArea: 'Law' });
/** The bill's text as the constitutionality check reads it. */
export const whole = (b: DevBill) => cleanText([b.title, b.text, b.fullText ?? ''].join('\n\n'));
/** Rejected, with a finding that names one of these clauses. */
export const namesOneOf = (b: DevBill, clauses: ClauseKey[]) =>
  review(b).decision === 'rejected' && constitutionalFindings(whole(b)).some((f) => clauses.includes(f.clause));

export const violatingBill = (clauses: ClauseKey[], title: string, text: string): ViolatingDevBill => ({ clauses, title, text });
export const constitutionalBill = (title: string, text: string): DevBill => ({ title, text });

/** Per clause, how many violating bills are named with it (and which are not), and which constitutional bills are stopped. */
export function billFigures(violating: ViolatingDevBill[], constitutional: DevBill[]): string {
  const rows = new Map<string, { n: number; named: number; missed: string[] }>();
  for (const b of violating) {
    const r = rows.get(b.clauses[0]) ?? { n: 0, named: 0, missed: [] };
    r.n += 1;
    if (namesOneOf(b, b.clauses)) r.named += 1;
    else r.missed.push(b.title);
    rows.set(b.clauses[0], r);
  }
  const named = [...rows.values()].reduce((sum, r) => sum + r.named, 0);
  const stopped = constitutional.filter((b) => review(b).decision !== 'approved');
  return (
    [...rows].map(([k, r]) => `${k.padEnd(18)} ${r.named}/${r.n}${r.missed.length ? `  missed: ${r.missed.join('; ')}` : ''}`).join('\n') +
    `\nconstitutional stopped: ${stopped.map((b) => b.title).join('; ') || 'none'}` +
    `\nviolating named: ${named}/${violating.length}; constitutional approved: ${constitutional.length - stopped.length}/${constitutional.length}`
  );
}

/**
 * The checks every development set of bills passes: each violating bill rejected naming one of its
 * clauses, every finding quoting the bill's own words; each constitutional bill approved with no
 * finding. Test code, for the sets' specs.
 */
export function checkBillDevSet(violating: ViolatingDevBill[], constitutional: DevBill[]): void {
  it('figures per clause', () => {
    console.log(billFigures(violating, constitutional));
  });

  it.each(violating.map((b) => [b.clauses, b.title, b] as const))('rejects, naming %s — %s', (clauses, _title, b) => {
    expect(namesOneOf(b, [...clauses])).toBe(true);
    const text = whole(b).replace(/\s+/g, ' ').toLowerCase();
    for (const f of constitutionalFindings(whole(b))) expect(text).toContain(f.quote.replace(/…$/, '').replace(/\s+/g, ' ').toLowerCase());
  });

  it.each(constitutional.map((b) => [b.title, b] as const))('approves — %s', (_title, b) => {
    expect(constitutionalFindings(whole(b))).toEqual([]);
    expect(review(b).decision).toBe('approved');
  });
}

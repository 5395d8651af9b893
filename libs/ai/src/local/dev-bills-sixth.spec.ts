import { constitutionalFindings, type ClauseKey } from './constitution';
import { SIXTH_CONSTITUTIONAL, SIXTH_VIOLATING, type DevBill } from './dev-bills-sixth.fixture';
import { moderateBillLocally } from './moderation';
import { cleanText } from './text';

const review = (b: DevBill) => moderateBillLocally({ title: b.title, description: b.text, fullText: null, policyArea: 'Law' });
const whole = (b: DevBill) => cleanText([b.title, b.text].join('\n\n'));
const namesOneOf = (b: DevBill, clauses: ClauseKey[]) => review(b).decision === 'rejected' && constitutionalFindings(whole(b)).some((f) => clauses.includes(f.clause));

describe('constitutionality check: sixth development set', () => {
  it('figures per clause', () => {
    const rows = new Map<string, { n: number; named: number }>();
    for (const b of SIXTH_VIOLATING) {
      const r = rows.get(b.clauses[0]) ?? { n: 0, named: 0 };
      r.n += 1;
      if (namesOneOf(b, b.clauses)) r.named += 1;
      rows.set(b.clauses[0], r);
    }
    const named = [...rows.values()].reduce((s, r) => s + r.named, 0);
    const approved = SIXTH_CONSTITUTIONAL.filter((b) => review(b).decision === 'approved').length;
    console.log(
      [...rows].map(([k, r]) => `${k.padEnd(18)} ${r.named}/${r.n}`).join('\n') +
        `\nviolating named: ${named}/${SIXTH_VIOLATING.length}; constitutional approved: ${approved}/${SIXTH_CONSTITUTIONAL.length}`,
    );
  });

  it.each(SIXTH_VIOLATING.map((b) => [b.clauses, b.title, b] as const))('rejects, naming %s — %s', (clauses, _title, b) => {
    expect(namesOneOf(b, [...clauses])).toBe(true);
    const text = whole(b).replace(/\s+/g, ' ').toLowerCase();
    for (const f of constitutionalFindings(whole(b))) expect(text).toContain(f.quote.replace(/…$/, '').replace(/\s+/g, ' ').toLowerCase());
  });

  it.each(SIXTH_CONSTITUTIONAL.map((b) => [b.title, b] as const))('approves — %s', (_title, b) => {
    expect(constitutionalFindings(whole(b))).toEqual([]);
    expect(review(b).decision).toBe('approved');
  });
});

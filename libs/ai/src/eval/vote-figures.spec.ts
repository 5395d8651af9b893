import { ARCHETYPE_KEYS } from '@civic/contracts';
import { analyzeBill } from '../local/local-provider';
import { generatedBills } from './generated-bills';
import { CONTESTED_AREAS, voteFigures } from './vote-figures';
import { votesForAnswers } from './suggested-votes';

/** Issue #23's bar for suggested votes, on 1,000 generated bills (the built-in ones: services/bills). */
describe('suggested votes on 1,000 generated bills (offline provider)', () => {
  const bills = generatedBills(1000).map((input) => ({ input, votes: analyzeBill(input).synthesis.archetypeVotes }));
  const figures = voteFigures(bills);

  it('the median archetype abstains on at most 25% of bills, and Oppose is a real answer', () => {
    expect(figures.bills).toBe(1000);
    expect(figures.medianAbstainShare).toBeLessThanOrEqual(0.25);
    expect(figures.shares.oppose).toBeGreaterThanOrEqual(0.15);
  });

  it.each(CONTESTED_AREAS)('on %s, Care/Fairness and Loyalty/Authority/Sanctity archetypes differ on a majority of bills', (area) => {
    const { bills: n, differ } = figures.contested[area];
    expect(n).toBeGreaterThanOrEqual(30);
    expect(differ / n).toBeGreaterThan(0.5);
  });

  it('ceremonial bills get Abstain from every archetype, saying why', () => {
    const ceremonies = bills.filter((b) => /designat|recogniz/i.test(b.input.title) && !/Act\b/.test(b.input.title));
    expect(ceremonies.length).toBeGreaterThan(10);
    for (const b of ceremonies) {
      for (const key of ARCHETYPE_KEYS) expect(b.votes[key]).toEqual({ vote: 'abstain', reason: expect.stringContaining('ceremonial') });
    }
  });

  it('every suggestion carries a one-line reason that names a foundation and what the bill does, or says why it abstains', () => {
    const FOUNDATION = /\b(Care|Fairness|Loyalty|Authority|Sanctity|Liberty)\b/;
    const bad: string[] = [];
    for (const b of bills) {
      for (const key of ARCHETYPE_KEYS) {
        const { vote, reason } = b.votes[key];
        const label = `Suggested ${vote[0]!.toUpperCase()}${vote.slice(1)}: `;
        const ok = reason.startsWith(label) && /^[^\n]+\.$/.test(reason) && (vote === 'abstain' || (FOUNDATION.test(reason) && /\bthis bill \w+/.test(reason)));
        if (!ok) bad.push(`${b.input.billId} ${key}: ${reason}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("a voter's suggested votes change when their survey answers change", () => {
    const all = bills.map((b) => b.votes);
    // Answers in question order: care, fairness, loyalty, authority, sanctity, liberty, liberty, then the agreement items.
    const caring = [6, 6, 2, 2, 2, 3, 3, 6, 6, 2, 2, 2];
    const binding = [2, 2, 6, 6, 6, 3, 3, 2, 2, 6, 6, 6];
    const libertarian = [2, 2, 2, 2, 2, 6, 6, 2, 2, 2, 2, 2];
    const a = votesForAnswers(caring, all);
    const b = votesForAnswers(binding, all);
    const c = votesForAnswers(libertarian, all);
    const changed = (x: typeof a, y: typeof a) => x.filter((v, i) => v.vote !== y[i]!.vote).length / x.length;
    expect(changed(a, b)).toBeGreaterThan(0.5);
    expect(changed(a, c)).toBeGreaterThan(0.3);
    expect(changed(b, c)).toBeGreaterThan(0.3);
  });
});

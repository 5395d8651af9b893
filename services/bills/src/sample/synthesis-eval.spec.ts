import { analyzeBill, checkSynthesis, CONTESTED_AREAS, synthesisReport, voteFigures, votesForAnswers } from '@civic/ai';
import { synthesisInput } from '../persist/hashes';
import { SAMPLE_BILLS } from './index';

/** Issue #23's bar on the built-in bills, offline provider (the 1,000 generated bills: libs/ai). */
const inputs = SAMPLE_BILLS.map((b) => synthesisInput(b));
const syntheses = inputs.map((input) => ({ input, output: analyzeBill(input).synthesis }));

describe('suggested votes on the built-in bills', () => {
  const figures = voteFigures(syntheses.map((s) => ({ input: s.input, votes: s.output.archetypeVotes })));

  it('the median archetype abstains on at most 25% of bills, and some suggestions are Oppose', () => {
    expect(figures.bills).toBe(SAMPLE_BILLS.length);
    expect(figures.medianAbstainShare).toBeLessThanOrEqual(0.25);
    expect(figures.shares.oppose).toBeGreaterThanOrEqual(0.15);
  });

  it('on every contested area the sample covers, Care/Fairness and Loyalty/Authority/Sanctity archetypes differ on a majority', () => {
    const covered = CONTESTED_AREAS.filter((a) => figures.contested[a].bills > 0);
    expect(covered.length).toBeGreaterThanOrEqual(5);
    for (const area of covered) expect({ area, majority: figures.contested[area].differ / figures.contested[area].bills > 0.5 }).toEqual({ area, majority: true });
  });

  it("a voter's suggested votes change when their survey answers change", () => {
    const all = syntheses.map((s) => s.output.archetypeVotes);
    const caring = votesForAnswers([6, 6, 2, 2, 2, 3, 3, 6, 6, 2, 2, 2], all);
    const binding = votesForAnswers([2, 2, 6, 6, 6, 3, 3, 2, 2, 6, 6, 6], all);
    expect(caring.filter((v, i) => v.vote !== binding[i]!.vote).length / all.length).toBeGreaterThan(0.5);
  });

  it('the ceremonial resolution is Abstain for everyone, and says so', () => {
    const ceremony = syntheses.find((s) => s.input.billId === '119-sres-50')!;
    for (const v of Object.values(ceremony.output.archetypeVotes)) expect(v).toEqual({ vote: 'abstain', reason: expect.stringContaining('ceremonial') });
  });
});

describe('syntheses of the built-in bills pass the checker (npm run eval:synthesis)', () => {
  const report = synthesisReport(syntheses.map((s) => checkSynthesis(s.input, s.output)));

  it('no filler, no number the source lacks, three or more arguments a side, balanced, and "In depth" adds to the summary', () => {
    expect(report.checks.filter((c) => c.problems.length).map((c) => `${c.billId}: ${c.problems.join('; ')}`)).toEqual([]);
    expect(report.fillers).toBe(0);
    // Fewer than three a side only where "In depth" says the source supports only these.
    const full = report.checks.filter((c) => c.argumentsFor >= 3 && c.argumentsAgainst >= 3).length;
    expect(full / report.bills).toBeGreaterThanOrEqual(2 / 3);
  });
});

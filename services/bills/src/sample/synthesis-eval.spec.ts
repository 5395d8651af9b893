import { analyzeBill, checkSynthesis, synthesisReport, voteFigures } from '@civic/ai';
import { synthesisInput } from '../persist/hashes';
import { SAMPLE_BILLS } from './index';

const inputs = SAMPLE_BILLS.map((b) => synthesisInput({ ...b, billText: null } as never));

test('figures', () => {
  const out = inputs.map((input) => ({ input, output: analyzeBill(input).synthesis }));
  const figures = voteFigures(out.map((o) => ({ input: o.input, votes: o.output.archetypeVotes })));
  const report = synthesisReport(out.map((o) => checkSynthesis(o.input, o.output)));
  console.log(JSON.stringify({ ...figures, report: { ...report, checks: report.checks.filter((c) => c.problems.length).map((c) => `${c.billId}: ${c.problems.join('; ')}`) } }, null, 1));
});

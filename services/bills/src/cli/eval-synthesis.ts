import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkSynthesis, createAiProvider, generatedBills, synthesisReport, voteFigures, type VotedBill } from '@civic/ai';
import type { BillSynthesisOutput, SynthesizeBillInput } from '@civic/contracts';
import { synthesisInput } from '../persist/hashes';
import { SAMPLE_BILLS } from '../sample';
import { runCli } from './support';

/**
 * npm run eval:synthesis [-- --generated N]: the checker (filler, unsupported numbers, arguments
 * per side, overlap of "In depth" with the summary, balance) and the suggested-vote figures,
 * for the configured provider (offline, OpenAI, or any OpenAI-compatible server: Ollama,
 * llama.cpp, via OPENAI_BASE_URL) on the built-in bills. Exit 1 when any bill breaks a rule or
 * the median archetype abstains on more than 25%.
 */
runCli(async () => {
  const root = resolve(__dirname, '../../../..');
  for (const file of [join(process.cwd(), '.env'), join(root, '.env')]) {
    if (existsSync(file)) {
      process.loadEnvFile(file);
      break;
    }
  }
  const generatedIndex = process.argv.indexOf('--generated');
  const generated = generatedIndex > 0 ? Number(process.argv[generatedIndex + 1] ?? 1000) : 0;
  const provider = createAiProvider(process.env);
  const inputs: SynthesizeBillInput[] = [...SAMPLE_BILLS.map((b) => synthesisInput(b)), ...generatedBills(generated)];
  const results: Array<{ input: SynthesizeBillInput; output: BillSynthesisOutput }> = [];
  let provenance = '';
  const tokens = { prompt: 0, completion: 0 };
  for (const input of inputs) {
    const r = await provider.synthesizeBill(input);
    provenance = `${r.provenance.provider} / ${r.provenance.model} / ${r.provenance.promptVersion}`;
    tokens.prompt += r.usage?.promptTokens ?? 0;
    tokens.completion += r.usage?.completionTokens ?? 0;
    results.push({ input, output: r.output });
  }
  const sample = results.slice(0, SAMPLE_BILLS.length);
  const report = synthesisReport(sample.map((r) => checkSynthesis(r.input, r.output)));
  const votes = (rs: typeof results): VotedBill[] => rs.map((r) => ({ input: r.input, votes: r.output.archetypeVotes }));
  const figures = voteFigures(votes(sample));
  const out = process.stdout;
  out.write(`Provider: ${provenance}\nTokens spent: ${tokens.prompt} prompt + ${tokens.completion} completion (${inputs.length} bills; the offline provider spends none)\n\nBuilt-in bills: ${report.bills}\n`);
  out.write(`  failing the checker: ${report.failing}; filler sentences: ${report.fillers}; numbers not in the source: ${report.unsupportedNumbers}\n`);
  out.write(`  arguments per side (mean): ${report.meanArgumentsFor} for, ${report.meanArgumentsAgainst} against; "In depth" overlap with the summary: ${report.meanSummaryOverlap}\n`);
  for (const c of report.checks.filter((x) => x.problems.length)) out.write(`    ${c.billId}: ${c.problems.join('; ')}\n`);
  const short = report.checks.filter((c) => c.argumentsFor < 3 || c.argumentsAgainst < 3);
  out.write(`  fewer than 3 arguments a side: ${short.length} bill(s)${short.length ? `: ${short.map((c) => `${c.billId} (${c.argumentsFor}/${c.argumentsAgainst}, ${c.thinSource ? 'one-line source or a naming' : 'source states more'})`).join(', ')}` : ''}\n`);
  const printFigures = (label: string, f: typeof figures) => {
    out.write(`\n${label}: ${f.bills} bills; median archetype abstains on ${Math.round(f.medianAbstainShare * 100)}%; support ${Math.round(f.shares.support * 100)}%, oppose ${Math.round(f.shares.oppose * 100)}%, abstain ${Math.round(f.shares.abstain * 100)}%\n`);
    for (const [area, c] of Object.entries(f.contested)) out.write(`    ${area}: Care/Fairness and Loyalty/Authority/Sanctity archetypes differ on ${c.differ} of ${c.bills}\n`);
  };
  printFigures('Suggested votes, built-in bills', figures);
  if (generated) printFigures('Suggested votes, generated bills', voteFigures(votes(results.slice(SAMPLE_BILLS.length))));
  return report.failing > 0 || figures.medianAbstainShare > 0.25 ? 1 : 0;
});

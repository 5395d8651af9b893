import { createAiProvider, readAiConfig } from '../create-provider';
import { formatBillFigures, formatPostFigures, loadEvalBills, loadEvalPosts, measureBills, measurePosts } from './moderation-eval';

/*
 * `npm run eval:moderation [posts|bills] [--misses]`: runs the evaluation sets against the
 * configured provider (AI_PROVIDER, OPENAI_BASE_URL, OPENAI_MODEL … as for the services; the
 * offline rules when nothing is set) and prints the figures per category.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const only = args.find((a) => a === 'posts' || a === 'bills');
  const showMisses = args.includes('--misses');
  const config = readAiConfig(process.env);
  const provider = createAiProvider(process.env);
  const label = config.provider === 'local' ? 'offline rules (local)' : `${config.model} at ${config.baseURL ?? 'api.openai.com'}`;
  // A remote model answers slowly; a few calls in flight keep a run to minutes.
  const concurrency = config.provider === 'local' ? 1 : 4;
  console.log(`Moderation evaluation — provider: ${label}\n`);

  if (only !== 'bills') {
    const started = Date.now();
    const posts = await measurePosts(provider, loadEvalPosts(), concurrency);
    console.log(`Posts (libs/ai/eval/moderation-posts.json), ${((Date.now() - started) / 1000).toFixed(1)} s\n${formatPostFigures(posts)}\n`);
    if (showMisses) for (const m of posts.misses) console.log(`  miss ${m.id} → ${m.decision}: ${m.content.slice(0, 140)}`);
  }
  if (only !== 'posts') {
    const started = Date.now();
    const bills = await measureBills(provider, loadEvalBills(), concurrency);
    console.log(`User bills (libs/ai/eval/constitutionality-bills.json), ${((Date.now() - started) / 1000).toFixed(1)} s\n${formatBillFigures(bills)}\n`);
    if (showMisses) for (const m of bills.misses) console.log(`  miss ${m.id} → ${m.decision}${m.decision === 'rejected' ? ' (clause not named)' : ''}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

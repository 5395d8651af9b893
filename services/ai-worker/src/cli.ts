import { Queue } from 'bullmq';
import { baseEnv, bullPrefix, createRedis, loadConfig } from '@civic/service-kit/worker';
import { readBudget } from './budget';
import { AI_QUEUES, budgetEnv } from './config';

const COUNTED = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

const USAGE = `Usage:
  npm run ai:queues [-- --queue ai.synthesis]   job counts per AI queue
  npm run ai:retry  [-- --queue ai.synthesis]   move failed AI jobs back to waiting`;

function selectedQueues(args: string[]): string[] {
  const i = args.indexOf('--queue');
  if (i < 0) return [...AI_QUEUES];
  const name = args[i + 1];
  if (!name || !(AI_QUEUES as readonly string[]).includes(name)) {
    throw new Error(`--queue must be one of ${AI_QUEUES.join(', ')}${name ? ` (got "${name}")` : ''}`);
  }
  return [name];
}

function table(rows: Array<Record<string, string | number>>): string {
  const cols = Object.keys(rows[0] ?? {});
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => cells.map((v, i) => (i === 0 ? v.padEnd(width[i]!) : v.padStart(width[i]!))).join('  ');
  return [line(cols), ...rows.map((r) => line(cols.map((c) => String(r[c]))))].join('\n');
}

/** AI_DAILY_TOKEN_BUDGET as the workers read it (the same .env). */
function budgetOf(env: NodeJS.ProcessEnv): number {
  return loadConfig(budgetEnv, env).AI_DAILY_TOKEN_BUDGET;
}

function budgetLine(b: Awaited<ReturnType<typeof readBudget>>): string {
  const used = `${b.used.toLocaleString('en-US')} tokens used today (UTC ${b.day})`;
  if (b.paused) {
    return `Token budget: ${used} of ${b.budget ? b.budget.toLocaleString('en-US') : 'no budget'}: SPENT, AI queues paused by the budget until ${b.resetsAt} (UTC midnight) or a higher AI_DAILY_TOKEN_BUDGET; waiting jobs are kept`;
  }
  return b.budget ? `Token budget: ${used} of ${b.budget.toLocaleString('en-US')} (AI_DAILY_TOKEN_BUDGET); queues running` : `Token budget: ${used}; no AI_DAILY_TOKEN_BUDGET set`;
}

/**
 * Operator commands for the AI queues (DESIGN §2: a failed item has a retry path). Returns the
 * text to print. `env` must carry the stack's REDIS_URL and REDIS_PREFIX.
 */
export async function runAdmin(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [command, ...args] = argv;
  if (command !== 'queues' && command !== 'retry') return USAGE;
  const names = selectedQueues(args);
  const { REDIS_URL, REDIS_PREFIX } = loadConfig(baseEnv, env);
  const redis = createRedis(REDIS_URL, { maxRetriesPerRequest: 1, retryStrategy: () => null });
  const queues = names.map((name) => new Queue(name, { connection: redis, prefix: bullPrefix(REDIS_PREFIX) }));
  try {
    if (command === 'queues') {
      const rows = [];
      for (const q of queues) rows.push({ queue: q.name, ...(await q.getJobCounts(...COUNTED)), paused: (await q.isPaused()) ? 'yes' : 'no' });
      return `${table(rows)}\n${budgetLine(await readBudget(redis, REDIS_PREFIX, budgetOf(env)))}\n(Redis prefix ${REDIS_PREFIX})`;
    }
    const lines = [];
    for (const q of queues) {
      const failed = await q.getFailedCount();
      if (failed > 0) await q.retryJobs({ state: 'failed' });
      const left = await q.getFailedCount();
      lines.push(`${q.name}: ${failed - left} failed job(s) moved back to waiting${left ? `, ${left} still failed` : ''}`);
    }
    return lines.join('\n');
  } finally {
    await Promise.all(queues.map((q) => q.close()));
    redis.disconnect();
  }
}

import { Queue } from 'bullmq';
import { baseEnv, bullPrefix, createRedis, loadConfig } from '@civic/service-kit';
import { AI_QUEUES } from './config';

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
      for (const q of queues) rows.push({ queue: q.name, ...(await q.getJobCounts(...COUNTED)) });
      return `${table(rows)}\n(Redis prefix ${REDIS_PREFIX})`;
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

import { Counter, Gauge, Histogram, register } from 'prom-client';
import type { Queue } from 'bullmq';

/** Job outcomes: done, will run again (transient error), or finally failed (reported to the owner). */
export type JobOutcome = 'completed' | 'retry' | 'failed';

function singleton<T>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

export const jobDuration = singleton(
  'civic_ai_job_duration_seconds',
  () =>
    new Histogram({
      name: 'civic_ai_job_duration_seconds',
      help: 'Time to process one AI job attempt, by queue, job name and outcome',
      labelNames: ['queue', 'job', 'outcome'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    }),
);

export const jobOutcomes = singleton(
  'civic_ai_jobs_total',
  () =>
    new Counter({
      name: 'civic_ai_jobs_total',
      help: 'AI job attempts by queue, job name and outcome (completed, retry, failed)',
      labelNames: ['queue', 'job', 'outcome'] as const,
    }),
);

/** Moderation verdicts published, by what was judged, the decision (or failed: given up) and the provider that judged it. */
export const moderationVerdicts = singleton(
  'civic_ai_moderation_verdicts_total',
  () =>
    new Counter({
      name: 'civic_ai_moderation_verdicts_total',
      help: 'Moderation verdicts published by kind (user_bill, post, event), outcome (approved, rejected, held, failed) and provider',
      labelNames: ['kind', 'outcome', 'provider'] as const,
    }),
);

const STATES = ['waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized', 'waiting-children', 'paused'] as const;

/**
 * Queue depth, read from Redis when /metrics is scraped (workers are scaled on it, DESIGN §8).
 * Only the queues this process serves are reported; every replica reports the same numbers.
 */
export function registerQueueDepthGauge(queues: () => Queue[]): Gauge<'queue' | 'state'> {
  const existing = register.getSingleMetric('civic_ai_queue_jobs');
  if (existing) register.removeSingleMetric('civic_ai_queue_jobs');
  return new Gauge({
    name: 'civic_ai_queue_jobs',
    help: 'Jobs in each AI queue by state',
    labelNames: ['queue', 'state'] as const,
    async collect() {
      this.reset();
      for (const queue of queues()) {
        const counts = await queue.getJobCounts(...STATES);
        for (const state of STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
      }
    },
  });
}

/** Tokens spent by AI jobs (the provider's `usage`; the offline provider spends none), by kind: prompt or completion. */
export const jobTokens = singleton(
  'civic_ai_tokens_total',
  () =>
    new Counter({
      name: 'civic_ai_tokens_total',
      help: 'Tokens spent by AI jobs by queue, job name, provider, model and kind (prompt, completion)',
      labelNames: ['queue', 'job', 'provider', 'model', 'kind'] as const,
    }),
);

/** What those tokens cost at AI_PRICE_*_USD_PER_MTOK (0 when no price is configured). */
export const jobCost = singleton(
  'civic_ai_cost_usd_total',
  () =>
    new Counter({
      name: 'civic_ai_cost_usd_total',
      help: 'Cost in US dollars of the tokens spent by AI jobs, at the configured prices, by queue, job name, provider and model',
      labelNames: ['queue', 'job', 'provider', 'model'] as const,
    }),
);

export const budgetPauses = singleton(
  'civic_ai_budget_pauses_total',
  () => new Counter({ name: 'civic_ai_budget_pauses_total', help: 'Times the daily token budget paused the AI queues (counted by the replica that paused them)' }),
);

/**
 * The daily token budget as every replica sees it (read from Redis when /metrics is scraped):
 * the budget, today's spend, and whether the queues are paused by it.
 */
export function registerBudgetGauges(status: () => Promise<{ used: number; budget: number; paused: boolean }>): void {
  for (const name of ['civic_ai_budget_daily_tokens', 'civic_ai_budget_used_tokens', 'civic_ai_budget_paused']) {
    if (register.getSingleMetric(name)) register.removeSingleMetric(name);
  }
  // One Redis read per scrape, shared by the three gauges.
  let pending: Promise<{ used: number; budget: number; paused: boolean }> | undefined;
  const read = () => (pending ??= status().finally(() => setImmediate(() => (pending = undefined))));
  new Gauge({
    name: 'civic_ai_budget_daily_tokens',
    help: 'AI_DAILY_TOKEN_BUDGET: tokens the AI jobs may spend per UTC day (0 = no budget)',
    async collect() {
      this.set((await read()).budget);
    },
  });
  new Gauge({
    name: 'civic_ai_budget_used_tokens',
    help: 'Tokens spent by the AI jobs of every replica since UTC midnight',
    async collect() {
      this.set((await read()).used);
    },
  });
  new Gauge({
    name: 'civic_ai_budget_paused',
    help: '1 while the AI queues are paused because the daily token budget is spent, else 0',
    async collect() {
      this.set((await read()).paused ? 1 : 0);
    },
  });
}

import { z } from 'zod';
import { QUEUES } from '@civic/contracts';
import { baseEnv, ConfigError, loadConfig } from '@civic/service-kit/worker';
import type { TokenPrices } from './usage';

/** The queues this process knows how to consume (DESIGN §2: operators pick any subset). */
export const AI_QUEUES = [QUEUES.aiSynthesis, QUEUES.aiModeration] as const;
export type AiQueue = (typeof AI_QUEUES)[number];

const int = (min: number, fallback: number) => z.coerce.number().int().min(min).default(fallback);

/** Also read by `npm run ai:queues`, which reports the budget. */
export const budgetEnv = z.object({
  /** Tokens (prompt + completion, every replica together) the AI jobs may spend per UTC day; then the queues pause until UTC midnight. 0 = no budget. */
  AI_DAILY_TOKEN_BUDGET: int(0, 0),
});

export const aiWorkerEnv = baseEnv
  .extend({
    /** Comma-separated subset of ai.synthesis, ai.moderation. */
    QUEUES: z
      .string()
      .default(AI_QUEUES.join(','))
      .transform((v) => [...new Set(v.split(',').map((q) => q.trim()).filter(Boolean))])
      .pipe(
        z
          .array(z.enum(AI_QUEUES, { error: (i) => `unknown queue "${String(i.input)}" (known: ${AI_QUEUES.join(', ')})` }))
          .min(1, { error: `name at least one of ${AI_QUEUES.join(', ')}` }),
      ),
    /** Jobs processed at once, per queue, by this process. */
    CONCURRENCY: int(1, 2),
    /** Provider rate limit per queue (BullMQ limiter, shared by every worker of the queue): at most MAX jobs per DURATION. 0 = off. */
    AI_RATE_LIMIT_MAX: int(0, 0),
    AI_RATE_LIMIT_DURATION_MS: int(1, 60_000),
    /** How often this worker looks for jobs whose worker died (lock expired) and requeues them. */
    AI_STALLED_INTERVAL_MS: int(1, 30_000),
    /** A job's lock lives this long unless renewed (renewed every half); a dead worker's jobs are free after it. */
    AI_LOCK_DURATION_MS: int(1, 30_000),
    /** Times a job may be orphaned by a dead worker before it is failed (and reported as failed). */
    AI_MAX_STALLED_COUNT: int(0, 1),
    AI_WORKER_HTTP_HOST: z.string().default('127.0.0.1'),
    /** /health/live, /health/ready, /metrics. 0 = a random free port. */
    AI_WORKER_HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    ...budgetEnv.shape,
    /** How often each replica rechecks the budget (to resume the queues after midnight or a raised budget). */
    AI_BUDGET_CHECK_INTERVAL_MS: int(100, 60_000),
    /** The model's prices, for the cost figures (US dollars per million tokens); 0 = unknown. */
    AI_PRICE_PROMPT_USD_PER_MTOK: z.coerce.number().min(0).default(0),
    AI_PRICE_COMPLETION_USD_PER_MTOK: z.coerce.number().min(0).default(0),
    /** TEST AND BENCH ONLY: sleep this long in every job before calling the provider (refused in production). */
    AI_LOCAL_DELAY_MS: int(0, 0),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.AI_LOCAL_DELAY_MS > 0) {
      ctx.addIssue({ code: 'custom', path: ['AI_LOCAL_DELAY_MS'], message: 'is for tests and benchmarks only; unset it in production' });
    }
  });

export type AiWorkerEnv = z.infer<typeof aiWorkerEnv>;

export interface AiWorkerConfig {
  redisUrl: string;
  redisPrefix: string;
  queues: AiQueue[];
  concurrency: number;
  limiter?: { max: number; duration: number };
  stalledIntervalMs: number;
  lockDurationMs: number;
  maxStalledCount: number;
  httpHost: string;
  httpPort: number;
  localDelayMs: number;
  logLevel: string;
  /** SHUTDOWN_GRACE_MS: how long the active jobs may take to finish after SIGTERM. */
  shutdownGraceMs: number;
  /** 0 = no budget. */
  dailyTokenBudget: number;
  budgetCheckIntervalMs: number;
  prices: TokenPrices;
}

export function toWorkerConfig(env: AiWorkerEnv): AiWorkerConfig {
  return {
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    queues: env.QUEUES,
    concurrency: env.CONCURRENCY,
    limiter: env.AI_RATE_LIMIT_MAX > 0 ? { max: env.AI_RATE_LIMIT_MAX, duration: env.AI_RATE_LIMIT_DURATION_MS } : undefined,
    stalledIntervalMs: env.AI_STALLED_INTERVAL_MS,
    lockDurationMs: env.AI_LOCK_DURATION_MS,
    maxStalledCount: env.AI_MAX_STALLED_COUNT,
    httpHost: env.AI_WORKER_HTTP_HOST,
    httpPort: env.AI_WORKER_HTTP_PORT,
    localDelayMs: env.AI_LOCAL_DELAY_MS,
    logLevel: env.LOG_LEVEL,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    dailyTokenBudget: env.AI_DAILY_TOKEN_BUDGET,
    budgetCheckIntervalMs: env.AI_BUDGET_CHECK_INTERVAL_MS,
    prices: { promptUsdPerMTok: env.AI_PRICE_PROMPT_USD_PER_MTOK, completionUsdPerMTok: env.AI_PRICE_COMPLETION_USD_PER_MTOK },
  };
}

/** Reads and validates the environment; throws ConfigError listing every bad variable. */
export function aiWorkerConfig(env: NodeJS.ProcessEnv = process.env): AiWorkerConfig {
  return toWorkerConfig(loadConfig(aiWorkerEnv, env));
}

export { ConfigError };

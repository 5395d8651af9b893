import { AiConfigError, createAiProvider, type AiProvider } from '@civic/ai';
import { closeServer, ConfigError, createRedis, logger, QueueRegistry, startHealthServer } from '@civic/service-kit/worker';
import type { AiWorkerConfig } from './config';
import { withArtificialDelay } from './delay';
import { TokenBudget } from './budget';
import { registerBudgetGauges, registerQueueDepthGauge } from './metrics';
import { defaultProcessors, type ProcessorRegistry } from './processors';
import { AiWorkerPool } from './worker-pool';

/** The AI provider from env (AI_PROVIDER, OPENAI_*), with AI_LOCAL_DELAY_MS applied; config errors fail boot. */
export function providerFromEnv(config: Pick<AiWorkerConfig, 'localDelayMs'>, env: NodeJS.ProcessEnv = process.env): AiProvider {
  let provider: AiProvider;
  try {
    provider = createAiProvider(env);
  } catch (err) {
    if (err instanceof AiConfigError) throw new ConfigError(`Invalid configuration:\n  ${err.message}\nSee .env.example for every variable.`);
    throw err;
  }
  if (config.localDelayMs > 0 && provider.name !== 'local') {
    throw new ConfigError('Invalid configuration:\n  AI_LOCAL_DELAY_MS: only applies to AI_PROVIDER=local (tests and benchmarks)');
  }
  return withArtificialDelay(provider, config.localDelayMs);
}

export interface RunningAiWorker {
  /** Base URL of /health and /metrics. */
  url: string;
  queues: string[];
  pool: AiWorkerPool;
  budget: TokenBudget;
  /** Graceful: stop taking jobs, finish active ones, then close HTTP and Redis. */
  stop(): Promise<void>;
}

/** Starts the whole process: workers, result publishing and the health/metrics server. */
export async function startAiWorker(opts: { config: AiWorkerConfig; provider: AiProvider; registry?: ProcessorRegistry }): Promise<RunningAiWorker> {
  const { config, provider } = opts;
  const log = logger();
  const redis = createRedis(config.redisUrl);
  const events = new QueueRegistry(redis, config.redisPrefix);
  // One budget for every AI queue: moderation and synthesis spend the same provider's tokens.
  const budget = new TokenBudget(redis, config.redisPrefix, config.dailyTokenBudget, () => config.queues.map((q) => events.get(q)));
  const pool = new AiWorkerPool({ config, connection: redis, events, provider, registry: opts.registry ?? defaultProcessors(), budget, prices: config.prices });
  const queues = pool.start();
  registerQueueDepthGauge(() => config.queues.map((q) => events.get(q)));
  registerBudgetGauges(() => budget.status());
  budget.start(config.budgetCheckIntervalMs);

  let http: Awaited<ReturnType<typeof startHealthServer>>;
  try {
    http = await startHealthServer(config.httpHost, config.httpPort, {
      redis: () => redis.ping(),
      workers: async () => {
        if (!pool.isRunning()) throw new Error(queues.length ? 'workers are not running' : 'no configured queue has processors');
      },
    });
  } catch (err) {
    await budget.stop();
    await pool.close();
    redis.disconnect();
    throw err;
  }
  log.info({ url: http.url, queues, provider: provider.name, concurrency: config.concurrency, dailyTokenBudget: config.dailyTokenBudget || null }, 'ai-worker ready');

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      log.info('ai-worker draining active jobs');
      await pool.close();
      await budget.stop();
      await closeServer(http.server);
      await events.close();
      await redis.quit().catch(() => redis.disconnect());
      log.info('ai-worker stopped');
    })());
  return { url: http.url, queues, pool, budget, stop };
}

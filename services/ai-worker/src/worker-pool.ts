import { Job, UnrecoverableError, WaitingError } from 'bullmq';
import type Redis from 'ioredis';
import { isRetryableAiError, type AiProvider } from '@civic/ai';
import type { IntegrationEvent } from '@civic/contracts';
import { logger, runWithContext, startQueueWorker, type QueueRegistry, type QueueWorker } from '@civic/service-kit/worker';
import type { AiWorkerConfig } from './config';
import type { TokenBudget } from './budget';
import { jobCost, jobDuration, jobOutcomes, jobTokens, type JobOutcome } from './metrics';
import { meteredProvider, tokensOf, type JobSpend, type TokenPrices } from './usage';
import { ProcessorInputError, type JobProcessor, type Logger, type ProcessorRegistry } from './processors/registry';

export interface AiWorkerPoolDeps {
  config: Pick<AiWorkerConfig, 'redisPrefix' | 'queues' | 'concurrency' | 'limiter' | 'stalledIntervalMs' | 'lockDurationMs' | 'maxStalledCount'>;
  /** Command connection; each worker gets its own duplicate (startQueueWorker). */
  connection: Redis;
  /** Where results are published (routed by EVENT_ROUTES). */
  events: QueueRegistry;
  provider: AiProvider;
  registry: ProcessorRegistry;
  /** The daily token budget (checked before each job, charged after it); absent = none. */
  budget?: TokenBudget;
  prices?: TokenPrices;
}

function isEvent(data: unknown): data is IntegrationEvent {
  const e = data as Partial<IntegrationEvent> | null;
  return !!e && typeof e === 'object' && typeof e.id === 'string' && e.id.length > 0 && typeof e.name === 'string';
}

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)) || 'unknown error';

/** Input that can never succeed, or a provider answer that asking again will not fix. */
function isPermanent(err: unknown): boolean {
  return err instanceof ProcessorInputError || err instanceof UnrecoverableError || !isRetryableAiError(err);
}

/**
 * BullMQ workers for the AI queues this process serves (DESIGN §2). A job is one request event;
 * its processor calls the provider and publishes the result event. Transient errors are
 * rethrown so BullMQ retries with the job's backoff; permanent ones, and the last attempt,
 * publish a failure result to the owner first, so a request is always answered.
 */
export class AiWorkerPool {
  private readonly workers: QueueWorker[] = [];
  /** Errors whose failure was already reported by the processor path. */
  private readonly reported = new WeakSet<object>();
  private readonly log: Logger;

  constructor(private readonly deps: AiWorkerPoolDeps) {
    this.log = logger().child({ component: 'ai-worker-pool' });
  }

  /** Starts a worker per configured queue that has processors; returns the queues served. */
  start(): string[] {
    const { config, registry } = this.deps;
    const served: string[] = [];
    for (const queue of config.queues) {
      if (!registry.serves(queue)) {
        // Jobs wait in the queue (not failed) until a release with processors for it runs.
        this.log.warn({ queue }, 'no processors for this queue yet; not consuming it');
        continue;
      }
      const worker = startQueueWorker(queue, (job: Job, token?: string, signal?: AbortSignal) => this.handle(queue, job, token, signal), {
        redis: this.deps.connection,
        redisPrefix: config.redisPrefix,
        concurrency: config.concurrency,
        limiter: config.limiter,
        stalledIntervalMs: config.stalledIntervalMs,
        lockDurationMs: config.lockDurationMs,
        maxStalledCount: config.maxStalledCount,
        // run() logs each failure with its attempt and whether it is permanent.
        failedMessage: false,
        onFailed: (job, err) => this.onFailed(queue, job, err),
      });
      this.workers.push(worker);
      served.push(queue);
      this.log.info({ queue, jobs: registry.jobNames(queue), concurrency: config.concurrency, limiter: config.limiter ?? null }, 'consuming queue');
    }
    return served;
  }

  isRunning(): boolean {
    return this.workers.length > 0 && this.workers.every((w) => w.isRunning());
  }

  /** Stops taking jobs and waits for the active ones to finish (graceful shutdown). */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    this.workers.length = 0;
  }

  private async handle(queue: string, job: Job, token: string | undefined, signal?: AbortSignal): Promise<JobSpend | void> {
    const event: unknown = job.data;
    const requestId = isEvent(event) ? (event.requestId ?? event.id) : String(job.id);
    return runWithContext({ requestId }, async () => {
      const log = logger().child({ queue, job: job.name, jobId: job.id });
      const budget = this.deps.budget;
      if (budget && (await budget.exhausted())) {
        // Fetched just as the budget ran out: back to waiting, untried (no attempt used), and the queues pause.
        await budget.check();
        await job.moveToWait(token);
        log.info('daily token budget spent: job put back to wait until the queues resume');
        throw new WaitingError();
      }
      const metered = meteredProvider(this.deps.provider, this.deps.prices ?? { promptUsdPerMTok: 0, completionUsdPerMTok: 0 });
      try {
        await this.run(queue, job, metered.provider, log, signal);
      } finally {
        await this.charge(queue, job, metered.spend(), log);
      }
      // Kept as the completed job's return value: what this job cost, for whoever inspects it.
      return metered.spend();
    });
  }

  /** Tokens and cost of one job attempt: metrics, the job's log line, and the day's budget. */
  private async charge(queue: string, job: Job, spend: JobSpend, log: Logger): Promise<void> {
    const provider = this.deps.provider.name;
    const labels = { queue, job: job.name, provider, model: spend.model };
    jobTokens.inc({ ...labels, kind: 'prompt' }, spend.promptTokens);
    jobTokens.inc({ ...labels, kind: 'completion' }, spend.completionTokens);
    jobCost.inc(labels, spend.costUsd);
    log.info({ tokens: { prompt: spend.promptTokens, completion: spend.completionTokens, total: tokensOf(spend) }, costUsd: spend.costUsd, model: spend.model }, 'AI job spend');
    try {
      await this.deps.budget?.spend(tokensOf(spend));
    } catch (err) {
      log.warn({ err, tokens: tokensOf(spend) }, 'could not add the job\'s tokens to the daily budget');
    }
  }

  private async run(queue: string, job: Job, provider: AiProvider, log: Logger, signal?: AbortSignal): Promise<void> {
    const event: unknown = job.data;
    const attempt = job.attemptsMade + 1;
    const maxAttempts = job.opts.attempts ?? 1;
    const processor = this.deps.registry.get(queue, job.name);
    const started = process.hrtime.bigint();
    const done = (outcome: JobOutcome) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      jobDuration.observe({ queue, job: job.name, outcome }, seconds);
      jobOutcomes.inc({ queue, job: job.name, outcome });
    };
    try {
      if (!processor) throw new ProcessorInputError(`no processor for job ${job.name} on queue ${queue}`);
      if (!isEvent(event)) throw new ProcessorInputError('job data is not an integration event (id, name, payload)');
      await processor.process(event, {
        provider,
        publish: (e) => this.deps.events.publish(e),
        attempt,
        maxAttempts,
        signal,
        log,
      });
      done('completed');
    } catch (err) {
      const permanent = isPermanent(err);
      if (!permanent && attempt < maxAttempts) {
        done('retry');
        log.warn({ err, attempt, maxAttempts }, 'AI job failed; will retry');
        throw err;
      }
      done('failed');
      const message = describe(err);
      log.error({ err, attempt, maxAttempts, permanent }, permanent ? 'AI job cannot succeed; giving up' : 'AI job failed on its last attempt');
      if (processor && isEvent(event)) {
        // Published before the job is marked failed: a crash in between re-runs the job and
        // publishes the same event id again, which the owner's inbox ignores.
        await this.report(processor, event, { error: message, attempts: attempt, tag: String(attempt) }, log);
      }
      const final = permanent ? new UnrecoverableError(message) : err instanceof Error ? err : new Error(message);
      this.reported.add(final);
      throw final;
    }
  }

  private async report(processor: JobProcessor, event: IntegrationEvent, failure: Parameters<JobProcessor['reportFailure']>[1], log: Logger) {
    await processor.reportFailure(event, failure, { publish: (e) => this.deps.events.publish(e), log });
  }

  /**
   * A job failed without our handler deciding it: BullMQ gave up on a job that stalled more than
   * AI_MAX_STALLED_COUNT times (its workers kept dying). Tell the owner so the item is not stuck.
   */
  private onFailed(queue: string, job: Job | undefined, err: Error): void {
    if (!job || this.reported.has(err) || err.name !== 'UnrecoverableError') return;
    const event: unknown = job.data;
    const processor = this.deps.registry.get(queue, job.name);
    if (!processor || !isEvent(event)) return;
    void runWithContext({ requestId: event.requestId ?? event.id }, async () => {
      const log = logger().child({ queue, job: job.name, jobId: job.id });
      log.error({ reason: err.message }, 'AI job failed outside its processor; reporting');
      jobOutcomes.inc({ queue, job: job.name, outcome: 'failed' });
      try {
        await this.report(processor, event, { error: err.message, attempts: job.attemptsMade, tag: `stalled.${job.attemptsStarted}` }, log);
      } catch (reportErr) {
        log.error({ err: reportErr }, 'could not report the failure; the job stays in the failed set (npm run ai:retry)');
      }
    });
  }
}

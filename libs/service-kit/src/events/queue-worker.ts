import { Worker, type Job, type Processor } from 'bullmq';
import type Redis from 'ioredis';
import { logger } from '../logger';
import { isRedisConnectionError } from '../redis';
import { bullPrefix } from './queues';

/** How a queue is consumed: the one way to build a BullMQ worker in every service (DESIGN §2). */
export interface QueueWorkerSettings {
  /** The process's command connection: the worker gets a duplicate of its own (BullMQ adds a blocking one), closed with it. */
  redis: Redis;
  redisPrefix: string;
  concurrency: number;
  /** BullMQ's rate limiter: at most `max` jobs per `duration` ms across every worker of the queue. */
  limiter?: { max: number; duration: number };
  /** Stall detection (a worker that died or hung): BullMQ's defaults unless set. */
  stalledIntervalMs?: number;
  lockDurationMs?: number;
  maxStalledCount?: number;
  /** The log line of a failed attempt ('job failed'); false when the processor logs its own failures. */
  failedMessage?: string | false;
  /** Also told of each failed attempt (after the log line). */
  onFailed?: (job: Job | undefined, err: Error) => void;
}

export interface QueueWorker {
  readonly queue: string;
  isRunning(): boolean;
  /** Stops taking jobs, waits for the active ones to finish, then closes its connection. */
  close(): Promise<void>;
}

/**
 * Consumes one queue: every failed attempt and stalled job is logged with its queue, job and
 * attempts; a Redis outage is logged once by the connection itself (createRedis), not per worker.
 */
export function startQueueWorker<T = unknown, R = unknown>(queue: string, processor: Processor<T, R>, s: QueueWorkerSettings): QueueWorker {
  const connection = s.redis.duplicate();
  const worker = new Worker<T, R>(queue, processor, {
    connection,
    prefix: bullPrefix(s.redisPrefix),
    concurrency: s.concurrency,
    ...(s.limiter && { limiter: s.limiter }),
    ...(s.stalledIntervalMs !== undefined && { stalledInterval: s.stalledIntervalMs }),
    ...(s.lockDurationMs !== undefined && { lockDuration: s.lockDurationMs }),
    ...(s.maxStalledCount !== undefined && { maxStalledCount: s.maxStalledCount }),
  });
  worker.on('failed', (job, err) => {
    if (s.failedMessage !== false) logger().warn({ err, queue, job: job?.name, jobId: job?.id, attempts: job?.attemptsMade }, s.failedMessage ?? 'job failed');
    s.onFailed?.(job, err);
  });
  worker.on('stalled', (jobId) => logger().warn({ queue, jobId }, 'job stalled (its worker died or hung); requeued'));
  worker.on('error', (err) => {
    if (!isRedisConnectionError(err)) logger().error({ err, queue }, 'worker error');
  });
  return {
    queue,
    isRunning: () => worker.isRunning(),
    async close() {
      await worker.close();
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}

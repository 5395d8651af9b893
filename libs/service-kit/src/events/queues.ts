import { createHash } from 'node:crypto';
import { JobsOptions, Queue } from 'bullmq';
import type Redis from 'ioredis';
import { IntegrationEvent, isInboxQueue, routesFor } from '@civic/contracts';
import { logger } from '../logger';
import { isRedisConnectionError } from '../redis';

/** Retry transient failures with backoff; keep finished jobs a while for dedupe and inspection. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** BullMQ keys live under the stack's Redis prefix, so stacks sharing a Redis never mix jobs. */
export const bullPrefix = (redisPrefix: string) => `${redisPrefix}:bull`;

/**
 * Several events for one service's inbox in one job (ADR 0035): the consumer applies them in one
 * transaction, so a busy relay costs the consumer one job and one commit per batch, not per event.
 */
export interface InboxBatch {
  events: IntegrationEvent[];
}

export const isInboxBatch = (data: IntegrationEvent | InboxBatch): data is InboxBatch => Array.isArray((data as InboxBatch).events);

/** Inbox queues take batches; the ai.* queues keep one job per event (rate limits, attempts per item). */
const takesBatches = isInboxQueue;

/** The same events always make the same job id, so a re-published batch is a no-op like a re-published event. */
export const inboxBatchJobId = (events: readonly IntegrationEvent[]): string =>
  `batch-${createHash('sha1').update(events.map((e) => e.id).join(',')).digest('hex')}`;

/** Opens queues lazily and publishes events to every queue routed for them. */
export class QueueRegistry {
  private readonly queues = new Map<string, Queue>();

  constructor(
    readonly connection: Redis,
    readonly redisPrefix: string,
  ) {}

  get(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: bullPrefix(this.redisPrefix), defaultJobOptions: DEFAULT_JOB_OPTIONS });
      // The connection's own listener logs Redis outages; without a listener BullMQ would print
      // each one to the console.
      queue.on('error', (err) => {
        if (!isRedisConnectionError(err)) logger().error({ err, queue: name }, 'queue error');
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Adds the event to each routed queue; the event id is the job id, so a re-publish is a no-op. */
  async publish(event: IntegrationEvent, extraQueues: readonly string[] = []): Promise<void> {
    const targets = [...new Set([...routesFor(event.name), ...extraQueues])];
    await Promise.all(targets.map((q) => this.get(q).add(event.name, event, { jobId: event.id })));
  }

  /**
   * publish() for many events at once, one Redis round trip per routed queue: an inbox queue gets
   * them as one batch job (a single event stays a job of its own, its id the event id); any other
   * queue gets one job per event by addBulk, job ids the event ids as in publish().
   */
  async publishMany(events: readonly IntegrationEvent[]): Promise<void> {
    const byQueue = new Map<string, IntegrationEvent[]>();
    for (const event of events) {
      for (const q of new Set(routesFor(event.name))) {
        const list = byQueue.get(q);
        if (list) list.push(event);
        else byQueue.set(q, [event]);
      }
    }
    await Promise.all(
      [...byQueue].map(([q, list]) => {
        if (takesBatches(q) && list.length > 1) return this.get(q).add('inbox.batch', { events: list } satisfies InboxBatch, { jobId: inboxBatchJobId(list) });
        return this.get(q).addBulk(list.map((event) => ({ name: event.name, data: event, opts: { jobId: event.id } })));
      }),
    );
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
  }
}

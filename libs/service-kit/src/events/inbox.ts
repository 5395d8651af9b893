import type { Job } from 'bullmq';
import type Redis from 'ioredis';
import type { DataSource, EntityManager } from 'typeorm';
import type { IntegrationEvent } from '@civic/contracts';
import { QUEUES } from '@civic/contracts';
import { schemaTable } from '../database';
import { logger, runWithContext } from '../logger';
import { eventsRecordedSoFar } from './outbox';
import { startQueueWorker, type QueueWorker } from './queue-worker';
import { isInboxBatch, type InboxBatch } from './queues';

/** Work to run once the event's transaction has committed (pushes, enqueues); not run on a redelivery. */
export type FollowUp = () => Promise<void>;
export type EventHandler = (payload: any, manager: EntityManager, event: IntegrationEvent) => Promise<void | FollowUp>;
export type EventHandlers = Record<string, EventHandler>;
/** Applies consecutive events of one name together (@OnEventBatch); their ids are already recorded. */
export type EventRunHandler = (manager: EntityManager, events: IntegrationEvent[]) => Promise<void | FollowUp>;

export type BatchOutcome = Record<'applied' | 'duplicate' | 'ignored', number>;

/**
 * Consumes a service's inbox queue. Each event is applied in one transaction together with the
 * record of its id, so a redelivered event changes nothing twice. A handler that throws rolls
 * back and BullMQ retries with backoff. A handler may answer a follow-up, run after the commit of
 * the delivery that applied the event (a failure is logged: the owner's sweeper catches up).
 * A batch job (InboxBatch, from a busy relay) is applied in one transaction for all its events;
 * if that fails, each event is applied in its own, so one bad event holds back only itself.
 * Where an event's name has a run handler (`runs`), the consecutive fresh events of that name in a
 * batch are applied by one call of it (one follow-up for the run); `handlers` still applies a
 * lone event of that name.
 */
export class InboxConsumer {
  private worker?: QueueWorker;

  constructor(
    private readonly dataSource: DataSource,
    private readonly connection: Redis,
    private readonly redisPrefix: string,
    private readonly service: string,
    private readonly handlers: EventHandlers,
    private readonly opts: {
      concurrency?: number;
      /**
       * Runs after the event's transaction commits, and again on redelivery: must be idempotent.
       * `recorded`: whether the delivery may have recorded events of its own (always true for a
       * redelivery, whose first delivery may have recorded some and not relayed them).
       */
      afterCommit?: (event: IntegrationEvent, delivery: { recorded: boolean }) => Promise<void> | void;
      /** Run handlers by event name, for batches (see the class comment). */
      runs?: Record<string, EventRunHandler>;
    } = {},
  ) {}

  start(): void {
    this.worker = startQueueWorker(QUEUES.inbox(this.service), (job: Job<IntegrationEvent | InboxBatch>) => this.processJob(job.data), {
      redis: this.connection,
      redisPrefix: this.redisPrefix,
      concurrency: this.opts.concurrency ?? 4,
      failedMessage: 'inbox event failed',
    });
  }

  /** Applies a job's event or batch of events. */
  async processJob(data: IntegrationEvent | InboxBatch): Promise<unknown> {
    return isInboxBatch(data) ? this.processBatch(data.events) : this.process({ data });
  }

  /** Applies one event; exposed for tests that drive the consumer directly. */
  async process(job: Pick<Job<IntegrationEvent>, 'data'>): Promise<'applied' | 'duplicate' | 'ignored'> {
    const event = job.data;
    const handler = this.handlers[event.name];
    if (!handler) return 'ignored';
    const recordedBefore = eventsRecordedSoFar();
    const outcome = await runWithContext({ requestId: event.requestId ?? event.id }, () =>
      this.dataSource.transaction(async (m) => {
        const inserted: unknown[] = await m.query(
          `INSERT INTO ${schemaTable(m, 'inbox')} (event_id, name) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
          [event.id, event.name],
        );
        if (!inserted.length) return { outcome: 'duplicate' as const };
        const followUp = await handler(event.payload, m, event);
        return { outcome: 'applied' as const, followUp };
      }),
    );
    if ('followUp' in outcome) await this.runFollowUp(event, outcome.followUp);
    // This work runs for duplicates too: if it failed after the commit, the retried job lands
    // here as a duplicate and must still get it done. It must be idempotent.
    await this.opts.afterCommit?.(event, { recorded: outcome.outcome === 'duplicate' || eventsRecordedSoFar() !== recordedBefore });
    return outcome.outcome;
  }

  /** Applies a batch's events in one transaction; exposed for tests that drive the consumer directly. */
  async processBatch(events: readonly IntegrationEvent[]): Promise<BatchOutcome> {
    const known = events.filter((e) => this.handlers[e.name]);
    const outcome: BatchOutcome = { applied: 0, duplicate: 0, ignored: events.length - known.length };
    if (!known.length) return outcome;
    const recordedBefore = eventsRecordedSoFar();
    let applied: Array<{ event: IntegrationEvent; followUp: void | FollowUp }>;
    let appliedEvents = 0;
    try {
      applied = await this.dataSource.transaction(async (m) => {
        const inserted: Array<{ event_id: string }> = await m.query(
          `INSERT INTO ${schemaTable(m, 'inbox')} (event_id, name) SELECT * FROM unnest($1::text[], $2::text[])
             ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
          [known.map((e) => e.id), known.map((e) => e.name)],
        );
        const fresh = new Set(inserted.map((r) => r.event_id));
        // Applied before, or twice in this batch: left out (the first of a twice-sent id is applied).
        const toApply = known.filter((e) => fresh.delete(e.id));
        appliedEvents = toApply.length;
        const done: Array<{ event: IntegrationEvent; followUp: void | FollowUp }> = [];
        for (let i = 0; i < toApply.length; ) {
          const event = toApply[i];
          const run = this.opts.runs?.[event.name];
          let next = i + 1;
          if (run) while (next < toApply.length && toApply[next].name === event.name) next += 1;
          const events = toApply.slice(i, next);
          const apply = () => (run ? run(m, events) : this.handlers[event.name](event.payload, m, event));
          done.push({ event, followUp: await runWithContext({ requestId: event.requestId ?? event.id }, apply) });
          i = next;
        }
        return done;
      });
    } catch (err) {
      logger().warn({ err, events: known.length }, 'inbox batch rolled back; applying its events one at a time');
      return this.processOneByOne(known, outcome);
    }
    outcome.applied = appliedEvents;
    outcome.duplicate = known.length - appliedEvents;
    for (const { event, followUp } of applied) await this.runFollowUp(event, followUp);
    const recorded = outcome.duplicate > 0 || eventsRecordedSoFar() !== recordedBefore;
    await this.eachThenThrow(known, async (event) => this.opts.afterCommit?.(event, { recorded }));
    return outcome;
  }

  /** An applied event's follow-up, in its request's context; a failure is logged (the owner's sweeper catches up). */
  private async runFollowUp(event: IntegrationEvent, followUp: void | FollowUp): Promise<void> {
    if (!followUp) return;
    await runWithContext({ requestId: event.requestId ?? event.id }, followUp).catch((err) =>
      logger().error({ err, event: event.name, eventId: event.id }, 'follow-up of an applied event failed'),
    );
  }

  private async processOneByOne(events: readonly IntegrationEvent[], outcome: BatchOutcome): Promise<BatchOutcome> {
    await this.eachThenThrow(events, async (event) => {
      outcome[await this.process({ data: event })] += 1;
    });
    return outcome;
  }

  /** Runs work for every event even when some fail, then throws the first failure (the job is retried). */
  private async eachThenThrow(events: readonly IntegrationEvent[], work: (event: IntegrationEvent) => Promise<unknown>): Promise<void> {
    let failure: unknown;
    for (const event of events) await work(event).catch((err) => (failure ??= err));
    if (failure !== undefined) throw failure;
  }

  async stop(): Promise<void> {
    await this.worker?.close();
  }
}

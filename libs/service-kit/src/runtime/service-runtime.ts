import { BeforeApplicationShutdown, Inject, Injectable, OnApplicationBootstrap, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Job } from 'bullmq';
import type Redis from 'ioredis';
import { DataSource, type EntityManager } from 'typeorm';
import { EVENT_PAYLOADS, QUEUES, type IntegrationEvent } from '@civic/contracts';
import { logger, newRequestId, runWithContext } from '../logger';
import { createRedis } from '../redis';
import { InboxConsumer, LivePush, OutboxRelay, QueueRegistry, startQueueWorker, type EventHandlers, type EventRunHandler, type FollowUp, type QueueWorker } from '../events';
import { handlersOf } from './handlers';
import { checkWiring, type FoundHandler } from './wiring';
import { registerOutboxMetrics } from './outbox-metrics';

export interface ServiceRuntimeSettings {
  /** The service's name: its inbox queue is `inbox.<service>`. */
  service: string;
  redisUrl: string;
  redisPrefix: string;
  /** Events applied at once by this process (default 4). */
  inboxConcurrency?: number;
  /** Jobs worked at once per own queue (default 1). */
  jobConcurrency?: Record<string, number>;
}

export const RUNTIME_SETTINGS = Symbol('RUNTIME_SETTINGS');
export const RUNTIME_HANDLERS = Symbol('RUNTIME_HANDLERS');

type Method = (...args: unknown[]) => Promise<unknown> | unknown;

/**
 * A service's background plumbing, the same in every service: its Redis connections, queues,
 * outbox relay (retention, backlog metrics), inbox consumer, job workers, timers and live push,
 * started after every provider exists and stopped in order on shutdown. The work itself is
 * declared on handler classes with @OnEvent / @AfterEvent / @OnJob / @Every (handlers.ts) and
 * checked against the routing table before anything starts (wiring.ts).
 */
@Injectable()
export class ServiceRuntime implements OnApplicationBootstrap, BeforeApplicationShutdown {
  /** Commands, queues and the blocking connections BullMQ duplicates from it. */
  readonly redis: Redis;
  /** Auto-pipelined: pushes and the small writes that go with them share round trips, in order. */
  readonly pushRedis: Redis;
  readonly queues: QueueRegistry;
  readonly push: LivePush;
  /** The stack's Redis key prefix (keys other processes read, e.g. versions, start with it). */
  readonly redisPrefix: string;
  private readonly relay: OutboxRelay;
  private inbox?: InboxConsumer;
  private readonly workers: QueueWorker[] = [];
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly ds: DataSource,
    private readonly moduleRef: ModuleRef,
    @Inject(RUNTIME_SETTINGS) private readonly settings: ServiceRuntimeSettings,
    @Inject(RUNTIME_HANDLERS) private readonly handlerTypes: Type[],
  ) {
    this.redis = createRedis(settings.redisUrl);
    this.pushRedis = createRedis(settings.redisUrl, { enableAutoPipelining: true });
    this.redisPrefix = settings.redisPrefix;
    this.queues = new QueueRegistry(this.redis, settings.redisPrefix);
    this.push = new LivePush(this.pushRedis, settings.redisPrefix);
    this.relay = new OutboxRelay(ds, this.queues);
  }

  /** Relays committed events now (a user waits on them); never throws, the relay's timer catches up. */
  kick(): void {
    void this.relay.kick();
  }

  /**
   * Moves read-cache versions other processes check (the ADR 0009 pattern: a gateway keeps an
   * answer in memory while its version is unchanged), after the change committed and before the
   * caller answers. Never throws: the change is committed, and a lost bump only costs the
   * reader's age bound of staleness.
   */
  async bumpVersions(keys: string[], ttlSeconds = 24 * 3600): Promise<void> {
    if (!keys.length) return;
    // A pipeline, not MULTI: a fan-out's thousands of bumps must not hold Redis for everyone else.
    const batch = this.pushRedis.pipeline();
    for (const key of keys) batch.incr(key).expire(key, ttlSeconds);
    try {
      await batch.exec();
    } catch (err) {
      logger().warn({ err, keys: keys.length, first: keys[0] }, 'version bump failed; readers may serve old answers until their age bound');
    }
  }

  /**
   * Adds a job with a deterministic id: a repeat of a waiting or finished job is a no-op, and a
   * failed one is retried.
   */
  async enqueue(queue: string, job: string, data: object, jobId: string): Promise<void> {
    const added = await this.queues.get(queue).add(job, data, { jobId });
    if ((await added.getState()) === 'failed') await added.retry('failed');
  }

  onApplicationBootstrap(): void {
    const found = this.findHandlers();
    checkWiring(this.settings.service, found);
    registerOutboxMetrics(this.ds, this.settings.service);
    this.startInbox(found);
    this.startWorkers(found);
    this.relay.start();
    for (const h of found.filter((f) => f.kind === 'every')) this.startTimer(h);
  }

  /**
   * Before any module's onApplicationShutdown: whatever order Nest gives the modules, the work
   * that uses PostgreSQL is done before TypeORM closes its pool there.
   */
  async beforeApplicationShutdown(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    // Stop taking work, let running work finish, then close the connections.
    await Promise.allSettled([...this.workers.map((w) => w.close()), this.inbox?.stop(), this.relay.stop()]);
    await this.queues.close().catch(() => undefined);
    this.redis.disconnect();
    this.pushRedis.disconnect();
  }

  private findHandlers(): Array<FoundHandler & { call: Method }> {
    return this.handlerTypes.flatMap((type) => {
      const instance = this.moduleRef.get(type, { strict: false }) as Record<string, Method>;
      return handlersOf(instance).map((meta) => ({ ...meta, owner: type.name, call: instance[meta.method].bind(instance) }));
    });
  }

  private startInbox(found: Array<FoundHandler & { call: Method }>): void {
    const handlers: EventHandlers = {};
    const runs: Record<string, EventRunHandler> = {};
    for (const h of found.filter((f) => f.kind === 'event')) {
      const schema = EVENT_PAYLOADS[h.key as keyof typeof EVENT_PAYLOADS];
      // A malformed event never becomes valid: it is recorded as seen and reported, not retried forever.
      const parsedOrLogged = (event: IntegrationEvent): { ok: true; data: unknown } | { ok: false } => {
        const parsed = schema.safeParse(event.payload);
        if (parsed.success) return { ok: true, data: parsed.data };
        logger().error({ event: event.name, eventId: event.id, issues: parsed.error.issues }, 'malformed event ignored');
        return { ok: false };
      };
      if (h.batch) {
        const run: EventRunHandler = async (m, events) => {
          const readable = events.map((event) => ({ event, parsed: parsedOrLogged(event) })).filter((r) => r.parsed.ok);
          if (!readable.length) return;
          return (await h.call(readable.map((r) => (r.parsed as { data: unknown }).data), m, readable.map((r) => r.event))) as void | FollowUp;
        };
        runs[h.key] = run;
        handlers[h.key] = (_payload: unknown, m: EntityManager, event: IntegrationEvent) => run(m, [event]);
        continue;
      }
      handlers[h.key] = async (payload: unknown, m: EntityManager, event: IntegrationEvent) => {
        if (h.unparsed) return (await h.call(payload, m, event)) as void | FollowUp;
        const parsed = parsedOrLogged(event);
        return parsed.ok ? ((await h.call(parsed.data, m, event)) as void | FollowUp) : undefined;
      };
    }
    const after = new Map(found.filter((f) => f.kind === 'after-event').map((h) => [h.key, h.call]));
    if (!Object.keys(handlers).length) return;
    this.inbox = new InboxConsumer(this.ds, this.redis, this.settings.redisPrefix, this.settings.service, handlers, {
      concurrency: this.settings.inboxConcurrency,
      runs,
      afterCommit: async (event, { recorded }) => {
        // Handlers record events of their own (verdicts, follow-ups): relay them now. A delivery
        // that recorded none skips the relay's transaction (the bulk of events, e.g. every
        // vote.cast.v1 in notifications); the relay's timer still sweeps.
        if (recorded) await this.relay.kick();
        const follow = after.get(event.name);
        const parsed = follow && EVENT_PAYLOADS[event.name as keyof typeof EVENT_PAYLOADS]?.safeParse(event.payload);
        if (follow && parsed?.success) await follow(parsed.data, event);
      },
    });
    this.inbox.start();
    logger().info({ queue: QUEUES.inbox(this.settings.service), events: Object.keys(handlers) }, 'inbox started');
  }

  private startWorkers(found: Array<FoundHandler & { call: Method }>): void {
    const byQueue = new Map<string, Map<string, Method>>();
    for (const h of found.filter((f) => f.kind === 'job')) byQueue.set(h.queue!, (byQueue.get(h.queue!) ?? new Map()).set(h.job!, h.call));
    for (const [queue, jobs] of byQueue) {
      const worker = startQueueWorker(
        queue,
        (job: Job) => {
          const work = jobs.get(job.name);
          if (!work) {
            logger().warn({ queue, job: job.name }, 'job with no handler ignored');
            return Promise.resolve(undefined);
          }
          const requestId = (job.data as { requestId?: string }).requestId ?? newRequestId();
          return runWithContext({ requestId }, async () => work(job.data, job));
        },
        { redis: this.redis, redisPrefix: this.settings.redisPrefix, concurrency: this.settings.jobConcurrency?.[queue] ?? 1 },
      );
      this.workers.push(worker);
    }
  }

  private startTimer(h: FoundHandler & { call: Method }): void {
    const run = () =>
      void runWithContext({ requestId: newRequestId() }, async () => h.call()).catch((err) => logger().error({ err, handler: `${h.owner}.${h.method}` }, 'timed work failed; will retry'));
    run();
    const timer = setInterval(run, h.everyMs);
    timer.unref();
    this.timers.push(timer);
  }
}

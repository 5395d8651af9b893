import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type Redis from 'ioredis';
import { EVENTS, QUEUES } from '@civic/contracts';
import { createRedis, InboxConsumer, LivePush, logger, OutboxRelay, QueueRegistry } from '@civic/service-kit';
import { UserBillVerdicts } from './user-bills/verdicts';
import { billsConfig } from './config';
import { applySynthesisCompleted } from './synthesis/apply-completed';
import { loadSampleIfEmpty } from './sample-loader';
import { registerBillsMetrics } from './metrics';

/**
 * The bills process's event plumbing: the outbox relay (publishes synthesis requests and
 * bill.synthesized.v1), the inbox consumer (applies synthesis results), and the sample load on
 * an empty catalog. Rows written by other processes (the import CLI, the resynthesize command)
 * are relayed by the relay's polling.
 */
@Injectable()
export class BillsEvents implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly config = billsConfig();
  readonly redis: Redis = createRedis(this.config.redisUrl);
  private readonly queues = new QueueRegistry(this.redis, this.config.redisPrefix);
  private readonly relay: OutboxRelay;
  private readonly inbox: InboxConsumer;
  private readonly verdicts: UserBillVerdicts;
  private sampleLoad?: Promise<void>;

  constructor(private readonly ds: DataSource) {
    this.relay = new OutboxRelay(ds, this.queues);
    this.verdicts = new UserBillVerdicts(ds, new LivePush(this.redis, this.config.redisPrefix));
    this.inbox = new InboxConsumer(
      ds,
      this.redis,
      this.config.redisPrefix,
      'bills',
      {
        [EVENTS.billSynthesisCompleted]: async (payload, m, event) => {
          const outcome = await applySynthesisCompleted(m, payload, event);
          logger().info({ billId: (payload as { billId?: string })?.billId, eventId: event.id, outcome }, 'synthesis result');
        },
        [EVENTS.userBillModerationCompleted]: (payload, m, event) => this.verdicts.apply(payload, m, event),
      },
      {
        concurrency: this.config.inboxConcurrency,
        afterCommit: async (event) => {
          await this.relay.kick();
          await this.verdicts.afterCommit(event);
        },
      },
    );
  }

  /** Relays committed events now (a user waits on a review request); never throws, the timer catches up. */
  kick(): void {
    void this.relay.kick();
  }

  onApplicationBootstrap(): void {
    registerBillsMetrics(this.ds);
    this.relay.start();
    this.inbox.start();
    logger().info({ queue: QUEUES.inbox('bills') }, 'bills events started');
    if (this.config.loadSample) this.sampleLoad = this.loadSample();
  }

  private async loadSample(): Promise<void> {
    try {
      // Loaded lazily: the sample is data, not something every process start should parse.
      const { SAMPLE_BILLS } = await import('./sample');
      const outcomes = await loadSampleIfEmpty(this.ds, SAMPLE_BILLS);
      if (outcomes) {
        const skipped = outcomes.filter((o) => o.outcome === 'skipped');
        logger().info({ loaded: outcomes.length - skipped.length, skipped }, 'loaded the built-in sample of bills');
        await this.relay.kick();
      }
    } catch (err) {
      logger().error({ err }, 'could not load the built-in sample of bills');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sampleLoad;
    await this.inbox.stop();
    await this.relay.stop();
    await this.queues.close();
    await this.redis.quit().catch(() => undefined);
  }
}

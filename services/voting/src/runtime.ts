import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Job, Queue, Worker } from 'bullmq';
import type Redis from 'ioredis';
import {
  billSynthesized,
  EVENTS,
  IntegrationEvent,
  isArchetypeKey,
  rooms,
  SOCKET_EVENTS,
  voterProfileChanged,
  VOTING_QUEUES,
  type VotesPopulatedPush,
  type VoteValue,
} from '@civic/contracts';
import { bullPrefix, createRedis, InboxConsumer, LivePush, logger, newRequestId, OutboxRelay, QueueRegistry, runWithContext } from '@civic/service-kit';
import type { EntityManager } from 'typeorm';
import type { VotingConfig } from './config';
import { jobDuration, registerVotingGauges } from './metrics';
import { TallyVersions } from './tally-versions';
import { fanOutBill, reconcileVoter, ReconcileResult } from './archetype-votes';
import { ActiveBillsRepository, VotersRepository } from './repositories';

export const VOTING_CONFIG = Symbol('VOTING_CONFIG');

/** BullMQ refuses ':' in custom job ids; bill ids are free text. */
const jobIdPart = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
export const populateJobId = (userId: string, version: number) => `populate-${userId}-v${version}`;
export const fanoutJobId = (billId: string, version: number) => `fanout-${jobIdPart(billId)}-v${version}`;

type PopulateJob = { userId: string; requestId?: string };
type FanoutJob = { billId: string; version: number; requestId?: string };

const SWEEP_INTERVAL_MS = 30_000;

/**
 * The voting service's background machinery: its inbox (bill.synthesized.v1,
 * user.voter-profile-changed.v1), the archetype-votes queue and worker (population of one voter,
 * fan-out of one bill), the outbox relay, live pushes, and a sweeper that re-enqueues fan-outs a
 * crash may have dropped between commit and enqueue.
 */
@Injectable()
export class VotingRuntime implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly redis: Redis;
  readonly queues: QueueRegistry;
  readonly push: LivePush;
  /** Tally versions the gateway's tally cache checks; on the push connection, so a bump reaches Redis before the push that follows it. */
  readonly versions: TallyVersions;
  /** Every personal cast bumps a version and publishes a tally push; pipelined, concurrent casts share one write. */
  private readonly pushRedis: Redis;
  private readonly relay: OutboxRelay;
  private readonly inbox: InboxConsumer;
  private worker?: Worker;
  private sweeper?: NodeJS.Timeout;
  /** Work to do once an inbox event's transaction has committed, by event id. */
  private readonly afterCommit = new Map<string, () => Promise<void>>();

  constructor(
    private readonly ds: DataSource,
    @Inject(VOTING_CONFIG) readonly config: VotingConfig,
    private readonly activeBills: ActiveBillsRepository,
    private readonly voters: VotersRepository,
  ) {
    this.redis = createRedis(config.redisUrl);
    this.queues = new QueueRegistry(this.redis, config.redisPrefix);
    this.pushRedis = createRedis(config.redisUrl, { enableAutoPipelining: true });
    this.push = new LivePush(this.pushRedis, config.redisPrefix);
    this.versions = new TallyVersions(this.pushRedis, config.redisPrefix);
    this.relay = new OutboxRelay(ds, this.queues);
    this.inbox = new InboxConsumer(
      ds,
      this.redis,
      config.redisPrefix,
      'voting',
      {
        [EVENTS.billSynthesized]: (payload, m, event) => this.guard(event, () => this.onBillSynthesized(payload, m, event)),
        [EVENTS.voterProfileChanged]: (payload, m, event) => this.guard(event, () => this.onVoterProfileChanged(payload, m, event)),
      },
      {
        afterCommit: async (event) => {
          const work = this.afterCommit.get(event.id);
          this.afterCommit.delete(event.id);
          await work?.().catch((err) => logger().error({ err, event: event.name }, 'after-commit work failed; the sweeper will retry'));
        },
      },
    );
  }

  get archetypeQueue(): Queue {
    return this.queues.get(VOTING_QUEUES.archetypeVotes);
  }

  onApplicationBootstrap(): void {
    registerVotingGauges(this.ds);
    this.worker = new Worker(VOTING_QUEUES.archetypeVotes, (job) => this.process(job), {
      connection: this.redis.duplicate(),
      prefix: bullPrefix(this.config.redisPrefix),
      concurrency: this.config.workerConcurrency,
    });
    this.worker.on('failed', (job, err) => logger().warn({ err, job: job?.name, jobId: job?.id, attempts: job?.attemptsMade }, 'archetype-votes job failed'));
    this.worker.on('error', (err) => logger().error({ err }, 'archetype-votes worker error'));
    this.inbox.start();
    this.relay.start();
    const sweep = () => void this.sweep().catch((err) => logger().error({ err }, 'voting sweep failed'));
    sweep();
    this.sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    // Stop taking work, let running jobs finish, then close connections.
    await Promise.allSettled([this.worker?.close(), this.inbox.stop(), this.relay.stop()]);
    await this.queues.close().catch(() => undefined);
    this.redis.disconnect();
    this.pushRedis.disconnect();
  }

  // ---------- Enqueueing (deterministic job ids: a repeat is a no-op, a failed one is retried) ----------

  async enqueuePopulate(userId: string, profileVersion: number, requestId?: string): Promise<void> {
    await this.ensureJob('populate', { userId, requestId } satisfies PopulateJob, populateJobId(userId, profileVersion));
  }

  async enqueueFanout(billId: string, version: number, requestId?: string): Promise<void> {
    await this.ensureJob('fan-out', { billId, version, requestId } satisfies FanoutJob, fanoutJobId(billId, version));
  }

  private async ensureJob(name: string, data: object, jobId: string): Promise<void> {
    const job = await this.archetypeQueue.add(name, data, { jobId });
    if ((await job.getState()) === 'failed') await job.retry('failed');
  }

  // ---------- Inbox handlers ----------

  private async guard(event: IntegrationEvent, handler: () => Promise<void>): Promise<void> {
    try {
      await handler();
    } catch (err) {
      this.afterCommit.delete(event.id);
      throw err;
    }
  }

  private async onBillSynthesized(payload: unknown, m: EntityManager, event: IntegrationEvent): Promise<void> {
    const parsed = billSynthesized.safeParse(payload);
    if (!parsed.success) {
      // A malformed event never becomes valid: record it as seen and say so, do not retry forever.
      logger().error({ event: event.id, issues: parsed.error.issues }, 'malformed bill.synthesized.v1 ignored');
      return;
    }
    const p = parsed.data;
    const archetypeVotes: Record<string, VoteValue> = {};
    for (const [key, vote] of Object.entries(p.archetypeVotes)) {
      if (isArchetypeKey(key)) archetypeVotes[key] = vote;
      else logger().warn({ billId: p.billId, key }, 'unknown archetype key in bill.synthesized.v1 ignored');
    }
    const r = await this.activeBills.in(m).upsert({ billId: p.billId, title: p.title, policyArea: p.policyArea, archetypeVotes, synthesizedAt: event.occurredAt });
    if (r.applied && r.fanoutPending) {
      this.afterCommit.set(event.id, () => this.enqueueFanout(p.billId, r.fanoutVersion, event.requestId));
    }
  }

  private async onVoterProfileChanged(payload: unknown, m: EntityManager, event: IntegrationEvent): Promise<void> {
    const parsed = voterProfileChanged.safeParse(payload);
    if (!parsed.success) {
      logger().error({ event: event.id, issues: parsed.error.issues }, 'malformed user.voter-profile-changed.v1 ignored');
      return;
    }
    const p = parsed.data;
    const archetypeKey = p.archetypeKey && isArchetypeKey(p.archetypeKey) ? p.archetypeKey : null;
    if (p.archetypeKey && !archetypeKey) logger().warn({ userId: p.userId, key: p.archetypeKey }, 'unknown archetype key treated as none');
    const r = await this.voters.in(m).upsert({ userId: p.userId, district: p.congressionalDistrict, archetypeKey, observedAt: event.occurredAt });
    if (!r.applied || !r.changed) return;
    // Applied in the event's own transaction: a retaken survey recomputes archetype votes, a move
    // re-homes the voter's votes, a first archetype registers them all.
    const end = jobDuration.startTimer({ job: 'profile-event' });
    const result = await reconcileVoter(m, p.userId, this.config.populateBatch);
    end();
    this.afterCommit.set(event.id, () => this.afterReconcile(p.userId, result));
  }

  // ---------- Jobs ----------

  private async process(job: Job): Promise<unknown> {
    const requestId = (job.data as { requestId?: string }).requestId ?? newRequestId();
    return runWithContext({ requestId }, async () => {
      if (job.name === 'populate') {
        const { userId } = job.data as PopulateJob;
        const started = Date.now();
        const end = jobDuration.startTimer({ job: 'populate' });
        const result = await this.ds.transaction((m) => reconcileVoter(m, userId, this.config.populateBatch));
        end();
        logger().info({ userId, votesAdded: result.votesAdded, votesChanged: result.votesChanged, votesMoved: result.votesMoved, ms: Date.now() - started }, 'archetype votes populated');
        await this.afterReconcile(userId, result);
        return result;
      }
      if (job.name === 'fan-out') {
        const { billId, version } = job.data as FanoutJob;
        const started = Date.now();
        const end = jobDuration.startTimer({ job: 'fan-out' });
        const result = await fanOutBill(this.ds, billId, version, this.config.fanoutChunk, () => this.versions.bump({ all: true }));
        end();
        logger().info({ billId, version, ...result, ms: Date.now() - started }, 'archetype votes fanned out');
        return result;
      }
      logger().warn({ job: job.name }, 'unknown archetype-votes job ignored');
      return undefined;
    });
  }

  /** After a reconcile committed: the voter's tallies are new (versions first), then the user hears. */
  private async afterReconcile(userId: string, result: ReconcileResult): Promise<void> {
    await this.versions.bump({ voters: [userId], districts: result.districts });
    this.pushPopulated(userId, result);
  }

  private pushPopulated(userId: string, r: VotesPopulatedPush): void {
    const payload: VotesPopulatedPush = { votesAdded: r.votesAdded, votesChanged: r.votesChanged, votesMoved: r.votesMoved };
    this.push.toRoom(rooms.user(userId), SOCKET_EVENTS.votesPopulated, payload);
  }

  /** Re-enqueues fan-outs still pending (idempotent: job ids are deterministic). */
  async sweep(): Promise<void> {
    for (const { billId, version } of await this.activeBills.pendingFanouts()) await this.enqueueFanout(billId, version);
  }
}

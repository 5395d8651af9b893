import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { rooms, SOCKET_EVENTS, VOTING_QUEUES, type VotesPopulatedPush } from '@civic/contracts';
import { logger, OnJob, ServiceRuntime } from '@civic/service-kit';
import { fanOutBill, reconcileVoter, type ReconcileResult } from '../archetype-votes';
import { VOTING_CONFIG, type VotingConfig } from '../config';
import { jobDuration } from '../metrics';
import { TallyVersions } from '../tally-versions';

/** BullMQ refuses ':' in custom job ids; bill ids are free text. */
const jobIdPart = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
const populateJobId = (userId: string, version: number) => `populate-${userId}-v${version}`;
const fanoutJobId = (billId: string, version: number) => `fanout-${jobIdPart(billId)}-v${version}`;

type PopulateJob = { userId: string; requestId?: string };
type FanoutJob = { billId: string; version: number; requestId?: string };

/**
 * The archetype-votes queue: population of one voter (after sign-up or a retaken survey) and the
 * fan-out of one bill to every voter with an archetype. Job ids are deterministic, so a repeat
 * is a no-op and a failed job is retried.
 */
@Injectable()
export class ArchetypeVoteJobs {
  constructor(
    private readonly ds: DataSource,
    private readonly runtime: ServiceRuntime,
    private readonly versions: TallyVersions,
    @Inject(VOTING_CONFIG) private readonly config: VotingConfig,
  ) {}

  enqueuePopulate(userId: string, profileVersion: number, requestId?: string): Promise<void> {
    return this.runtime.enqueue(VOTING_QUEUES.archetypeVotes, 'populate', { userId, requestId } satisfies PopulateJob, populateJobId(userId, profileVersion));
  }

  enqueueFanout(billId: string, version: number, requestId?: string): Promise<void> {
    return this.runtime.enqueue(VOTING_QUEUES.archetypeVotes, 'fan-out', { billId, version, requestId } satisfies FanoutJob, fanoutJobId(billId, version));
  }

  @OnJob(VOTING_QUEUES.archetypeVotes, 'populate')
  async populate({ userId }: PopulateJob): Promise<ReconcileResult> {
    const started = Date.now();
    const end = jobDuration.startTimer({ job: 'populate' });
    const result = await this.ds.transaction((m) => reconcileVoter(m, userId, this.config.populateBatch));
    end();
    logger().info({ userId, votesAdded: result.votesAdded, votesChanged: result.votesChanged, votesMoved: result.votesMoved, ms: Date.now() - started }, 'archetype votes populated');
    await this.afterReconcile(userId, result);
    return result;
  }

  @OnJob(VOTING_QUEUES.archetypeVotes, 'fan-out')
  async fanOut({ billId, version }: FanoutJob, _job: Job): Promise<unknown> {
    const started = Date.now();
    const end = jobDuration.startTimer({ job: 'fan-out' });
    const result = await fanOutBill(this.ds, billId, version, this.config.fanoutChunk, () => this.versions.bump({ all: true }));
    end();
    logger().info({ billId, version, ...result, ms: Date.now() - started }, 'archetype votes fanned out');
    return result;
  }

  /** After a reconcile committed: the voter's tallies are new (versions first), then the user hears. */
  async afterReconcile(userId: string, r: ReconcileResult): Promise<void> {
    await this.versions.bump({ voters: [userId], districts: r.districts });
    const payload: VotesPopulatedPush = { votesAdded: r.votesAdded, votesChanged: r.votesChanged, votesMoved: r.votesMoved };
    this.runtime.push.toRoom(rooms.user(userId), SOCKET_EVENTS.votesPopulated, payload);
  }
}

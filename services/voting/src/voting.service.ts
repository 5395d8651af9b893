import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CastVoteBody,
  DistrictTally,
  isArchetypeKey,
  isBillId,
  PopulateArchetypeVotesInput,
  PopulateArchetypeVotesResponse,
  rooms,
  SOCKET_EVENTS,
  UserVote,
  VotesPageQuery,
  VoteWithBill,
  VOTING_MESSAGES,
  type TallyChangedPush,
} from '@civic/contracts';
import { currentContext, logger, notFound, preparedStatement, ServiceRuntime } from '@civic/service-kit';
import { castsTotal } from './metrics';
import { ArchetypeVoteJobs } from './background';
import { VOTING_CONFIG, type VotingConfig } from './config';
import { TallyVersions } from './tally-versions';
import { CastBatcher } from './cast-batcher';
import { TalliesRepository, VotersRepository, VotesRepository, type CastResult } from './repositories';

/**
 * The districts whose tallies the casts moved: the one each vote counts in, and the one it left
 * if the voter had moved since casting it.
 */
export function changedDistricts(results: readonly CastResult[]): string[] {
  const districts = new Set<string>();
  for (const r of results) {
    if (r.status === 'unchanged' || r.status === 'bill_not_found' || !r.district) continue;
    districts.add(r.district);
    if (r.previousDistrict) districts.add(r.previousDistrict);
  }
  return [...districts];
}

@Injectable()
export class VotingService {
  // The statements every cast and every bill page run, planned once per connection.
  private readonly casts: CastBatcher;
  private readonly talliesStatement: TalliesRepository;

  constructor(
    ds: DataSource,
    private readonly runtime: ServiceRuntime,
    private readonly versions: TallyVersions,
    private readonly jobs: ArchetypeVoteJobs,
    @Inject(VOTING_CONFIG) config: VotingConfig,
    private readonly votes: VotesRepository,
    private readonly voters: VotersRepository,
    tallies: TalliesRepository,
  ) {
    this.casts = new CastBatcher(preparedStatement(ds, 'voting.cast'), preparedStatement(ds, 'voting.cast-many'), {
      maxInFlight: config.castStatementsInFlight,
      maxBatch: config.castBatchMax,
      // Committed: the tally versions move before any caller (or room) hears of it, one bump for
      // the whole statement.
      onCommitted: (results) => this.versions.bump({ districts: changedDistricts(results) }),
    });
    this.talliesStatement = tallies.in(preparedStatement(ds, 'voting.district-tallies'));
  }

  listVotes(userId: string): Promise<UserVote[]> {
    return this.votes.listForUser(userId);
  }

  /**
   * A personal cast (new vote or change). The vote, both tally buckets it moves and the
   * vote.cast.v1 event commit together in one statement; the new district tally is then pushed
   * to that district's watchers of the bill. A deadlock or serialization failure (nothing committed) is retried.
   */
  async castVote(userId: string, body: CastVoteBody): Promise<UserVote> {
    // An id not shaped like a bill id names no bill: answered without a query.
    if (!isBillId(body.billId)) throw notFound(VOTING_MESSAGES.billNotFound);
    const result = await this.casts.cast({ userId, billId: body.billId, vote: body.vote, eventId: randomUUID(), requestId: currentContext()?.requestId ?? null });
    castsTotal.inc({ status: result.status });
    if (result.status === 'bill_not_found') throw notFound(VOTING_MESSAGES.billNotFound);
    // Committed, and its tally versions already bumped by the batcher (onCommitted above).
    if (result.status !== 'unchanged' && result.tally) {
      const push: TallyChangedPush = { ...result.tally, district: result.district! };
      this.runtime.push.toRoom(rooms.billDistrict(body.billId, result.district!), SOCKET_EVENTS.tallyChanged, push);
    }
    return result.vote!;
  }

  listVotesWithBills(userId: string, q: VotesPageQuery): Promise<VoteWithBill[]> {
    return this.votes.pageWithBills(userId, q.limit, q.offset, q.voteType);
  }

  /** The votes someone cast themselves (not their archetype's), for their profile. */
  personalVotesOf(userId: string, limit: number): Promise<VoteWithBill[]> {
    return this.votes.pageWithBills(userId, limit, 0, 'personal');
  }

  districtTallies(userId: string, billIds: string[]): Promise<DistrictTally[]> {
    return this.talliesStatement.forVoter(userId, billIds);
  }

  /**
   * Records the voter profile the caller read from identity (it may arrive before identity's
   * event) and queues the population job for that profile version. Answers at once; the job
   * pushes `votes.populated` with the real counts when it is done.
   */
  async populateArchetypeVotes(userId: string, input: PopulateArchetypeVotesInput): Promise<PopulateArchetypeVotesResponse> {
    const archetypeKey = input.archetypeKey && isArchetypeKey(input.archetypeKey) ? input.archetypeKey : null;
    if (input.archetypeKey && !archetypeKey) logger().warn({ userId, key: input.archetypeKey }, 'unknown archetype key treated as none');
    const voter = await this.voters.upsert({ userId, district: input.congressionalDistrict, archetypeKey, observedAt: input.observedAt });
    // The voter's district may have moved: cached answers for this voter are no longer good.
    if (voter.changed) await this.versions.bump({ voters: [userId] });
    const current = await this.voters.profile(userId);
    if (!current?.archetypeKey && !voter.changed) return { votesAdded: 0, queued: false };
    await this.jobs.enqueuePopulate(userId, voter.version, currentContext()?.requestId);
    return { votesAdded: 0, queued: true };
  }
}

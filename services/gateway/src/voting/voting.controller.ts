import { Body, Controller, Get, Header, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  archetypeByName,
  BILLS,
  BILLS_GET_MANY_MAX,
  castVoteBody,
  districtVotesQuery,
  IDENTITY,
  VOTING,
  votesPageQuery,
  type BillListItem,
  type DistrictTally,
  type PopulateArchetypeVotesInput,
  type PopulateArchetypeVotesResponse,
  type PublicUser,
  type UserVote,
  type VoteWithBill,
} from '@civic/contracts';
import { logger, parseOrThrow, RpcClient } from '@civic/service-kit/edge';
import { CurrentUserId, RateLimited } from '../auth/guards';
import { BILLS_CLIENT, IDENTITY_CLIENT, VOTING_CLIENT } from '../clients';
import { POPULATE_USER, VOTE_USER } from '../auth/rate-limits';
import { TallyCache } from './tally-cache';
import { SessionReads } from '../auth/session-reads';

/** The answer for no bills asked. */
const EMPTY_LIST = Buffer.from('[]');

/** SPEC §7 vote calls. Signed-in users only (the guard's default); each acts on the caller's own votes. */
@Controller('api')
export class VotingController {
  constructor(
    @Inject(VOTING_CLIENT) private readonly voting: RpcClient,
    @Inject(IDENTITY_CLIENT) private readonly identity: RpcClient,
    @Inject(BILLS_CLIENT) private readonly bills: RpcClient,
    private readonly tallies: TallyCache,
    reads: SessionReads,
  ) {
    // The tally versions come with the session (one Redis round trip per read from memory).
    reads.declare('GET', '/api/district/votes', (userId) => tallies.versionKeys(userId));
  }

  /** GET /api/votes → UserVote[]: every vote of the caller, newest first. */
  @Get('votes')
  list(@CurrentUserId() userId: string): Promise<UserVote[]> {
    return this.voting.send<UserVote[]>(VOTING.listVotes, {}, userId);
  }

  /**
   * POST /api/votes {billId, vote} → UserVote. A personal cast; a change is sent as a new cast
   * (SPEC §4). 400 for a bad vote value, 404 'Bill not found' for a bill that is not active.
   */
  @RateLimited(VOTE_USER)
  @Post('votes')
  @HttpCode(200)
  cast(@CurrentUserId() userId: string, @Body() body: unknown): Promise<UserVote> {
    return this.voting.send<UserVote>(VOTING.castVote, parseOrThrow(castVoteBody, body ?? {}), userId);
  }

  /**
   * GET /api/votes/with-bills?limit=20&offset=0 → VoteWithBill[]. One voting call and ONE
   * bills getMany per page; if the bills service does not answer, the page still comes with the
   * bill's title and policy area from the voting read model.
   */
  @Get('votes/with-bills')
  async withBills(@CurrentUserId() userId: string, @Query() query: unknown): Promise<VoteWithBill[]> {
    const page = await this.voting.send<VoteWithBill[]>(VOTING.listVotesWithBills, parseOrThrow(votesPageQuery, query ?? {}), userId);
    if (!page.length) return page;
    const billIds = [...new Set(page.map((v) => v.billId))].slice(0, BILLS_GET_MANY_MAX);
    let bills: BillListItem[] = [];
    try {
      bills = await this.bills.send<BillListItem[]>(BILLS.getMany, { billIds }, userId);
    } catch (err) {
      logger().warn({ err }, 'bills getMany failed; votes listed with read-model bill fields only');
    }
    const byId = new Map(bills.map((b) => [b.billId, b]));
    return page.map((v) => {
      const full = byId.get(v.billId);
      return full ? { ...v, bill: { ...full, billId: v.billId, title: full.title || v.bill.title, policyArea: full.policyArea ?? v.bill.policyArea } } : v;
    });
  }

  /**
   * GET /api/district/votes?billIds=a,b → DistrictTally[] of the caller's district, in the order
   * asked; zeros for bills without votes. district null (and zeros) while the caller's is unknown.
   */
  @Get('district/votes')
  @Header('content-type', 'application/json; charset=utf-8')
  async districtVotes(@CurrentUserId() userId: string, @Query() query: unknown, @Req() req: FastifyRequest): Promise<Buffer> {
    const billIds = this.billIdsOf(query);
    if (!billIds.length) return EMPTY_LIST;
    // From memory while the versions say nothing changed (ADR 0009), else from the voting service;
    // answered as UTF-8 JSON (the cache keeps a hit's bytes, see TallyCache.readJson).
    return this.tallies.readJson(userId, billIds, () => this.voting.send<DistrictTally[]>(VOTING.districtTallies, { billIds }, userId), req);
  }

  /** Parsed `billIds` lists, by the query text: pages ask for the same few lists again and again. */
  private readonly parsedBillIds = new Map<string, string[]>();

  /** The query's bill ids (400 with the SPEC's message when bad); a list seen before is not parsed again. */
  private billIdsOf(query: unknown): string[] {
    const raw = query && typeof query === 'object' && Object.keys(query).length === 1 ? (query as { billIds?: unknown }).billIds : undefined;
    if (typeof raw !== 'string') return parseOrThrow(districtVotesQuery, query ?? {}).billIds;
    let billIds = this.parsedBillIds.get(raw);
    if (!billIds) {
      billIds = parseOrThrow(districtVotesQuery, query).billIds; // throws for a bad one: never kept
      if (this.parsedBillIds.size >= 1000) this.parsedBillIds.clear();
      this.parsedBillIds.set(raw, billIds);
    }
    return billIds;
  }

  /**
   * POST /api/user/populate-archetype-votes → 202 {votesAdded: 0, queued: true}. Hands the voter
   * profile identity holds right now to voting (it may beat identity's event there) and queues
   * the population; `votes.populated` is pushed to the user's room with the counts when done.
   */
  @RateLimited(POPULATE_USER)
  @Post('user/populate-archetype-votes')
  @HttpCode(202)
  async populate(@CurrentUserId() userId: string): Promise<PopulateArchetypeVotesResponse> {
    const observedAt = new Date().toISOString();
    const user = await this.identity.send<PublicUser>(IDENTITY.getUser, { userId }, userId);
    const input: PopulateArchetypeVotesInput = {
      archetypeKey: user.voterArchetype ? (archetypeByName(user.voterArchetype)?.key ?? null) : null,
      congressionalDistrict: user.congressionalDistrict || null,
      observedAt,
    };
    return this.voting.send<PopulateArchetypeVotesResponse>(VOTING.populateArchetypeVotes, input, userId);
  }
}

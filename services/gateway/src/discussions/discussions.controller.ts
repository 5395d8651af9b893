import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import {
  discussionCreate,
  discussionListQuery,
  DISCUSSIONS,
  discussionUpdate,
  feedMarksVersionKey,
  feedQuery,
  replyCreate,
  type DiscussionDetail,
  type DiscussionView,
  type FeedFlags,
  type FeedResponse,
  type ReplyView,
  type UpvoteResult,
} from '@civic/contracts';
import { parseOrThrow, RpcClient } from '@civic/service-kit/edge';
import { CurrentUserId, RateLimited } from '../auth/guards';
import { DISCUSSIONS_CLIENT } from '../clients';
import { POST_WRITES } from '../auth/rate-limits';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { ReadCache } from '../http/read-cache';
import { SessionReads, sessionReadsOr } from '../auth/session-reads';
import { REDIS } from '../core.module';
import { ReaderMarks } from './reader-marks';


/**
 * SPEC §7 discussion, reply and feed calls (signed-in users, the guard's default). Bodies and
 * queries are parsed here with the contract (400 with the SPEC's messages) and again by the
 * discussions service, which owns the rules.
 */
@Controller('api')
export class DiscussionsController {
  private readonly feedPages: ReadCache<SharedFeedPage>;
  private readonly readerMarks = new ReaderMarks();

  constructor(
    @Inject(DISCUSSIONS_CLIENT) private readonly discussions: RpcClient,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    reads: SessionReads,
  ) {
    this.feedPages = new ReadCache<SharedFeedPage>(config.FEED_CACHE_TTL_MS);
    // The reader's marks version comes with the session (one Redis round trip per feed read).
    reads.declare('GET', '/api/feed', (userId) => [feedMarksVersionKey(config.REDIS_PREFIX, userId)]);
  }

  /** GET /api/discussions?billId&billType (approved) or ?userParticipationOnly=true (own + replied-to). */
  @Get('discussions')
  list(@CurrentUserId() userId: string, @Query() query: unknown): Promise<DiscussionView[]> {
    return this.discussions.send(DISCUSSIONS.list, parseOrThrow(discussionListQuery, query ?? {}), userId);
  }

  @Get('discussions/:id')
  get(@CurrentUserId() userId: string, @Param('id') id: string): Promise<DiscussionDetail> {
    return this.discussions.send(DISCUSSIONS.get, { id }, userId);
  }

  @RateLimited(POST_WRITES)
  @Post('discussions')
  @HttpCode(201)
  create(@CurrentUserId() userId: string, @Body() body: unknown): Promise<DiscussionView> {
    return this.discussions.send(DISCUSSIONS.create, parseOrThrow(discussionCreate, body ?? {}), userId);
  }

  @RateLimited(POST_WRITES)
  @Put('discussions/:id')
  update(@CurrentUserId() userId: string, @Param('id') id: string, @Body() body: unknown): Promise<DiscussionView> {
    return this.discussions.send(DISCUSSIONS.update, { id, changes: parseOrThrow(discussionUpdate, body ?? {}) }, userId);
  }

  @RateLimited(POST_WRITES)
  @Delete('discussions/:id')
  @HttpCode(204)
  async delete(@CurrentUserId() userId: string, @Param('id') id: string): Promise<void> {
    await this.discussions.send(DISCUSSIONS.delete, { id }, userId);
  }

  @RateLimited(POST_WRITES)
  @Post('discussions/:id/upvote')
  upvote(@CurrentUserId() userId: string, @Param('id') id: string): Promise<UpvoteResult> {
    return this.discussions.send(DISCUSSIONS.upvote, { id, on: true }, userId);
  }

  @RateLimited(POST_WRITES)
  @Delete('discussions/:id/upvote')
  removeUpvote(@CurrentUserId() userId: string, @Param('id') id: string): Promise<UpvoteResult> {
    return this.discussions.send(DISCUSSIONS.upvote, { id, on: false }, userId);
  }

  @Get('discussions/:id/replies')
  replies(@CurrentUserId() userId: string, @Param('id') id: string): Promise<ReplyView[]> {
    return this.discussions.send(DISCUSSIONS.listReplies, { id }, userId);
  }

  @RateLimited(POST_WRITES)
  @Post('discussions/:id/replies')
  @HttpCode(201)
  reply(@CurrentUserId() userId: string, @Param('id') id: string, @Body() body: unknown): Promise<ReplyView> {
    return this.discussions.send(DISCUSSIONS.createReply, { id, body: parseOrThrow(replyCreate, body ?? {}) }, userId);
  }

  @RateLimited(POST_WRITES)
  @Put('discussion-replies/:id')
  updateReply(@CurrentUserId() userId: string, @Param('id') id: string, @Body() body: unknown): Promise<ReplyView> {
    return this.discussions.send(DISCUSSIONS.updateReply, { id, changes: parseOrThrow(replyCreate, body ?? {}) }, userId);
  }

  @RateLimited(POST_WRITES)
  @Delete('discussion-replies/:id')
  @HttpCode(204)
  async deleteReply(@CurrentUserId() userId: string, @Param('id') id: string): Promise<void> {
    await this.discussions.send(DISCUSSIONS.deleteReply, { id }, userId);
  }

  @RateLimited(POST_WRITES)
  @Post('discussion-replies/:id/upvote')
  upvoteReply(@CurrentUserId() userId: string, @Param('id') id: string): Promise<UpvoteResult> {
    return this.discussions.send(DISCUSSIONS.upvoteReply, { id, on: true }, userId);
  }

  @RateLimited(POST_WRITES)
  @Delete('discussion-replies/:id/upvote')
  removeReplyUpvote(@CurrentUserId() userId: string, @Param('id') id: string): Promise<UpvoteResult> {
    return this.discussions.send(DISCUSSIONS.upvoteReply, { id, on: false }, userId);
  }

  /**
   * GET /api/feed?limit=20&offset=0 → {discussions, lastUpdated}, by bridging rank. The ranked
   * page is the same for everyone, so it is shared from memory for FEED_CACHE_TTL_MS; a reader's
   * own marks (upvoted, replied) are kept per reader only while their marks version is unchanged
   * (the discussions service moves it after each of their upvotes and replies), so they show on
   * the reader's very next read.
   */
  @Get('feed')
  async feed(@CurrentUserId() userId: string, @Query() query: unknown, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const { limit, offset } = parseOrThrow(feedQuery, query ?? {});
    const [shared, [version]] = await Promise.all([
      this.feedPages.get(`${limit}:${offset}`, async () => sharedFeedPage(await this.discussions.send<FeedResponse>(DISCUSSIONS.feedPage, { limit, offset }, userId))),
      sessionReadsOr(req, [feedMarksVersionKey(this.config.REDIS_PREFIX, userId)], (keys) => this.redis.mget(keys)),
    ]);
    const ids = shared.page.discussions.map((d) => d.id);
    const flags = await this.readerMarks.get(userId, version ?? '0', ids, (missing) =>
      this.discussions.send<FeedFlags>(DISCUSSIONS.feedFlags, { ids: missing }, userId),
    );
    void reply.type('application/json; charset=utf-8');
    // Most readers have marked nothing on a page: then the shared encoding (every mark false) is
    // their answer as it is, with no serializing per read.
    return flags.upvoted.length || flags.commented.length ? Buffer.from(JSON.stringify(withMarks(shared.page, flags))) : shared.json;
  }
}

/** A ranked page as everyone sees it (no marks), with its JSON encoded once. */
interface SharedFeedPage {
  page: FeedResponse;
  json: Buffer;
}

function sharedFeedPage(page: FeedResponse): SharedFeedPage {
  const unmarked = withMarks(page, { upvoted: [], commented: [] });
  return { page: unmarked, json: Buffer.from(JSON.stringify(unmarked)) };
}

/** A shared feed page with one reader's marks. */
function withMarks(page: FeedResponse, flags: FeedFlags): FeedResponse {
  const upvoted = new Set(flags.upvoted);
  const commented = new Set(flags.commented);
  return { ...page, discussions: page.discussions.map((d) => ({ ...d, userVoted: upvoted.has(d.id), userCommented: commented.has(d.id) })) };
}

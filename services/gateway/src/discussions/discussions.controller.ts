import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import {
  discussionCreate,
  discussionListQuery,
  DISCUSSIONS,
  discussionUpdate,
  feedQuery,
  replyCreate,
  type DiscussionDetail,
  type DiscussionView,
  type FeedResponse,
  type ReplyView,
  type UpvoteResult,
} from '@civic/contracts';
import { parseOrThrow, RpcClient } from '@civic/service-kit';
import { CurrentUserId, RateLimited } from '../auth/guards';
import { rpcClientToken } from '../clients';
import { POST_WRITES } from '../auth/rate-limits';

const DISCUSSIONS_CLIENT = rpcClientToken('discussions');

/**
 * SPEC §7 discussion, reply and feed calls (signed-in users, the guard's default). Bodies and
 * queries are parsed here with the contract (400 with the SPEC's messages) and again by the
 * discussions service, which owns the rules.
 */
@Controller('api')
export class DiscussionsController {
  constructor(@Inject(DISCUSSIONS_CLIENT) private readonly discussions: RpcClient) {}

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

  /** GET /api/feed?limit=20&offset=0 → {discussions, lastUpdated}, by bridging rank. */
  @Get('feed')
  feed(@CurrentUserId() userId: string, @Query() query: unknown): Promise<FeedResponse> {
    return this.discussions.send(DISCUSSIONS.feed, parseOrThrow(feedQuery, query ?? {}), userId);
  }
}

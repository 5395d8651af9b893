import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import {
  appealBody,
  DISCUSSIONS_REVIEW,
  reportBody,
  reviewDecisionBody,
  reviewLogQuery,
  type AgreementRow,
  type ReviewLogEntry,
  type ReviewQueue,
  type ReviewQueueItem,
} from '@civic/contracts';
import { parseOrThrow, RpcClient } from '@civic/service-kit';
import { CurrentUserId, RateLimited } from '../auth/guards';
import { POST_WRITES } from '../auth/rate-limits';
import { rpcClientToken } from '../clients';
import { Operators } from './operators';

/** How much of the queue one page shows: the oldest first, which is what an operator works on. */
const QUEUE_SHOWN = 200;

/**
 * People in the loop (ADR 0020). Reports and appeals are for signed-in users (the owning service
 * checks who may); /api/review/* is for operators only, 404 for everyone else. The queue is
 * composed from one batched call to each service that owns reviewable items (discussions holds
 * discussions and replies).
 */
@Controller('api')
export class ReviewController {
  constructor(
    @Inject(rpcClientToken('discussions')) private readonly discussions: RpcClient,
    private readonly operators: Operators,
  ) {}

  /** POST /api/reports → 201 {reported, hidden}; once per user and item; the service also limits reports per hour (429). */
  @RateLimited(POST_WRITES)
  @Post('reports')
  @HttpCode(201)
  report(@CurrentUserId() userId: string, @Body() body: unknown): Promise<{ reported: true; hidden: boolean }> {
    return this.discussions.send(DISCUSSIONS_REVIEW.report, parseOrThrow(reportBody, body ?? {}), userId);
  }

  /** POST /api/appeals → 201 {appealed}; the author of a rejected item, once. */
  @RateLimited(POST_WRITES)
  @Post('appeals')
  @HttpCode(201)
  appeal(@CurrentUserId() userId: string, @Body() body: unknown): Promise<{ appealed: true }> {
    return this.discussions.send(DISCUSSIONS_REVIEW.appeal, parseOrThrow(appealBody, body ?? {}), userId);
  }

  /** GET /api/review/access → {operator: true}; the web shows the Review link on it. */
  @Get('review/access')
  async access(@CurrentUserId() userId: string): Promise<{ operator: true }> {
    await this.operators.assert(userId);
    return { operator: true };
  }

  /** GET /api/review/queue → held, reported and appealed items of every owning service, oldest first. */
  @Get('review/queue')
  async queue(@CurrentUserId() userId: string): Promise<ReviewQueue> {
    await this.operators.assert(userId);
    const [posts] = await Promise.all([this.discussions.send<ReviewQueueItem[]>(DISCUSSIONS_REVIEW.queue, { limit: QUEUE_SHOWN }, userId)]);
    const items = [...posts].sort((a, b) => a.since.localeCompare(b.since)).slice(0, QUEUE_SHOWN);
    return { items };
  }

  /** POST /api/review/decisions {itemType, itemId, action, reason} → the log entry written. */
  @RateLimited(POST_WRITES)
  @Post('review/decisions')
  @HttpCode(201)
  async decide(@CurrentUserId() userId: string, @Body() body: unknown): Promise<ReviewLogEntry> {
    await this.operators.assert(userId);
    return this.discussions.send(DISCUSSIONS_REVIEW.decide, parseOrThrow(reviewDecisionBody, body ?? {}), userId);
  }

  /** GET /api/review/log?limit&offset → the moderation log, newest first. */
  @Get('review/log')
  async log(@CurrentUserId() userId: string, @Query() query: unknown): Promise<ReviewLogEntry[]> {
    await this.operators.assert(userId);
    return this.discussions.send(DISCUSSIONS_REVIEW.log, parseOrThrow(reviewLogQuery, query ?? {}), userId);
  }

  /** GET /api/review/agreement → how often people agreed with the AI, per provider and model. */
  @Get('review/agreement')
  async agreement(@CurrentUserId() userId: string): Promise<AgreementRow[]> {
    await this.operators.assert(userId);
    return this.discussions.send(DISCUSSIONS_REVIEW.agreement, {}, userId);
  }
}

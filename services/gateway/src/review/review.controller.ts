import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import {
  appealBody,
  BILLS_REVIEW,
  DISCUSSIONS_REVIEW,
  IDENTITY,
  reportBody,
  REVIEW_OWNER,
  reviewDecisionBody,
  reviewLogQuery,
  SOCIAL_REVIEW,
  type AgreementRow,
  type PublicUser,
  type ReviewItemType,
  type ReviewOwner,
  type ReviewLogEntry,
  type ReviewQueue,
  type ReviewQueueItem,
} from '@civic/contracts';
import { parseOrThrow, RpcClient } from '@civic/service-kit/edge';
import { CurrentUserId, RateLimited } from '../auth/guards';
import { POST_WRITES } from '../auth/rate-limits';
import { IDENTITY_CLIENT, rpcClientToken } from '../clients';
import { OperatorsOnly } from './operators';

/** How much of the queue one page shows: the oldest first, which is what an operator works on. */
const QUEUE_SHOWN = 200;

/**
 * People in the loop (ADR 0020). Reports and appeals are for signed-in users (the owning service
 * checks who may); /api/review/* is @OperatorsOnly, 404 for everyone else. The queue, the log
 * and the agreement are composed from one batched call to each service that owns reviewable items
 * (discussions: discussions and replies; bills: user bills; social-graph: partner events held by the
 * AI, ADR 0031); a decision goes to the item's owner. Bills and social-graph keep no names of
 * their own here, so their items' authors and their logs' actors are named from identity.
 */
@Controller('api')
export class ReviewController {
  private readonly owners: Record<ReviewOwner, { client: RpcClient; patterns: typeof DISCUSSIONS_REVIEW | typeof BILLS_REVIEW | typeof SOCIAL_REVIEW }>;

  constructor(
    @Inject(rpcClientToken('discussions')) discussions: RpcClient,
    @Inject(rpcClientToken('bills')) bills: RpcClient,
    @Inject(rpcClientToken('social-graph')) social: RpcClient,
    @Inject(IDENTITY_CLIENT) private readonly identity: RpcClient,
  ) {
    this.owners = {
      discussions: { client: discussions, patterns: DISCUSSIONS_REVIEW },
      bills: { client: bills, patterns: BILLS_REVIEW },
      'social-graph': { client: social, patterns: SOCIAL_REVIEW },
    };
  }

  /** POST /api/reports → 201 {reported, hidden}; once per user and item; the owner also limits reports per hour (429). */
  @RateLimited(POST_WRITES)
  @Post('reports')
  @HttpCode(201)
  report(@CurrentUserId() userId: string, @Body() body: unknown): Promise<{ reported: true; hidden: boolean }> {
    const input = parseOrThrow(reportBody, body ?? {});
    return this.send(input.itemType, 'report', input, userId);
  }

  /** POST /api/appeals → 201 {appealed}; the author of a rejected item, once. */
  @RateLimited(POST_WRITES)
  @Post('appeals')
  @HttpCode(201)
  appeal(@CurrentUserId() userId: string, @Body() body: unknown): Promise<{ appealed: true }> {
    const input = parseOrThrow(appealBody, body ?? {});
    return this.send(input.itemType, 'appeal', input, userId);
  }

  /** GET /api/review/access → {operator: true}; the web shows the Review link on it. */
  @OperatorsOnly()
  @Get('review/access')
  access(): { operator: true } {
    return { operator: true };
  }

  /** GET /api/review/queue → held, reported and appealed items of every owning service, oldest first. */
  @OperatorsOnly()
  @Get('review/queue')
  async queue(@CurrentUserId() userId: string): Promise<ReviewQueue> {
    const [posts, bills, events] = await Promise.all([
      this.owners.discussions.client.send<ReviewQueueItem[]>(DISCUSSIONS_REVIEW.queue, { limit: QUEUE_SHOWN }, userId),
      this.owners.bills.client.send<ReviewQueueItem[]>(BILLS_REVIEW.queue, { limit: QUEUE_SHOWN }, userId),
      this.owners['social-graph'].client.send<ReviewQueueItem[]>(SOCIAL_REVIEW.queue, { limit: QUEUE_SHOWN }, userId),
    ]);
    const unnamed = [...bills, ...events];
    const names = await this.names(unnamed.map((b) => b.author.id), userId);
    const named = unnamed.map((b) => ({ ...b, author: { id: b.author.id, name: names.get(b.author.id) ?? '' } }));
    const items = [...posts, ...named].sort((a, b) => a.since.localeCompare(b.since)).slice(0, QUEUE_SHOWN);
    return { items };
  }

  /** POST /api/review/decisions {itemType, itemId, action, reason} → the log entry written. */
  @RateLimited(POST_WRITES)
  @OperatorsOnly()
  @Post('review/decisions')
  @HttpCode(201)
  async decide(@CurrentUserId() userId: string, @Body() body: unknown): Promise<ReviewLogEntry> {
    const input = parseOrThrow(reviewDecisionBody, body ?? {});
    const entry = await this.send<ReviewLogEntry>(input.itemType, 'decide', input, userId);
    if (entry.actor && !entry.actor.name) entry.actor.name = (await this.names([entry.actor.id], userId)).get(entry.actor.id) ?? '';
    return entry;
  }

  /** GET /api/review/log?limit&offset → the moderation log of every owner, newest first. */
  @OperatorsOnly()
  @Get('review/log')
  async log(@CurrentUserId() userId: string, @Query() query: unknown): Promise<ReviewLogEntry[]> {
    const { limit, offset } = parseOrThrow(reviewLogQuery, query ?? {});
    // Each owner's first offset+limit rows hold the merged page's rows.
    const window = { limit: limit + offset, offset: 0 };
    const [posts, bills, events] = await Promise.all([
      this.owners.discussions.client.send<ReviewLogEntry[]>(DISCUSSIONS_REVIEW.log, window, userId),
      this.owners.bills.client.send<ReviewLogEntry[]>(BILLS_REVIEW.log, window, userId),
      this.owners['social-graph'].client.send<ReviewLogEntry[]>(SOCIAL_REVIEW.log, window, userId),
    ]);
    const unnamed = [...bills, ...events];
    const names = await this.names(unnamed.flatMap((e) => (e.actor ? [e.actor.id] : [])), userId);
    const named = unnamed.map((e) => (e.actor ? { ...e, actor: { id: e.actor.id, name: names.get(e.actor.id) ?? '' } } : e));
    return [...posts, ...named].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(offset, offset + limit);
  }

  /** GET /api/review/agreement → how often people agreed with the AI, per provider and model (posts, bills and events together). */
  @OperatorsOnly()
  @Get('review/agreement')
  async agreement(@CurrentUserId() userId: string): Promise<AgreementRow[]> {
    const parts = await Promise.all(Object.values(this.owners).map((o) => o.client.send<AgreementRow[]>(o.patterns.agreement, {}, userId)));
    const rows = new Map<string, AgreementRow>();
    for (const r of parts.flat()) {
      const key = `${r.provider}\u0000${r.model}`;
      const sum = rows.get(key) ?? { provider: r.provider, model: r.model, decisions: 0, agreed: 0, held: 0 };
      rows.set(key, { ...sum, decisions: sum.decisions + r.decisions, agreed: sum.agreed + r.agreed, held: sum.held + r.held });
    }
    return [...rows.values()].sort((a, b) => a.provider.localeCompare(b.provider) || a.model.localeCompare(b.model));
  }

  private send<T>(itemType: ReviewItemType, action: 'report' | 'appeal' | 'decide', input: unknown, userId: string): Promise<T> {
    const owner = this.owners[REVIEW_OWNER[itemType]];
    return owner.client.send<T>(owner.patterns[action], input, userId);
  }

  /** One identity call for the names of these users. */
  private async names(ids: string[], userId: string): Promise<Map<string, string>> {
    const userIds = [...new Set(ids)];
    if (!userIds.length) return new Map();
    const users = await this.identity.send<PublicUser[]>(IDENTITY.getUsers, { userIds }, userId);
    return new Map(users.map((u) => [u.id, u.name ?? '']));
  }
}

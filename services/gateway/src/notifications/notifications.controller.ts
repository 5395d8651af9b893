import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import { NOTIFICATIONS, notificationsQuery, partnerContactBody, unreadCountVersionKey, type NotificationView, type UnreadCount } from '@civic/contracts';
import { parseOrThrow, RpcClient } from '@civic/service-kit/edge';
import { CurrentUserId, Public, RateLimited } from '../auth/guards';
import { NOTIFICATIONS_CLIENT } from '../clients';
import { NOTIFICATION_READS, PARTNER_CONTACT_IP } from '../auth/rate-limits';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { REDIS } from '../core.module';
import { VersionedCache } from '../http/versioned-cache';
import { SessionReads, sessionReadsOr } from '../auth/session-reads';

/** Longest an unread count is answered from memory if a version bump were lost. */
const COUNT_MAX_AGE_MS = 60_000;


/** SPEC §7 notification calls (signed-in users) and the partner-contact form (anyone). */
@Controller('api')
export class NotificationsController {
  /** Unread counts as the JSON text sent: a hit is written out without serializing again. */
  private readonly counts = new VersionedCache<Buffer>(COUNT_MAX_AGE_MS);

  constructor(
    @Inject(NOTIFICATIONS_CLIENT) private readonly notifications: RpcClient,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    reads: SessionReads,
  ) {
    // The count's version comes with the session (one Redis round trip per poll).
    reads.declare('GET', '/api/notifications', (userId) => [unreadCountVersionKey(config.REDIS_PREFIX, userId)]);
  }

  /**
   * GET /api/notifications?limit=20&offset=0 → NotificationView[]; ?view=unread-count → {count}.
   * Every open tab polls the count, so it is answered from memory while the user's count version
   * (moved by the notifications service on each new notification and each read) is unchanged.
   */
  @Get('notifications')
  async list(
    @CurrentUserId() userId: string,
    @Query() query: unknown,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NotificationView[] | Buffer> {
    const parsed = parseOrThrow(notificationsQuery, query ?? {});
    if (!('view' in parsed)) return this.notifications.send(NOTIFICATIONS.list, parsed, userId);
    const [version] = await sessionReadsOr(req, [unreadCountVersionKey(this.config.REDIS_PREFIX, userId)], (keys) => this.redis.mget(keys));
    const count = await this.counts.get(userId, version ?? '0', async () =>
      Buffer.from(JSON.stringify(await this.notifications.send<UnreadCount>(NOTIFICATIONS.unreadCount, {}, userId))),
    );
    void reply.type('application/json; charset=utf-8');
    return count;
  }

  /** PUT /api/notifications/read-all → 204 (before :id/read, so 'read-all' is never an id). */
  @RateLimited(NOTIFICATION_READS)
  @Put('notifications/read-all')
  @HttpCode(204)
  async markAllRead(@CurrentUserId() userId: string): Promise<void> {
    await this.notifications.send(NOTIFICATIONS.markAllRead, {}, userId);
  }

  /** PUT /api/notifications/{id}/read → 204 (own only; 404 'Notification not found'). */
  @RateLimited(NOTIFICATION_READS)
  @Put('notifications/:id/read')
  @HttpCode(204)
  async markRead(@CurrentUserId() userId: string, @Param('id') id: string): Promise<void> {
    await this.notifications.send(NOTIFICATIONS.markRead, { id }, userId);
  }

  /** POST /api/partner-contact → 201 (signed out allowed; stored, then mailed when SMTP is set up). */
  @Public()
  @RateLimited(PARTNER_CONTACT_IP)
  @Post('partner-contact')
  @HttpCode(201)
  partnerContact(@Body() body: unknown): Promise<{ id: string }> {
    return this.notifications.send(NOTIFICATIONS.partnerContact, parseOrThrow(partnerContactBody, body ?? {}));
  }
}

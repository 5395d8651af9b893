import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { NOTIFICATIONS, notificationsQuery, partnerContactBody, type NotificationView, type UnreadCount } from '@civic/contracts';
import { parseOrThrow, RpcClient } from '@civic/service-kit';
import { CurrentUserId, Public, RateLimited } from '../auth/guards';
import { rpcClientToken } from '../clients';
import { PARTNER_CONTACT_IP } from '../auth/rate-limits';

const NOTIFICATIONS_CLIENT = rpcClientToken('notifications');

/** SPEC §7 notification calls (signed-in users) and the partner-contact form (anyone). */
@Controller('api')
export class NotificationsController {
  constructor(@Inject(NOTIFICATIONS_CLIENT) private readonly notifications: RpcClient) {}

  /** GET /api/notifications?limit=20&offset=0 → NotificationView[]; ?view=unread-count → {count}. */
  @Get('notifications')
  list(@CurrentUserId() userId: string, @Query() query: unknown): Promise<NotificationView[] | UnreadCount> {
    return this.notifications.send(NOTIFICATIONS.list, parseOrThrow(notificationsQuery, query ?? {}), userId);
  }

  /** PUT /api/notifications/read-all → 204 (before :id/read, so 'read-all' is never an id). */
  @Put('notifications/read-all')
  @HttpCode(204)
  async markAllRead(@CurrentUserId() userId: string): Promise<void> {
    await this.notifications.send(NOTIFICATIONS.markAllRead, {}, userId);
  }

  /** PUT /api/notifications/{id}/read → 204 (own only; 404 'Notification not found'). */
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

import { Injectable } from '@nestjs/common';
import { COMMUNITY_MESSAGES, isUuid, type NotificationView, type UnreadCount } from '@civic/contracts';
import { notFound } from '@civic/service-kit';
import { LiveNotifications } from './live-notifications';
import { NotificationsRepository } from './notifications.repository';


/** A user's own notifications: pages, the unread count, marking read (each change moves the live count). */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly live: LiveNotifications,
  ) {}

  page(userId: string, limit: number, offset: number): Promise<NotificationView[]> {
    return this.notifications.page(userId, limit, offset);
  }

  async unreadCount(userId: string): Promise<UnreadCount> {
    return { count: await this.notifications.unreadCount(userId) };
  }

  async markRead(userId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.notifications.markRead(userId, id))) throw notFound(COMMUNITY_MESSAGES.notificationNotFound);
    await this.live.count(userId);
  }

  async markAllRead(userId: string): Promise<void> {
    await this.notifications.markAllRead(userId);
    await this.live.count(userId);
  }
}

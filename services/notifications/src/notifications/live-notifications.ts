import { Injectable } from '@nestjs/common';
import { rooms, SOCKET_EVENTS, type UnreadCount } from '@civic/contracts';
import { ServiceRuntime } from '@civic/service-kit';
import { NotificationsRepository } from './notifications.repository';

/** Tells a user's sockets about new notifications and their unread count. */
@Injectable()
export class LiveNotifications {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly runtime: ServiceRuntime,
  ) {}

  /** Each new notification to its recipient, then every recipient's new unread count. */
  async created(created: Array<{ id: string; user_id: string }>): Promise<void> {
    for (const view of await this.notifications.views(created.map((c) => c.id))) {
      this.runtime.push.toRoom(rooms.user(view.userId), SOCKET_EVENTS.notificationCreated, view);
    }
    for (const userId of new Set(created.map((c) => c.user_id))) await this.count(userId);
  }

  async count(userId: string): Promise<void> {
    const push: UnreadCount = { count: await this.notifications.unreadCount(userId) };
    this.runtime.push.toRoom(rooms.user(userId), SOCKET_EVENTS.notificationCount, push);
  }
}

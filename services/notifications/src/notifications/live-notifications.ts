import { Injectable } from '@nestjs/common';
import { presenceKey, rooms, SOCKET_EVENTS, unreadCountVersionKey, type UnreadCount } from '@civic/contracts';
import { logger, ServiceRuntime } from '@civic/service-kit';
import { NotificationsRepository } from './notifications.repository';

/** Recipients read and pushed at once after a fan-out. */
const BATCH = 2000;

/**
 * Tells a user's sockets about new notifications and their unread count, and moves the users'
 * count versions first, so the gateway's next count read loads the new count.
 */
@Injectable()
export class LiveNotifications {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly runtime: ServiceRuntime,
  ) {}

  /**
   * Each new notification to its recipient, then every recipient's new unread count, for the
   * recipients with an open socket (the rest read on their next visit); a fan-out to many is
   * read in batches (two queries per batch, not two per recipient).
   */
  async created(created: Array<{ id: string; user_id: string }>): Promise<void> {
    for (let i = 0; i < created.length; i += BATCH) {
      const slice = created.slice(i, i + BATCH);
      const recipients = [...new Set(slice.map((c) => c.user_id))];
      await this.bumpCounts(recipients);
      const online = new Set(await this.online(recipients));
      const batch = slice.filter((c) => online.has(c.user_id));
      if (!batch.length) continue;
      for (const view of await this.notifications.views(batch.map((c) => c.id))) {
        this.runtime.push.toRoom(rooms.user(view.userId), SOCKET_EVENTS.notificationCreated, view);
      }
      for (const [userId, count] of await this.notifications.unreadCounts([...new Set(batch.map((c) => c.user_id))])) {
        this.runtime.push.toRoom(rooms.user(userId), SOCKET_EVENTS.notificationCount, { count } satisfies UnreadCount);
      }
    }
  }

  async count(userId: string): Promise<void> {
    await this.bumpCounts([userId]);
    const push: UnreadCount = { count: await this.notifications.unreadCount(userId) };
    this.runtime.push.toRoom(rooms.user(userId), SOCKET_EVENTS.notificationCount, push);
  }

  private bumpCounts(userIds: string[]): Promise<void> {
    return this.runtime.bumpVersions(userIds.map((id) => unreadCountVersionKey(this.runtime.redisPrefix, id)));
  }

  /** Which of these users have a socket open on some gateway (presenceKey); all of them if that cannot be read. */
  private async online(userIds: string[]): Promise<string[]> {
    try {
      const counts = await this.runtime.pushRedis.hmget(presenceKey(this.runtime.redisPrefix), ...userIds);
      return userIds.filter((_, i) => Number(counts[i] ?? 0) > 0);
    } catch (err) {
      logger().warn({ err }, 'presence unreadable; pushing to every recipient');
      return userIds;
    }
  }
}

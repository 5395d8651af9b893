import { z } from 'zod';
import { partnerContactBody } from './http/partner-contact';
import { notificationsQuery } from './http/community';

/**
 * RPC patterns of the notifications service (the acting user in ctx.userId, except partner contact).
 *   list            NotificationsQuery (page)    → NotificationView[]
 *   unreadCount     {}                           → UnreadCount
 *   markRead        {id}                         → {read: true} (own; 404 otherwise)
 *   markAllRead     {}                           → {read: true}
 *   partnerContact  PartnerContactBody           → {id} (no user needed)
 */
export const NOTIFICATIONS = {
  list: 'notifications.list',
  unreadCount: 'notifications.unread-count',
  markRead: 'notifications.mark-read',
  markAllRead: 'notifications.mark-all-read',
  partnerContact: 'notifications.partner-contact',
} as const;

/** BullMQ queues the notifications service owns (besides its inbox). */
export const NOTIFICATIONS_QUEUES = {
  /** Jobs: `write` {fanoutId}: one queued fan-out (notifications.fanouts), written chunk by chunk. */
  fanouts: 'notifications.fanouts',
} as const;

export const notificationIdInput = z.object({ id: z.string().max(100) });
export { notificationsQuery as notificationsListInput, partnerContactBody as partnerContactInput };

/**
 * Redis key whose value moves whenever a user's unread count may have changed (a notification
 * for them, one read, all read): the gateway answers the count from memory while it is unchanged.
 */
export const unreadCountVersionKey = (redisPrefix: string, userId: string) => `${redisPrefix}:unread-count:${userId}`;

import type { UserBill } from './http/user-bills';
import type { DiscussionView, ReplyView } from './http/discussions';

/** Socket.IO rooms and events. Servers emit through the Redis emitter; the web client listens. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  /**
   * One district's watchers of a bill: a tally is district information (its counts and the
   * moment each vote moves them), so each district's pushes reach only that district's sockets.
   */
  billDistrict: (billId: string, district: string) => `bill:${billId}:district:${district}`,
  discussion: (discussionId: string) => `discussion:${discussionId}`,
};

/**
 * Redis hash of users with an open socket (user id → number of sockets, over every gateway
 * replica). Senders of large fan-outs push only to them; everyone else reads on their next visit.
 * A replica that dies without closing its sockets has its share subtracted by the others once its
 * heartbeat stops (the gateway's live/presence.ts).
 */
export const presenceKey = (redisPrefix: string) => `${redisPrefix}:presence`;

export const SOCKET_EVENTS = {
  /** Sent to a user's own room right after the socket joins: proves the live channel works. */
  ready: 'session.ready',
  /** Voting → the user's room: archetype votes were registered or recomputed (VotesPopulatedPush). */
  votesPopulated: 'votes.populated',
  /** Voting → the bill's room: a personal vote moved this district's tally (TallyChangedPush). */
  tallyChanged: 'votes.tally-changed',
  /** Bills → the author's room: a verdict was applied to their user bill (UserBillModeratedPush). */
  userBillModerated: 'user-bills.moderated',
  /** Discussions → the author's room: a verdict was applied to their discussion (DiscussionModeratedPush). */
  discussionModerated: 'discussions.moderated',
  /** Discussions → the author's room: a verdict was applied to their reply (ReplyModeratedPush). */
  replyModerated: 'replies.moderated',
  /** Discussions → the discussion's room: a reply was approved there (ReplyView), so open pages show it. */
  replyAdded: 'replies.added',
  /** Social-graph → the publisher's room: a verdict was applied to their partner event (PartnerEventModeratedPush). */
  partnerEventModerated: 'partner-events.moderated',
  /** Notifications → the user's room: a new notification (NotificationView). */
  notificationCreated: 'notifications.created',
  /** Notifications → the user's room: the unread count changed (UnreadCount). */
  notificationCount: 'notifications.count',
} as const;

export interface DiscussionModeratedPush {
  discussion: DiscussionView;
}
export interface ReplyModeratedPush {
  reply: ReplyView;
}

/** The bill as it now stands (status, scores, feedback), so the client patches it in place. */
export interface UserBillModeratedPush {
  bill: UserBill;
}

/**
 * Client → gateway: follow or stop following a bill's live tally ({ billId }). The gateway joins
 * the socket to (or removes it from) the bill's room; the acknowledgement says whether it did.
 */
export const SOCKET_REQUESTS = {
  watchBill: 'bill.watch',
  unwatchBill: 'bill.unwatch',
} as const;

/** Bill rooms one socket may follow at once (a page shows a handful; more is abuse). */
export const MAX_WATCHED_BILLS = 50;

export interface WatchBillRequest {
  billId: string;
}
export interface WatchBillAck {
  ok: boolean;
  error?: string;
}

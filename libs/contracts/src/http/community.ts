import { z } from 'zod';
import { queryInt } from './bills';
import { voteValue, voteType } from './voting';
import { userBillStatus } from './user-bills';

/**
 * Community (SPEC §3 user profile, activity, user_follow, followed-user reply, event,
 * notification; §7 the calls). Follows, profiles and local events are owned by the social-graph
 * service, notifications and partner-contact messages by the notifications service.
 *
 *   POST | DELETE /api/users/{id}/follow            → FollowState (idempotent; not yourself)
 *   GET  /api/users/{id}/is-following               → { isFollowing }
 *   GET  /api/users/{id}/profile                    → UserProfile (404 unknown user)
 *   GET  /api/users/{id}/activity                   → UserActivity
 *   GET  /api/users/{id}/followers | /following     → FollowedUser[]
 *   GET  /api/following/replies                     → FollowedUserReply[] newest first
 *   GET  /api/events                                → LocalEventsResponse (the caller's district)
 *   POST | DELETE /api/events/{id}/rsvp             → LocalEvent
 *   GET  /api/events/{id}/calendar.ics              → text/calendar
 *   GET  /api/notifications?limit&offset            → NotificationView[] newest first
 *   GET  /api/notifications?view=unread-count       → { count }
 *   PUT  /api/notifications/{id}/read               (own) → 204
 *   PUT  /api/notifications/read-all                → 204
 *   POST /api/partner-contact  PartnerContactBody   (signed out allowed) → 201
 *
 * Live: SOCKET_EVENTS.notificationCreated and notificationCount to the user's room.
 */

export const COMMUNITY_MESSAGES = {
  userNotFound: 'User not found',
  followSelf: 'You cannot follow yourself',
  eventNotFound: 'Event not found',
  eventFull: 'This event is full',
  eventPast: 'This event has already taken place',
  noDistrict: 'Add your address to see events in your district',
  notificationNotFound: 'Notification not found',
  limit: 'limit must be a whole number from 1 to 100',
  offset: 'offset must be a whole number, 0 or more',
  view: "view must be 'unread-count'",
} as const;

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const followState = z.object({ isFollowing: z.boolean(), followerCount: z.number().int().min(0) });
export type FollowState = z.infer<typeof followState>;

export const userProfile = z.object({
  id: z.uuid(),
  name: z.string(),
  voterArchetype: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  followerCount: z.number().int().min(0),
  followingCount: z.number().int().min(0),
});
export type UserProfile = z.infer<typeof userProfile>;

export const userActivity = z.object({
  votes: z.array(z.object({ id: z.string(), billId: z.string(), billTitle: z.string().nullable(), voteType: voteValue, kind: voteType, createdAt: z.iso.datetime() })),
  arguments: z.array(z.object({ id: z.uuid(), billId: z.string(), position: z.enum(['for', 'against']).nullable(), title: z.string(), content: z.string(), createdAt: z.iso.datetime() })),
  submittedBills: z.array(z.object({ id: z.uuid(), title: z.string(), description: z.string(), moderationStatus: userBillStatus, submissionDate: z.iso.datetime() })),
});
export type UserActivity = z.infer<typeof userActivity>;

export const followedUser = z.object({ id: z.uuid(), name: z.string(), voterArchetype: z.string().nullable(), city: z.string().nullable(), state: z.string().nullable() });
export type FollowedUser = z.infer<typeof followedUser>;

export const followedUserReply = z.object({
  id: z.uuid(),
  content: z.string(),
  upvotes: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  user: z.object({ id: z.uuid(), name: z.string(), voterArchetype: z.string().nullable() }),
  discussion: z.object({ id: z.uuid(), title: z.string() }),
});
export type FollowedUserReply = z.infer<typeof followedUserReply>;

export const localEvent = z.object({
  id: z.uuid(),
  district: z.string(),
  /** The venue and the street address in one line (SPEC §3 location). */
  location: z.string(),
  /** Where it is held: the place's name and its street address, city and state. */
  venue: z.string(),
  address: z.string(),
  eventName: z.string(),
  eventDescription: z.string(),
  /** Start and end; shown in `timeZone` (IANA name), the zone the event is held in. */
  eventDate: z.iso.datetime(),
  endDate: z.iso.datetime(),
  timeZone: z.string(),
  /** Generated so a district is not empty: not a real event. */
  isSample: z.boolean(),
  /** The partner party that organizes it ("Hosted by …"); null for other events. */
  party: z.string().nullable(),
  attendance: z.number().int().min(0),
  maxAttendance: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  /** The caller has RSVP'd (a past one shows as Attended; an RSVP left in a district the caller moved out of is cancelled). */
  attending: z.boolean(),
});
export type LocalEvent = z.infer<typeof localEvent>;
export const localEventsResponse = z.object({ district: z.string().nullable(), upcoming: z.array(localEvent), past: z.array(localEvent) });
export type LocalEventsResponse = z.infer<typeof localEventsResponse>;

export const NOTIFICATION_TYPES = [
  'new_user_bill',
  'new_congressional_bill',
  'user_bill_comment',
  'discussion_reply',
  'followed_user_voted',
  'followed_user_bill',
  'followed_user_comment',
  'comment_rejected',
  /** A person decided on your reported, held or appealed post (ADR 0020). */
  'moderation_outcome',
  /** Not in the SPEC's eight: someone supported or opposed your user bill (once per voter). */
  'user_bill_support',
] as const;
export const notificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationType>;

export const notificationView = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  type: notificationType,
  relatedUserId: z.uuid().nullable(),
  relatedUser: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  relatedBillId: z.string().nullable(),
  relatedDiscussionId: z.uuid().nullable(),
  relatedReplyId: z.uuid().nullable(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type NotificationView = z.infer<typeof notificationView>;

const unreadCountQuery = z.object({ view: z.literal('unread-count', { error: COMMUNITY_MESSAGES.view }) }).strict();
const notificationsPageQuery = z
  .object({
    limit: queryInt(COMMUNITY_MESSAGES.limit, 1, 100, NOTIFICATIONS_PAGE_SIZE),
    offset: queryInt(COMMUNITY_MESSAGES.offset, 0, Number.MAX_SAFE_INTEGER, 0),
  })
  .strict();
export type NotificationsQuery = z.infer<typeof unreadCountQuery> | z.infer<typeof notificationsPageQuery>;

/**
 * A page (limit, offset), or the unread count (view=unread-count): a query naming `view` is read
 * as the count form, so its messages are the count form's (a union would answer with the other).
 */
export const notificationsQuery = z.unknown().transform((input, ctx): NotificationsQuery => {
  const schema = input && typeof input === 'object' && 'view' in input ? unreadCountQuery : notificationsPageQuery;
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
export const unreadCount = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCount>;

import { z } from 'zod';
import { queryInt } from './bills';
import { text } from './text';

/**
 * Discussions, replies and upvotes (SPEC §3 discussion, discussion_reply, feed item; §4
 * moderation states; §5 Discussion and Reply messages; §7 the calls). Owned by the discussions
 * service; the gateway and the web forms parse with these schemas.
 *
 *   GET    /api/discussions?billId&billType          approved discussions of a bill → DiscussionView[]
 *   GET    /api/discussions?userParticipationOnly=true  own + replied-to, any status, newest first
 *   GET    /api/discussions/{id}                     → DiscussionDetail (approved, or the caller's own)
 *   POST   /api/discussions        DiscussionCreate  → DiscussionView (201, status pending)
 *   PUT    /api/discussions/{id}   DiscussionUpdate  (own; back to pending) → DiscussionView
 *   DELETE /api/discussions/{id}   (own) → 204
 *   POST | DELETE /api/discussions/{id}/upvote       → UpvoteResult
 *   GET    /api/discussions/{id}/replies             → ReplyView[] (approved + the caller's own)
 *   POST   /api/discussions/{id}/replies  ReplyCreate → ReplyView (201, pending)
 *   PUT    /api/discussion-replies/{id}   ReplyCreate (own; back to pending) → ReplyView
 *   DELETE /api/discussion-replies/{id}   (own) → 204
 *   POST | DELETE /api/discussion-replies/{id}/upvote → UpvoteResult
 *   GET    /api/feed?limit&offset                     → FeedResponse
 *
 * Verdicts reach the author's sockets as SOCKET_EVENTS.discussionModerated / replyModerated.
 */

export const DISCUSSION_BILL_TYPES = ['congressional', 'user'] as const;
export const discussionBillType = z.enum(DISCUSSION_BILL_TYPES, { error: "billType must be 'congressional' or 'user'" });
export type DiscussionBillType = z.infer<typeof discussionBillType>;

/** removed: taken down by an operator (final; the web shows anything but pending and approved as Rejected). */
export const COMMENT_STATUSES = ['pending', 'approved', 'rejected', 'removed'] as const;
export const commentStatus = z.enum(COMMENT_STATUSES);
export type CommentStatus = z.infer<typeof commentStatus>;

export const DISCUSSION_TITLE_MAX = 200;
export const DISCUSSION_CONTENT_MAX = 2000;
export const REPLY_CONTENT_MAX = 1000;
export const FEED_PAGE_SIZE = 20;
export const FEED_PAGE_MAX = 100;
/** Bill ids: congressional ids are short slugs, user bills uuids. */
export const DISCUSSION_BILL_ID_MAX = 200;

export const DISCUSSION_MESSAGES = {
  billRequired: 'Please select a bill',
  titleRequired: 'Policy position is required',
  titleTooLong: 'Policy position must be 200 characters or less',
  contentRequired: 'Explanation is required',
  contentTooLong: 'Explanation must be 2000 characters or less',
  replyRequired: 'Content is required',
  replyTooLong: 'Reply must be 1000 characters or less',
  ownDiscussionUpvote: 'You cannot upvote your own discussion',
  ownReplyUpvote: 'You cannot upvote your own reply',
  discussionNotFound: 'Discussion not found',
  replyNotFound: 'Reply not found',
  billNotFound: 'Bill not found',
  forbidden: 'You can only change your own posts',
  /** A reply to a discussion under review or rejected: nobody else could read it (its author sees this). */
  repliesClosed: 'Replies open once the discussion is approved',
  participation: "userParticipationOnly must be 'true'",
  listQuery: 'Give billId and billType, or userParticipationOnly=true',
  limit: `limit must be a whole number from 1 to ${FEED_PAGE_MAX}`,
  offset: 'offset must be a whole number, 0 or more',
} as const;

const billId = text({ label: 'Bill', max: DISCUSSION_BILL_ID_MAX, required: DISCUSSION_MESSAGES.billRequired, tooLong: DISCUSSION_MESSAGES.billNotFound });
const title = text({ label: 'Policy position', max: DISCUSSION_TITLE_MAX, required: DISCUSSION_MESSAGES.titleRequired, tooLong: DISCUSSION_MESSAGES.titleTooLong });
const content = text({
  label: 'Explanation',
  max: DISCUSSION_CONTENT_MAX,
  multiline: true,
  required: DISCUSSION_MESSAGES.contentRequired,
  tooLong: DISCUSSION_MESSAGES.contentTooLong,
});

export const discussionCreate = z.object({ billType: discussionBillType, billId, title, content });
export type DiscussionCreate = z.infer<typeof discussionCreate>;

/** In edit mode only the title and the content change (SPEC §2). */
export const discussionUpdate = z.object({ title, content });
export type DiscussionUpdate = z.infer<typeof discussionUpdate>;

export const replyCreate = z.object({
  content: text({ label: 'Reply', max: REPLY_CONTENT_MAX, multiline: true, required: DISCUSSION_MESSAGES.replyRequired, tooLong: DISCUSSION_MESSAGES.replyTooLong }),
});
export type ReplyCreate = z.infer<typeof replyCreate>;

/** Either a bill's approved discussions, or the caller's participation list. */
export const discussionListQuery = z.union([
  z.object({ userParticipationOnly: z.literal('true', { error: DISCUSSION_MESSAGES.participation }) }),
  z.object({ billId, billType: discussionBillType }),
], { error: DISCUSSION_MESSAGES.listQuery });
export type DiscussionListQuery = z.infer<typeof discussionListQuery>;

export const feedQuery = z.object({
  limit: queryInt(DISCUSSION_MESSAGES.limit, 1, FEED_PAGE_MAX, FEED_PAGE_SIZE),
  offset: queryInt(DISCUSSION_MESSAGES.offset, 0, Number.MAX_SAFE_INTEGER, 0),
});

/** An author as posts show them: name and archetype from the discussions service's read model. */
export const postAuthor = z.object({
  id: z.uuid(),
  name: z.string(),
  voterArchetype: z.string().nullable(),
});
export type PostAuthor = z.infer<typeof postAuthor>;

/**
 * A post's place in the people's review (ADR 0020), for its author: held for a person, hidden
 * after reports, or appealed (null: none); `appealed` once the author used their one appeal.
 */
const reviewFields = {
  reviewState: z.enum(['held', 'reported', 'appealed']).nullable(),
  appealed: z.boolean(),
};

export const discussionView = z.object({
  id: z.uuid(),
  billId: z.string(),
  billType: discussionBillType,
  userId: z.uuid(),
  title: z.string(),
  content: z.string(),
  upvotes: z.number().int().min(0),
  moderationStatus: commentStatus,
  /** Shown to the author of a rejected post (DESIGN §4). */
  rejectionReason: z.string().nullable(),
  ...reviewFields,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  billNumber: z.string().nullable(),
  shortTitle: z.string().nullable(),
  billTitle: z.string().nullable(),
  hasUserUpvoted: z.boolean(),
  /** The caller reported it (ADR 0020): once per user, so the page shows Reported, not Report. */
  hasUserReported: z.boolean(),
  replyCount: z.number().int().min(0),
  userName: z.string(),
  user: postAuthor,
});
export type DiscussionView = z.infer<typeof discussionView>;

/** The bill a discussion is about: a congressional bill, or a user bill mapped to the same shape. */
export const discussionBill = z.object({
  billId: z.string(),
  billType: z.string(),
  billNumber: z.string(),
  congress: z.number().int(),
  title: z.string(),
  policyArea: z.string().nullable(),
  summary: z.string().nullable(),
});
export const discussionDetail = discussionView.extend({
  bill: discussionBill.nullable(),
  userBill: z.object({ id: z.uuid(), title: z.string(), submissionDate: z.iso.datetime(), policyArea: z.string().nullable(), description: z.string() }).nullable(),
});
export type DiscussionDetail = z.infer<typeof discussionDetail>;

export const replyView = z.object({
  id: z.uuid(),
  parentDiscussionId: z.uuid(),
  userId: z.uuid(),
  content: z.string(),
  upvotes: z.number().int().min(0),
  hasUserUpvoted: z.boolean(),
  /** The caller reported it (ADR 0020): once per user, so the page shows Reported, not Report. */
  hasUserReported: z.boolean(),
  moderationStatus: commentStatus,
  rejectionReason: z.string().nullable(),
  ...reviewFields,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  user: postAuthor,
});
export type ReplyView = z.infer<typeof replyView>;

export const upvoteResult = z.object({ upvotes: z.number().int().min(0), hasUserUpvoted: z.boolean() });
export type UpvoteResult = z.infer<typeof upvoteResult>;

export const feedItem = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Full content; the client cuts the excerpt to 200 characters (SPEC §9). */
  content: z.string(),
  bill: z.object({ billId: z.string(), billType: discussionBillType, billNumber: z.string().nullable(), title: z.string().nullable(), policyArea: z.string().nullable() }),
  /** The caller upvoted this discussion (the feed's own vote; SPEC §3 names it userVoted). */
  userVoted: z.boolean(),
  /** The caller replied to this discussion. */
  userCommented: z.boolean(),
  replyCount: z.number().int().min(0),
  upvotes: z.number().int().min(0),
  /** The bridging rank (docs/feed-ranking.md). */
  score: z.number(),
  createdAt: z.iso.datetime(),
  user: postAuthor,
});
export type FeedItem = z.infer<typeof feedItem>;
export const feedResponse = z.object({ discussions: z.array(feedItem), lastUpdated: z.iso.datetime() });
export type FeedResponse = z.infer<typeof feedResponse>;

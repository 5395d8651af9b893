import { z } from 'zod';
import { discussionCreate, discussionListQuery, discussionUpdate, feedQuery, replyCreate } from './http/discussions';

/**
 * RPC patterns of the discussions service (the acting user in ctx.userId). Inputs are parsed
 * with these schemas on both sides.
 *   list            DiscussionListQuery             → DiscussionView[]
 *   get             {id}                            → DiscussionDetail (approved, or own)
 *   create          DiscussionCreate                → DiscussionView (pending)
 *   update          {id, changes: DiscussionUpdate} → DiscussionView (own; back to pending)
 *   delete          {id}                            → {deleted: true} (own)
 *   upvote          {id, on}                        → UpvoteResult (not own)
 *   listReplies     {id}                            → ReplyView[] (approved + own)
 *   createReply     {id, body: ReplyCreate}         → ReplyView (pending)
 *   updateReply     {id, changes: ReplyCreate}      → ReplyView (own; back to pending)
 *   deleteReply     {id}                            → {deleted: true} (own)
 *   upvoteReply     {id, on}                        → UpvoteResult (not own)
 *   feedPage        FeedQuery                       → FeedResponse (the same for everyone: flags false)
 *   feedFlags       {ids}                           → FeedFlags (which of these the caller upvoted / replied to)
 *   repliesByAuthors {authorIds, limit}             → FollowedUserReply[] (approved, newest first)
 *   byAuthor        ActivityInput                   → DiscussionView[] (approved; all of them for the author)
 */
export const DISCUSSIONS = {
  list: 'discussions.list',
  get: 'discussions.get',
  create: 'discussions.create',
  update: 'discussions.update',
  delete: 'discussions.delete',
  upvote: 'discussions.upvote',
  listReplies: 'discussions.replies.list',
  createReply: 'discussions.replies.create',
  updateReply: 'discussions.replies.update',
  deleteReply: 'discussions.replies.delete',
  upvoteReply: 'discussions.replies.upvote',
  feedPage: 'discussions.feed-page',
  feedFlags: 'discussions.feed-flags',
  repliesByAuthors: 'discussions.replies.by-authors',
  byAuthor: 'discussions.by-author',
} as const;

/** Approved replies by these authors (the people a user follows), newest first. */
export const repliesByAuthorsInput = z.object({ authorIds: z.array(z.uuid()).max(5000), limit: z.number().int().min(1).max(100).default(50) });

/** A post's id: anything but a uuid names no post (404, not a 400). */
export const postIdInput = z.object({ id: z.string().max(100) });
export const discussionUpdateInput = z.object({ id: z.string().max(100), changes: discussionUpdate });
export const replyCreateInput = z.object({ id: z.string().max(100), body: replyCreate });
export const replyUpdateInput = z.object({ id: z.string().max(100), changes: replyCreate });
/** on: true adds the caller's upvote, false takes it back; both are idempotent. */
export const upvoteInput = z.object({ id: z.string().max(100), on: z.boolean() });
export { discussionCreate as discussionCreateInput, discussionListQuery as discussionListInput, feedQuery as feedInput };

/** Which of a feed page's discussions the caller upvoted and replied to. */
export const feedFlagsInput = z.object({ ids: z.array(z.uuid()).max(100) });
export const feedFlags = z.object({ upvoted: z.array(z.uuid()), commented: z.array(z.uuid()) });
export type FeedFlags = z.infer<typeof feedFlags>;

/**
 * Redis key whose value moves whenever a user's feed marks change (they upvoted or replied, or
 * took it back): the gateway keeps a reader's marks in memory only while it is unchanged.
 */
export const feedMarksVersionKey = (redisPrefix: string, userId: string) => `${redisPrefix}:feed-marks:${userId}`;

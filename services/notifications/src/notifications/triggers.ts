import type { DiscussionModerated, NotificationType, ReplyModerated } from '@civic/contracts';

/** A notification to create: who gets it, why, and the event it comes from (for dedupe). */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  relatedUserId: string | null;
  relatedBillId: string | null;
  relatedDiscussionId: string | null;
  relatedReplyId: string | null;
  message: string;
  /** The triggering fact: with the recipient and type, unique (a trigger seen twice notifies once). */
  sourceKey: string;
}

const quoted = (title: string) => `“${title}”`;
const NOBODY = 'Someone';

/*
 * The triggers of DESIGN §4, one function per event, pure (names are looked up by the caller).
 * Never about your own action: a recipient equal to the actor is dropped.
 */

/** discussion.moderated.v1 → comment_rejected (author) or user_bill_comment (the user bill's author). */
export function fromDiscussionVerdict(p: DiscussionModerated, authorName: string | undefined): NewNotification[] {
  const base = { relatedBillId: p.billId, relatedDiscussionId: p.discussionId, relatedReplyId: null, sourceKey: `discussion:${p.discussionId}:${p.decision}` };
  if (p.decision === 'rejected') {
    return [{ ...base, userId: p.authorId, type: 'comment_rejected', relatedUserId: null, message: `Your discussion ${quoted(p.title)} was not approved${p.reason ? `: ${p.reason}` : '.'}` }];
  }
  if (p.billType === 'user' && p.billAuthorId && p.billAuthorId !== p.authorId) {
    return [{ ...base, userId: p.billAuthorId, type: 'user_bill_comment', relatedUserId: p.authorId, message: `${authorName || NOBODY} started a discussion about your bill: ${quoted(p.title)}` }];
  }
  return [];
}

/** reply.moderated.v1 → comment_rejected (author) or discussion_reply (the discussion's author). */
export function fromReplyVerdict(p: ReplyModerated, authorName: string | undefined): NewNotification[] {
  const base = { relatedBillId: null, relatedDiscussionId: p.discussionId, relatedReplyId: p.replyId, sourceKey: `reply:${p.replyId}:${p.decision}` };
  if (p.decision === 'rejected') {
    return [{ ...base, userId: p.authorId, type: 'comment_rejected', relatedUserId: null, message: `Your reply on ${quoted(p.discussionTitle)} was not approved${p.reason ? `: ${p.reason}` : '.'}` }];
  }
  if (p.discussionAuthorId !== p.authorId) {
    return [{ ...base, userId: p.discussionAuthorId, type: 'discussion_reply', relatedUserId: p.authorId, message: `${authorName || NOBODY} replied to your discussion ${quoted(p.discussionTitle)}` }];
  }
  return [];
}

import type { DiscussionModerated, NotificationType, PostReviewDecided, ReplyModerated, UserBillModerated, UserBillReviewDecided, UserBillSupportChanged, VoteCast } from '@civic/contracts';

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

/** The same notification for everyone in an audience the repository resolves in SQL (a fan-out). */
export interface Fanout {
  audience: Audience;
  /** Never notified (besides the actor): those a more specific notification reaches already. */
  except: string[];
  notification: Omit<NewNotification, 'userId'>;
}

export type Audience =
  /** Everyone who follows the user now. */
  | { kind: 'followers'; of: string }
  /** Everyone living in the district, but the user's followers (they hear as followers). */
  | { kind: 'district'; district: string; notFollowersOf: string }
  /** Everyone who holds archetype votes (an archetype and a district). */
  | { kind: 'voters' };

const quoted = (title: string) => `“${title}”`;
/** A discussion by its approved title, or unnamed while its title is not approved. */
const discussionNamed = (title: string | null, unnamed: string) => (title === null ? unnamed : quoted(title));
const VOTE_WORDS = { support: 'Support', oppose: 'Oppose', abstain: 'Abstain' } as const;
const NOBODY = 'Someone';

/**
 * Never about your own action (DESIGN §4), the one rule for every notification: each names its
 * actor as relatedUserId, and a recipient who is the actor gets nothing. Applied to direct
 * notifications by NotificationsRepository.insert and, in SQL, to fan-out recipients by
 * writeFanoutChunk; the notifications_not_self constraint refuses any row that slipped past.
 * The triggers below leave it to them rather than each checking the actor.
 */
export const aboutSomeoneElse = (n: Pick<NewNotification, 'userId' | 'relatedUserId'>): boolean => n.userId !== n.relatedUserId;

/* The triggers of DESIGN §4, one function per event, pure (names are looked up by the caller). */

/** discussion.moderated.v1 → comment_rejected (author) or user_bill_comment (the user bill's author). */
export function fromDiscussionVerdict(p: DiscussionModerated, authorName: string | undefined): NewNotification[] {
  const base = { relatedBillId: p.billId, relatedDiscussionId: p.discussionId, relatedReplyId: null, sourceKey: `discussion:${p.discussionId}:${p.decision}` };
  if (p.decision === 'rejected') {
    return [{ ...base, userId: p.authorId, type: 'comment_rejected', relatedUserId: null, message: `Your discussion ${quoted(p.title)} was not approved${p.reason ? `: ${p.reason}` : '.'}` }];
  }
  if (p.billType === 'user' && p.billAuthorId) {
    return [{ ...base, userId: p.billAuthorId, type: 'user_bill_comment', relatedUserId: p.authorId, message: `${authorName || NOBODY} started a discussion about your bill: ${quoted(p.title)}` }];
  }
  return [];
}

/** reply.moderated.v1 → comment_rejected (author) or discussion_reply (the discussion's author). */
export function fromReplyVerdict(p: ReplyModerated, authorName: string | undefined): NewNotification[] {
  const base = { relatedBillId: null, relatedDiscussionId: p.discussionId, relatedReplyId: p.replyId, sourceKey: `reply:${p.replyId}:${p.decision}` };
  if (p.decision === 'rejected') {
    return [{ ...base, userId: p.authorId, type: 'comment_rejected', relatedUserId: null, message: `Your reply on ${discussionNamed(p.discussionTitle, 'a discussion')} was not approved${p.reason ? `: ${p.reason}` : '.'}` }];
  }
  return [{ ...base, userId: p.discussionAuthorId, type: 'discussion_reply', relatedUserId: p.authorId, message: `${authorName || NOBODY} replied to your discussion${p.discussionTitle === null ? '' : ` ${quoted(p.discussionTitle)}`}` }];
}

/** vote.cast.v1 → followed_user_voted (the voter's followers), when the vote changed. */
export function fromVoteCast(p: VoteCast, voterName: string | undefined, billTitle: string | undefined): Fanout[] {
  if (p.previousVote === p.vote) return [];
  const message = `${voterName || NOBODY} voted ${VOTE_WORDS[p.vote]} on ${billTitle ? quoted(billTitle) : 'a bill'}`;
  const notification = { type: 'followed_user_voted' as const, relatedUserId: p.userId, relatedBillId: p.billId, relatedDiscussionId: null, relatedReplyId: null, message, sourceKey: `vote:${p.userId}:${p.billId}:${p.castAt}` };
  return [{ audience: { kind: 'followers', of: p.userId }, except: [], notification }];
}

/**
 * user-bill.moderated.v1, approved and public → followed_user_bill (the author's followers) and
 * new_user_bill (the rest of the author's district).
 */
export function fromUserBillVerdict(p: UserBillModerated, authorName: string | undefined, authorDistrict: string | undefined): Fanout[] {
  if (p.decision !== 'approved' || !p.isPublic) return [];
  const base = { relatedUserId: p.authorId, relatedBillId: p.billId, relatedDiscussionId: null, relatedReplyId: null, sourceKey: `user-bill:${p.billId}:approved` };
  const fanouts: Fanout[] = [
    { audience: { kind: 'followers', of: p.authorId }, except: [], notification: { ...base, type: 'followed_user_bill', message: `${authorName || NOBODY} has a new bill: ${quoted(p.title)}` } },
  ];
  if (authorDistrict) {
    fanouts.push({
      audience: { kind: 'district', district: authorDistrict, notFollowersOf: p.authorId },
      except: [],
      notification: { ...base, type: 'new_user_bill', message: `A new bill from your district: ${quoted(p.title)}` },
    });
  }
  return fanouts;
}

/**
 * user-bill.support-changed.v1 → user_bill_support (the bill's author), once per voter: the
 * source key names the bill and the voter, not the choice, so a changed, taken back or renewed
 * choice never notifies again.
 */
export function fromUserBillSupport(p: UserBillSupportChanged, voterName: string | undefined): NewNotification[] {
  if (!p.supportType) return [];
  const verb = p.supportType === 'support' ? 'supports' : 'opposes';
  return [{
    userId: p.authorId, type: 'user_bill_support', relatedUserId: p.userId, relatedBillId: p.billId, relatedDiscussionId: null, relatedReplyId: null,
    message: `${voterName || NOBODY} ${verb} your bill ${quoted(p.title)}`, sourceKey: `user-bill-support:${p.billId}:${p.userId}`,
  }];
}

/** bill.synthesized.v1 → new_congressional_bill (everyone who now holds an archetype vote on it). */
export function fromBillSynthesized(billId: string, title: string): Fanout[] {
  const notification = { type: 'new_congressional_bill' as const, relatedUserId: null, relatedBillId: billId, relatedDiscussionId: null, relatedReplyId: null, message: `New bill with your archetype's vote: ${quoted(title)}`, sourceKey: `bill:${billId}` };
  return [{ audience: { kind: 'voters' }, except: [], notification }];
}

/** An approved discussion → followed_user_comment (the author's followers, but the bill's author who hears of it as user_bill_comment). */
export function followersOfDiscussion(p: DiscussionModerated, authorName: string | undefined): Fanout[] {
  if (p.decision !== 'approved') return [];
  const notification = {
    type: 'followed_user_comment' as const, relatedUserId: p.authorId, relatedBillId: p.billId, relatedDiscussionId: p.discussionId, relatedReplyId: null,
    message: `${authorName || NOBODY} started a discussion: ${quoted(p.title)}`, sourceKey: `discussion:${p.discussionId}:approved`,
  };
  return [{ audience: { kind: 'followers', of: p.authorId }, except: p.billAuthorId ? [p.billAuthorId] : [], notification }];
}

/** An approved reply → followed_user_comment (the author's followers, but the discussion's author who hears of it as discussion_reply). */
export function followersOfReply(p: ReplyModerated, authorName: string | undefined): Fanout[] {
  if (p.decision !== 'approved') return [];
  const notification = {
    type: 'followed_user_comment' as const, relatedUserId: p.authorId, relatedBillId: null, relatedDiscussionId: p.discussionId, relatedReplyId: p.replyId,
    message: `${authorName || NOBODY} replied in ${discussionNamed(p.discussionTitle, 'a discussion')}`, sourceKey: `reply:${p.replyId}:approved`,
  };
  return [{ audience: { kind: 'followers', of: p.authorId }, except: [p.discussionAuthorId], notification }];
}

const OUTCOME_WORDS = {
  approved: { appealed: 'Your appeal was accepted: your {what} is published.', held: 'A moderator approved your {what}; it is published.', reported: 'A moderator reviewed the reports on your {what} and restored it.' },
  rejected: { appealed: 'Your appeal was declined: your {what} stays unpublished.', held: 'A moderator did not approve your {what}.', reported: 'A moderator reviewed the reports on your {what} and did not restore it.' },
  removed: { appealed: 'A moderator removed your {what}.', held: 'A moderator removed your {what}.', reported: 'A moderator removed your {what} after reports.' },
} as const;

/** post.review-decided.v1 → moderation_outcome (the author): what a person decided, and why. */
export function fromReviewDecision(p: PostReviewDecided): NewNotification {
  const what = `${p.postType === 'reply' ? 'reply on' : 'discussion'} ${quoted(p.discussionTitle)}`;
  const sentence = OUTCOME_WORDS[p.outcome][p.queue].replace('{what}', what);
  return {
    userId: p.authorId,
    type: 'moderation_outcome',
    relatedUserId: null,
    relatedBillId: null,
    relatedDiscussionId: p.discussionId,
    relatedReplyId: p.postType === 'reply' ? p.postId : null,
    message: p.reason && p.outcome !== 'approved' ? `${sentence} Reason: ${p.reason}` : sentence,
    sourceKey: `review:${p.decisionId}`,
  };
}

/** user-bill.review-decided.v1 → moderation_outcome (the author), in the same words as for posts. */
export function fromUserBillReviewDecision(p: UserBillReviewDecided): NewNotification {
  const sentence = OUTCOME_WORDS[p.outcome][p.queue].replace('{what}', `bill ${quoted(p.title)}`);
  return {
    userId: p.authorId,
    type: 'moderation_outcome',
    relatedUserId: null,
    relatedBillId: p.billId,
    relatedDiscussionId: null,
    relatedReplyId: null,
    message: p.reason && p.outcome !== 'approved' ? `${sentence} Reason: ${p.reason}` : sentence,
    sourceKey: `review:${p.decisionId}`,
  };
}

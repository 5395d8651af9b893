import type { CommentStatus, DiscussionBillType, DiscussionDetail, DiscussionView, FeedItem, PostAuthor, ReplyView } from '@civic/contracts';

/*
 * Rows as the repositories select them, and their mapping to the contract's views. The column
 * lists live beside the row types, so a column added here is added once.
 */

const iso = (d: Date | string) => new Date(d).toISOString();
type ReviewState = 'held' | 'reported' | 'appealed' | null;

/** Author columns (a = discussions.authors, joined on the post's user_id). */
export const AUTHOR_COLUMNS = `coalesce(a.name, '') AS author_name, a.voter_archetype AS author_archetype`;
type AuthorRow = { user_id: string; author_name: string; author_archetype: string | null };
const authorOf = (r: AuthorRow): PostAuthor => ({ id: r.user_id, name: r.author_name, voterArchetype: r.author_archetype });

/** Whether the viewer ($1) reported the post aliased `alias` (one index probe of the reports' key). */
const reportedBy = (postType: 'discussion' | 'reply', alias: string) =>
  `EXISTS (SELECT 1 FROM discussions.reports rp WHERE rp.post_type = '${postType}' AND rp.post_id = ${alias}.id AND rp.reporter_id = $1::uuid) AS has_reported`;

/**
 * A discussion (d) with its bill (b) and author (a); $1 is the viewer. `extra` adds columns,
 * `from` replaces the discussions table (it must still be aliased d).
 */
export const discussionViewSql = (opts: { extra?: string; from?: string } = {}) => `
  SELECT ${opts.extra ? `${opts.extra}, ` : ''}d.id, d.bill_id, d.bill_type, d.user_id, d.title, d.content, d.upvotes, d.reply_count, d.moderation_status, d.rejection_reason,
         d.review_state, EXISTS (SELECT 1 FROM discussions.appeals ap WHERE ap.post_type = 'discussion' AND ap.post_id = d.id) AS appealed,
         d.created_at, d.updated_at, b.bill_number, b.title AS bill_title, b.policy_area, b.congress, ${AUTHOR_COLUMNS},
         EXISTS (SELECT 1 FROM discussions.discussion_upvotes u WHERE u.discussion_id = d.id AND u.user_id = $1::uuid) AS has_upvoted,
         ${reportedBy('discussion', 'd')}
    FROM ${opts.from ?? 'discussions.discussions d'}
    LEFT JOIN discussions.bills b ON b.bill_type = d.bill_type AND b.bill_id = d.bill_id
    LEFT JOIN discussions.authors a ON a.user_id = d.user_id`;

export interface DiscussionRow extends AuthorRow {
  id: string;
  bill_id: string;
  bill_type: DiscussionBillType;
  title: string;
  content: string;
  upvotes: number;
  reply_count: number;
  moderation_status: CommentStatus;
  rejection_reason: string | null;
  review_state: ReviewState;
  appealed: boolean;
  created_at: Date;
  updated_at: Date;
  bill_number: string | null;
  bill_title: string | null;
  policy_area: string | null;
  congress: number | null;
  has_upvoted: boolean;
  has_reported: boolean;
}

export function toDiscussionView(r: DiscussionRow): DiscussionView {
  return {
    id: r.id,
    billId: r.bill_id,
    billType: r.bill_type,
    userId: r.user_id,
    title: r.title,
    content: r.content,
    upvotes: r.upvotes,
    moderationStatus: r.moderation_status,
    rejectionReason: r.rejection_reason,
    reviewState: r.review_state,
    appealed: r.appealed,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    billNumber: r.bill_number,
    shortTitle: r.bill_title,
    billTitle: r.bill_title,
    hasUserUpvoted: r.has_upvoted,
    hasUserReported: r.has_reported,
    replyCount: r.reply_count,
    userName: r.author_name,
    user: authorOf(r),
  };
}

/** How a user bill is labelled as a bill-like record (SPEC §2 Discussion detail). */
const USER_BILL_TYPE = 'User Bill';

/**
 * The detail view: the bill it is about as a bill-like record (a user bill mapped with type 'User
 * Bill', no number, congress 0). The page opens the bill's own details for the rest.
 */
export function toDiscussionDetail(r: DiscussionRow): DiscussionDetail {
  const view = toDiscussionView(r);
  const title = r.bill_title ?? '';
  const isUser = r.bill_type === 'user';
  const [code, number] = (r.bill_number ?? '').split(' ');
  return {
    ...view,
    bill: { billId: r.bill_id, billType: isUser ? USER_BILL_TYPE : (code ?? ''), billNumber: isUser ? '' : (number ?? ''), congress: r.congress ?? 0, title, policyArea: r.policy_area, summary: null },
    userBill: isUser ? { id: r.bill_id, title, submissionDate: view.createdAt, policyArea: r.policy_area, description: '' } : null,
  };
}

/** A reply with its author; $1 is the viewer. */
export const REPLY_VIEW_SELECT = `
  SELECT r.id, r.discussion_id, r.user_id, r.content, r.upvotes, r.moderation_status, r.rejection_reason, r.created_at, r.updated_at, ${AUTHOR_COLUMNS},
         r.review_state, EXISTS (SELECT 1 FROM discussions.appeals ap WHERE ap.post_type = 'reply' AND ap.post_id = r.id) AS appealed,
         EXISTS (SELECT 1 FROM discussions.reply_upvotes u WHERE u.reply_id = r.id AND u.user_id = $1::uuid) AS has_upvoted,
         ${reportedBy('reply', 'r')}
    FROM discussions.replies r
    LEFT JOIN discussions.authors a ON a.user_id = r.user_id`;

export interface ReplyRow extends AuthorRow {
  id: string;
  discussion_id: string;
  content: string;
  upvotes: number;
  moderation_status: CommentStatus;
  rejection_reason: string | null;
  review_state: ReviewState;
  appealed: boolean;
  created_at: Date;
  updated_at: Date;
  has_upvoted: boolean;
  has_reported: boolean;
}

export function toReplyView(r: ReplyRow): ReplyView {
  return {
    id: r.id,
    parentDiscussionId: r.discussion_id,
    userId: r.user_id,
    content: r.content,
    upvotes: r.upvotes,
    hasUserUpvoted: r.has_upvoted,
    hasUserReported: r.has_reported,
    moderationStatus: r.moderation_status,
    rejectionReason: r.rejection_reason,
    reviewState: r.review_state,
    appealed: r.appealed,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    user: authorOf(r),
  };
}

export interface FeedRow extends DiscussionRow {
  score: number;
  user_commented: boolean;
}

export function toFeedItem(r: FeedRow): FeedItem {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    bill: { billId: r.bill_id, billType: r.bill_type, billNumber: r.bill_number, title: r.bill_title, policyArea: r.policy_area },
    userVoted: r.has_upvoted,
    userCommented: r.user_commented,
    replyCount: r.reply_count,
    upvotes: r.upvotes,
    score: Number(r.score),
    createdAt: iso(r.created_at),
    user: authorOf(r),
  };
}

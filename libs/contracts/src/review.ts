import { z } from 'zod';
import { queryInt } from './http/bills';
import { optionalText, text } from './http/text';

/**
 * People in the loop (issue #22 part 3, ADR 0020): reports, the operators' review queue, appeals
 * and the append-only moderation log. Each owning service keeps its own items' moderation state
 * (discussions: discussions and replies; bills: user bills); the gateway checks the operator role in identity and
 * composes the queue with one batched call per owning service.
 *
 *   POST /api/reports  ReportBody            → {reported: true, hidden} (201; once per item and user)
 *   POST /api/appeals  AppealBody            → {appealed: true} (201; the author of a rejected item, once)
 *   GET  /api/review/access                  → {operator: true} (404 for everyone else)
 *   GET  /api/review/queue                   → ReviewQueue (held, reported and appealed items, oldest first)
 *   POST /api/review/decisions  ReviewDecisionBody → ReviewLogEntry
 *   GET  /api/review/log?limit&offset        → ReviewLogEntry[] (newest first)
 *   GET  /api/review/agreement               → AgreementRow[] (AI against people, per provider and model)
 * Every /api/review/* route answers 404 to a non-operator.
 */

/** `event`: a partner party's district event (ADR 0031), held by the AI; it cannot be reported or appealed yet. */
export const REVIEW_ITEM_TYPES = ['discussion', 'reply', 'user_bill', 'event'] as const;
export const reviewItemType = z.enum(REVIEW_ITEM_TYPES, { error: "itemType must be 'discussion', 'reply', 'user_bill' or 'event'" });
export type ReviewItemType = z.infer<typeof reviewItemType>;

/** Why a user reports an item: a short list (value → label shown in the form). */
export const REPORT_REASONS = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or personal attack',
  hate: 'Hate speech',
  misinformation: 'False or misleading information',
  off_topic: 'Off topic',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const reportReason = z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], { error: 'Please choose a reason' });

export const REVIEW_NOTE_MAX = 500;
export const REVIEW_REASON_MAX = 500;

export const REVIEW_MESSAGES = {
  notFound: 'Not found',
  itemNotFound: 'This item was not found',
  ownReport: 'You cannot report your own post',
  alreadyReported: 'You have already reported this',
  notReportable: 'Only published posts can be reported',
  tooManyReports: 'You have sent many reports in a short time. Please wait and try again later.',
  notAppealable: 'Only a rejected post can be appealed',
  alreadyAppealed: 'You have already appealed this decision',
  appealNoteRequired: 'Please say why the decision should change',
  noteTooLong: `The note must be ${REVIEW_NOTE_MAX} characters or less`,
  reasonRequired: 'Give a reason the author will see',
  reasonTooLong: `The reason must be ${REVIEW_REASON_MAX} characters or less`,
  notInQueue: 'This item is no longer waiting for review',
  /** A user bill with a moderator (hidden after reports, or appealed) is not resubmitted meanwhile. */
  withModerator: 'This bill is with a moderator. Please wait for the decision.',
  action: "action must be 'approve', 'reject' or 'remove'",
} as const;

const itemId = text({ label: 'itemId', max: 100, required: REVIEW_MESSAGES.itemNotFound, tooLong: REVIEW_MESSAGES.itemNotFound });

export const reportBody = z.object({
  itemType: reviewItemType,
  itemId,
  reason: reportReason,
  note: optionalText({ label: 'Note', max: REVIEW_NOTE_MAX, multiline: true, tooLong: REVIEW_MESSAGES.noteTooLong }).transform((n) => n ?? null),
});
export type ReportBody = z.infer<typeof reportBody>;

export const appealBody = z.object({
  itemType: reviewItemType,
  itemId,
  note: text({ label: 'Note', max: REVIEW_NOTE_MAX, multiline: true, required: REVIEW_MESSAGES.appealNoteRequired, tooLong: REVIEW_MESSAGES.noteTooLong }),
});
export type AppealBody = z.infer<typeof appealBody>;

export const REVIEW_ACTIONS = ['approve', 'reject', 'remove'] as const;
export const reviewAction = z.enum(REVIEW_ACTIONS, { error: REVIEW_MESSAGES.action });
export type ReviewAction = z.infer<typeof reviewAction>;
/** What an operator's action makes of the item, as the moderation log and the author's notice name it. */
export const REVIEW_OUTCOME = { approve: 'approved', reject: 'rejected', remove: 'removed' } as const satisfies Record<ReviewAction, string>;

/** reject and remove need a reason (shown to the author and kept in the log); approve may have one. */
export const reviewDecisionBody = z
  .object({
    itemType: reviewItemType,
    itemId,
    action: reviewAction,
    reason: optionalText({ label: 'Reason', max: REVIEW_REASON_MAX, multiline: true, tooLong: REVIEW_MESSAGES.reasonTooLong }).transform((r) => r ?? null),
  })
  .refine((b) => b.action === 'approve' || b.reason, { error: REVIEW_MESSAGES.reasonRequired, path: ['reason'] });
export type ReviewDecisionBody = z.infer<typeof reviewDecisionBody>;

/**
 * How deep the log pages: the gateway merges each owner's first offset + limit entries, so the
 * offset bounds what one request makes every owner read (an offset near the services' own cap
 * was answered with an error about `limit`).
 */
export const REVIEW_LOG_MAX_OFFSET = 10_000;
export const reviewLogQuery = z.object({
  limit: queryInt('limit must be a whole number from 1 to 200', 1, 200, 100),
  offset: queryInt(`offset must be a whole number from 0 to ${REVIEW_LOG_MAX_OFFSET}`, 0, REVIEW_LOG_MAX_OFFSET, 0),
});
export type ReviewLogQuery = z.infer<typeof reviewLogQuery>;

/** Why an item is in the queue. */
export const REVIEW_REASONS = ['held', 'reported', 'appealed'] as const;
export type ReviewQueueReason = (typeof REVIEW_REASONS)[number];

/** What the AI said of the item's current revision (null: no verdict recorded). */
export interface AiVerdictView {
  decision: 'approved' | 'rejected' | 'held';
  provider: string;
  model: string;
  reasons: string[];
  categories: string[];
  /** User bills have scores (1–10); posts none. */
  scores: Record<string, number> | null;
}

export interface ReviewQueueItem {
  itemType: ReviewItemType;
  itemId: string;
  /** The discussion a post belongs to (its own id for a discussion), for a link; null for a user bill or an event. */
  discussionId: string | null;
  queue: ReviewQueueReason;
  /** When it entered the queue. */
  since: string;
  status: string;
  title: string | null;
  content: string;
  author: { id: string; name: string };
  rejectionReason: string | null;
  ai: AiVerdictView | null;
  reports: Array<{ reason: ReportReason; note: string | null; createdAt: string }>;
  appeal: { note: string; createdAt: string } | null;
}
export interface ReviewQueue {
  items: ReviewQueueItem[];
}

/** One row of the append-only moderation log: who (null: the system), when, what, why. */
export interface ReviewLogEntry {
  id: string;
  itemType: ReviewItemType;
  itemId: string;
  action: 'held' | 'hidden' | 'appealed' | 'approved' | 'rejected' | 'removed';
  actor: { id: string; name: string } | null;
  reason: string | null;
  aiDecision: string | null;
  provider: string | null;
  model: string | null;
  createdAt: string;
}

/** Operator decisions on items the AI decided (approved or rejected): how often the AI agreed. */
export interface AgreementRow {
  provider: string;
  model: string;
  decisions: number;
  agreed: number;
  /** Items the AI held (no decision of its own to agree with). */
  held: number;
}

/**
 * RPC patterns of the review, served by each owning service (the gateway calls them only for an
 * operator, checked in identity, or for the acting user on their own rights: report, appeal).
 *   report    ReportBody            → {reported: true, hidden}
 *   appeal    AppealBody            → {appealed: true}
 *   queue     {limit}               → ReviewQueueItem[] (oldest first)
 *   decide    ReviewDecisionBody    → ReviewLogEntry
 *   log       ReviewLogQuery        → ReviewLogEntry[] (newest first)
 *   agreement {}                    → AgreementRow[]
 */
export const DISCUSSIONS_REVIEW = {
  report: 'discussions.review.report',
  appeal: 'discussions.review.appeal',
  queue: 'discussions.review.queue',
  decide: 'discussions.review.decide',
  log: 'discussions.review.log',
  agreement: 'discussions.review.agreement',
} as const;

/** The same patterns, served by bills for user bills (ADR 0020). */
export const BILLS_REVIEW = {
  report: 'bills.review.report',
  appeal: 'bills.review.appeal',
  queue: 'bills.review.queue',
  decide: 'bills.review.decide',
  log: 'bills.review.log',
  agreement: 'bills.review.agreement',
} as const;

/** The same patterns, served by social-graph for partner events (ADR 0031): held events only; report and appeal answer 404. */
export const SOCIAL_REVIEW = {
  report: 'social.review.report',
  appeal: 'social.review.appeal',
  queue: 'social.review.queue',
  decide: 'social.review.decide',
  log: 'social.review.log',
  agreement: 'social.review.agreement',
} as const;

/** The services that own reviewable items. */
export type ReviewOwner = 'discussions' | 'bills' | 'social-graph';

/** Which service owns an item type's review state. */
export const REVIEW_OWNER: Record<ReviewItemType, ReviewOwner> = { discussion: 'discussions', reply: 'discussions', user_bill: 'bills', event: 'social-graph' };

export const reviewQueueInput = z.object({ limit: z.number().int().min(1).max(500).default(200) });
/** The RPC's log window: the gateway asks each owner for the first offset+limit rows of the merged page. */
export const reviewLogInput = z.object({ limit: z.number().int().min(1).max(100_000), offset: z.number().int().min(0).default(0) });

import { z } from 'zod';
import { POLICY_AREAS } from '../policy-areas';
import { optionalText, text } from './text';
import { queryInt } from './bills';

/**
 * User-submitted bills (SPEC §3 user_submitted_bill, §4 draft → pending → approved | rejected,
 * §5 "User bill" messages).
 *
 *   POST   /api/user-bills              UserBillCreate        → UserBill (201)
 *   GET    /api/user-bills?status=      (own)                 → UserBill[] newest first
 *   GET    /api/user-bills/public?limit&offset                → UserBill[] approved + public, newest first
 *   GET    /api/user-bills/{id}         own, or approved and public → UserBill
 *   PUT    /api/user-bills/{id}         UserBillUpdate (own drafts; moderationStatus 'pending' submits it; a rejected bill only with 'pending') → UserBill
 *   DELETE /api/user-bills/{id}         own drafts only → 204
 *   PUT    /api/user-bills/{id}/support UserBillSupportBody (someone else's approved public bill) → UserBill
 *   DELETE /api/user-bills/{id}/support (takes the caller's support or opposition back) → UserBill
 *
 * A verdict reaches the author's sockets as SOCKET_EVENTS.userBillModerated (UserBillModeratedPush).
 * Reports of a public bill and the appeal of a rejected one are POST /api/reports and /api/appeals
 * with itemType 'user_bill' (review.ts, ADR 0020); a moderator's decision reaches the author by the
 * same push.
 */

export const USER_BILL_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export const userBillStatus = z.enum(USER_BILL_STATUSES);
export type UserBillStatus = z.infer<typeof userBillStatus>;

export const USER_BILL_TITLE_MAX = 200;
export const USER_BILL_DESCRIPTION_MAX = 1000;
/** Not in the SPEC; generous for a bill's text, bounded so one row stays reasonable. */
export const USER_BILL_FULL_TEXT_MAX = 100_000;
export const USER_BILL_TAGS_MAX = 20;
export const USER_BILL_TAG_MAX = 50;
export const USER_BILL_PAGE_SIZE = 20;
export const USER_BILL_PAGE_MAX = 100;

export const USER_BILL_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be 200 characters or less',
  descriptionRequired: 'Summary description is required',
  descriptionTooLong: 'Description must be 1000 characters or less',
  policyArea: 'Policy area must be one of the listed policy areas',
  tags: `Tags must be a list of at most ${USER_BILL_TAGS_MAX} words of ${USER_BILL_TAG_MAX} characters or less`,
  isPublic: 'isPublic must be true or false',
  submitStatus: "moderationStatus must be 'draft' or 'pending'",
  status: "status must be one of 'draft', 'pending', 'approved', 'rejected'",
  notFound: 'Bill not found',
  forbidden: 'You can only change your own bills',
  notDraft: 'Only drafts can be edited or deleted',
  /** ADR 0020: a rejected bill is revised only to be submitted for review again. */
  rejectedResubmitOnly: 'A rejected bill can only be revised and submitted for review again',
  /** ADR 0020: a bill a moderator removed is final. */
  removed: 'A moderator removed this bill; it cannot be resubmitted',
  limit: `limit must be a whole number from 1 to ${USER_BILL_PAGE_MAX}`,
  offset: 'offset must be a whole number, 0 or more',
  // Support of neighbours' bills (SPEC §3 user_bill_support, §5 support type).
  supportType: "supportType must be 'support' or 'oppose'",
  supportOwn: 'You cannot support or oppose your own bill',
  supportNotApproved: 'Only approved public bills can be supported or opposed',
} as const;

const title = text({ label: 'Title', max: USER_BILL_TITLE_MAX, required: USER_BILL_MESSAGES.titleRequired, tooLong: USER_BILL_MESSAGES.titleTooLong });
const description = text({
  label: 'Description',
  max: USER_BILL_DESCRIPTION_MAX,
  multiline: true,
  required: USER_BILL_MESSAGES.descriptionRequired,
  tooLong: USER_BILL_MESSAGES.descriptionTooLong,
});
const fullText = optionalText({ label: 'Full text', max: USER_BILL_FULL_TEXT_MAX, multiline: true });
const policyArea = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z.enum(POLICY_AREAS, { error: USER_BILL_MESSAGES.policyArea }).optional(),
);
const tags = z.array(text({ label: 'Tag', max: USER_BILL_TAG_MAX, required: USER_BILL_MESSAGES.tags, tooLong: USER_BILL_MESSAGES.tags }), { error: USER_BILL_MESSAGES.tags }).max(USER_BILL_TAGS_MAX, { error: USER_BILL_MESSAGES.tags });
/** What the author may ask for: keep it a draft, or submit it for review. */
export const userBillSubmitStatus = z.enum(['draft', 'pending'], { error: USER_BILL_MESSAGES.submitStatus });

export const userBillCreate = z.object({
  title,
  description,
  fullText: fullText.transform((v) => v ?? ''),
  policyArea,
  tags: tags.optional().transform((v) => v ?? []),
  isPublic: z.boolean({ error: USER_BILL_MESSAGES.isPublic }).optional().transform((v) => v ?? false),
  moderationStatus: userBillSubmitStatus.optional().transform((v) => v ?? 'draft'),
});
export type UserBillCreate = z.infer<typeof userBillCreate>;
export type UserBillCreateInput = z.input<typeof userBillCreate>;

/** Editing a draft: any subset of the fields; moderationStatus 'pending' submits it for review. */
export const userBillUpdate = z.object({
  title: title.optional(),
  description: description.optional(),
  fullText,
  policyArea,
  tags: tags.optional(),
  isPublic: z.boolean({ error: USER_BILL_MESSAGES.isPublic }).optional(),
  moderationStatus: userBillSubmitStatus.optional(),
});
export type UserBillUpdate = z.infer<typeof userBillUpdate>;
export type UserBillUpdateInput = z.input<typeof userBillUpdate>;

export const userBillListQuery = z.object({
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(USER_BILL_STATUSES, { error: USER_BILL_MESSAGES.status }).optional()),
});

export const publicUserBillsQuery = z.object({
  limit: queryInt(USER_BILL_MESSAGES.limit, 1, USER_BILL_PAGE_MAX, USER_BILL_PAGE_SIZE),
  offset: queryInt(USER_BILL_MESSAGES.offset, 0, Number.MAX_SAFE_INTEGER, 0),
});

/** SPEC §5 "Support type (user bills)": support or oppose. */
export const SUPPORT_TYPES = ['support', 'oppose'] as const;
export const supportType = z.enum(SUPPORT_TYPES, { error: USER_BILL_MESSAGES.supportType });
export type SupportType = z.infer<typeof supportType>;
/** PUT /api/user-bills/{id}/support: one choice per voter, changed by sending another. */
export const userBillSupportBody = z.object({ supportType });
export type UserBillSupportBody = z.infer<typeof userBillSupportBody>;

const score = z.number().int().min(1).max(10).nullable();

/** One user bill as the API returns it. Scores and feedback are null until a verdict. */
export const userBill = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  /** The author's display name (public lists show who wrote it); null when unknown. */
  authorName: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  fullText: z.string(),
  policyArea: z.string().nullable(),
  tags: z.array(z.string()),
  isPublic: z.boolean(),
  moderationStatus: userBillStatus,
  /** Same as overallScore (SPEC lists both names). */
  moderationScore: score,
  constitutionalityScore: score,
  decencyScore: score,
  overallScore: score,
  constitutionalityAssessment: z.string().nullable(),
  decencyAssessment: z.string().nullable(),
  rejectionReasons: z.array(z.string()),
  /** One recommendation per line. */
  recommendations: z.string().nullable(),
  moderationTimestamp: z.iso.datetime().nullable(),
  /** Pending, and the AI review could not be produced yet (provider down after all retries). */
  reviewDelayed: z.boolean(),
  submissionDate: z.iso.datetime(),
  lastModified: z.iso.datetime(),
  /** Voters other than the author who support / oppose it (SPEC §3 user_bill_support). */
  supportCount: z.number().int().min(0),
  opposeCount: z.number().int().min(0),
  /** The caller's own choice on it; null when none (always null for the author). */
  mySupport: supportType.nullable(),
  /** The caller reported it (ADR 0020): once per user, so the page shows Reported, not Report (false for the author). */
  hasUserReported: z.boolean(),
  /**
   * People in the loop (ADR 0020), meaningful to its author: hidden after reports or appealed
   * (null: with no moderator); `appealed` once the one appeal is used; `removed` when a
   * moderator removed it (shown as Rejected, final: no appeal, no resubmission).
   */
  reviewState: z.enum(['reported', 'appealed']).nullable(),
  appealed: z.boolean(),
  removed: z.boolean(),
  /** A moderator's reason for rejecting or removing it (null: none). */
  moderatorReason: z.string().nullable(),
});
export type UserBill = z.infer<typeof userBill>;

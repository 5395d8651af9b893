import { z } from 'zod';
import { EVENTS, type EventName } from './events';
import { voteCast } from './rpc-voting';
import { supportType } from './http/user-bills';
import { aiProvenance, archetypeVoteValue, billModerationOutput, billSynthesisOutput, moderateBillInput, moderateTextInput, moderationDecision, textModerationOutput, synthesizeBillInput } from './ai';

export const billSynthesisRequested = z.object({
  billId: z.string(),
  /** Hash of the content synthesized; a result for older content is ignored. */
  contentVersion: z.string(),
  input: synthesizeBillInput,
});
export type BillSynthesisRequested = z.infer<typeof billSynthesisRequested>;

export const billSynthesisCompleted = z.object({
  billId: z.string(),
  contentVersion: z.string(),
  /** The request event's id, so the owner can tie the answer to its request. */
  requestEventId: z.string(),
  result: z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), output: billSynthesisOutput, provenance: aiProvenance }),
    z.object({ ok: z.literal(false), error: z.string(), attempts: z.number().int() }),
  ]),
});
export type BillSynthesisCompleted = z.infer<typeof billSynthesisCompleted>;

export const billSynthesized = z.object({
  billId: z.string(),
  title: z.string(),
  policyArea: z.string().nullable(),
  /** Suggested vote per archetype key (ARCHETYPE_KEYS). */
  archetypeVotes: z.record(z.string(), archetypeVoteValue),
  /** Why, per archetype key: the one-line reason shown next to "From your archetype" (empty in events written before reasons). */
  archetypeReasons: z.record(z.string(), z.string()).optional(),
});
export type BillSynthesized = z.infer<typeof billSynthesized>;

export const voterProfileChanged = z.object({
  userId: z.uuid(),
  /** ST-NN (ST-AL at large), or null while unknown. */
  congressionalDistrict: z.string().nullable(),
  /** Archetype key (ARCHETYPE_KEYS), or null before the survey. */
  archetypeKey: z.string().nullable(),
});
export type VoterProfileChanged = z.infer<typeof voterProfileChanged>;

export const userBillModerationRequested = z.object({
  billId: z.uuid(),
  authorId: z.uuid(),
  /** The bill's content revision reviewed; a verdict for an older revision is ignored. */
  contentVersion: z.number().int().min(1),
  input: moderateBillInput,
});
export type UserBillModerationRequested = z.infer<typeof userBillModerationRequested>;

export const userBillModerationCompleted = z.object({
  billId: z.uuid(),
  contentVersion: z.number().int().min(1),
  /** The request event's id, so the owner can tie the answer to its request. */
  requestEventId: z.string(),
  result: z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), output: billModerationOutput, provenance: aiProvenance }),
    z.object({ ok: z.literal(false), error: z.string(), attempts: z.number().int() }),
  ]),
});
export type UserBillModerationCompleted = z.infer<typeof userBillModerationCompleted>;

export const userBillModerated = z.object({
  billId: z.uuid(),
  authorId: z.uuid(),
  title: z.string(),
  decision: moderationDecision,
  isPublic: z.boolean(),
});
export type UserBillModerated = z.infer<typeof userBillModerated>;

export const userBillSupportChanged = z.object({
  billId: z.uuid(),
  authorId: z.uuid(),
  title: z.string(),
  /** The voter (never the author: the bills service refuses that). */
  userId: z.uuid(),
  /** The voter's choice now; null when they took it back. */
  supportType: supportType.nullable(),
  previous: supportType.nullable(),
});
export type UserBillSupportChanged = z.infer<typeof userBillSupportChanged>;

export const userPublicProfileChanged = z.object({
  userId: z.uuid(),
  name: z.string(),
  /** Archetype name as shown (SPEC voterArchetype), or null before the survey. */
  voterArchetype: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  congressionalDistrict: z.string().nullable(),
});
export type UserPublicProfileChanged = z.infer<typeof userPublicProfileChanged>;

export const postType = z.enum(['discussion', 'reply']);
export type PostType = z.infer<typeof postType>;

export const postModerationRequested = z.object({
  postType,
  postId: z.uuid(),
  authorId: z.uuid(),
  /** The post's content revision reviewed; a verdict for an older revision is ignored. */
  contentVersion: z.number().int().min(1),
  input: moderateTextInput,
});
export type PostModerationRequested = z.infer<typeof postModerationRequested>;

export const postModerationCompleted = z.object({
  postType,
  postId: z.uuid(),
  contentVersion: z.number().int().min(1),
  requestEventId: z.string(),
  result: z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), output: textModerationOutput, provenance: aiProvenance }),
    z.object({ ok: z.literal(false), error: z.string(), attempts: z.number().int() }),
  ]),
});
export type PostModerationCompleted = z.infer<typeof postModerationCompleted>;

/** A partner's district event (ADR 0031), reviewed for decency like a post (`kind: 'event'`). */
export const localEventModerationRequested = z.object({
  eventId: z.uuid(),
  organizerId: z.uuid(),
  /** The event's content revision reviewed; a verdict for an older revision is ignored. */
  contentVersion: z.number().int().min(1),
  input: moderateTextInput,
});
export type LocalEventModerationRequested = z.infer<typeof localEventModerationRequested>;

export const localEventModerationCompleted = z.object({
  eventId: z.uuid(),
  contentVersion: z.number().int().min(1),
  requestEventId: z.string(),
  result: z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), output: textModerationOutput, provenance: aiProvenance }),
    z.object({ ok: z.literal(false), error: z.string(), attempts: z.number().int() }),
  ]),
});
export type LocalEventModerationCompleted = z.infer<typeof localEventModerationCompleted>;

export const discussionModerated = z.object({
  discussionId: z.uuid(),
  authorId: z.uuid(),
  billId: z.string(),
  billType: z.enum(['congressional', 'user']),
  /** The user bill's author when billType is user (user_bill_comment), else null. */
  billAuthorId: z.uuid().nullable(),
  title: z.string(),
  decision: moderationDecision,
  reason: z.string().nullable(),
});
export type DiscussionModerated = z.infer<typeof discussionModerated>;

export const replyModerated = z.object({
  replyId: z.uuid(),
  discussionId: z.uuid(),
  /** The discussion's title while it is approved; null while an edit of it is pending or rejected (never quoted to others then). */
  discussionTitle: z.string().nullable(),
  discussionAuthorId: z.uuid(),
  authorId: z.uuid(),
  decision: moderationDecision,
  reason: z.string().nullable(),
});
export type ReplyModerated = z.infer<typeof replyModerated>;

/** An operator's decision on a post, for its author (moderation_outcome). */
export const postReviewDecided = z.object({
  postType,
  postId: z.uuid(),
  discussionId: z.uuid(),
  /** The discussion's title (a reply's is its discussion's). */
  discussionTitle: z.string(),
  authorId: z.uuid(),
  /** Why it was in the queue. */
  queue: z.enum(['held', 'reported', 'appealed']),
  outcome: z.enum(['approved', 'rejected', 'removed']),
  reason: z.string().nullable(),
  /** The log row's id: one decision, one notification. */
  decisionId: z.string(),
});
export type PostReviewDecided = z.infer<typeof postReviewDecided>;

/** An operator's decision on a user bill (ADR 0020): the author hears of it; discussions learns whether it is discussable. */
export const userBillReviewDecided = z.object({
  billId: z.uuid(),
  authorId: z.uuid(),
  title: z.string(),
  isPublic: z.boolean(),
  queue: z.enum(['reported', 'appealed']),
  outcome: z.enum(['approved', 'rejected', 'removed']),
  reason: z.string().nullable(),
  /** The log row's id: one decision, one notification. */
  decisionId: z.string(),
});
export type UserBillReviewDecided = z.infer<typeof userBillReviewDecided>;

/** Reports hid a public user bill pending a person's review (ADR 0020): discussions stops taking posts on it until a decision. */
export const userBillHidden = z.object({
  billId: z.uuid(),
  authorId: z.uuid(),
  title: z.string(),
});
export type UserBillHidden = z.infer<typeof userBillHidden>;

export const followChanged = z.object({
  followerId: z.uuid(),
  followingId: z.uuid(),
  /** true: now follows; false: stopped. Consumers keep the latest by the event's occurredAt. */
  following: z.boolean(),
});
export type FollowChanged = z.infer<typeof followChanged>;

/**
 * Every event's payload schema, by name. Consumers get payloads parsed against it (service-kit's
 * runtime), and the payload-contract tests check what producers write, SQL-built ones included.
 */
export const EVENT_PAYLOADS = {
  [EVENTS.billSynthesisRequested]: billSynthesisRequested,
  [EVENTS.billSynthesisCompleted]: billSynthesisCompleted,
  [EVENTS.billSynthesized]: billSynthesized,
  [EVENTS.voterProfileChanged]: voterProfileChanged,
  [EVENTS.voteCast]: voteCast,
  [EVENTS.userBillModerationRequested]: userBillModerationRequested,
  [EVENTS.userBillModerationCompleted]: userBillModerationCompleted,
  [EVENTS.userBillModerated]: userBillModerated,
  [EVENTS.userBillSupportChanged]: userBillSupportChanged,
  [EVENTS.userPublicProfileChanged]: userPublicProfileChanged,
  [EVENTS.postModerationRequested]: postModerationRequested,
  [EVENTS.postModerationCompleted]: postModerationCompleted,
  [EVENTS.discussionModerated]: discussionModerated,
  [EVENTS.replyModerated]: replyModerated,
  [EVENTS.followChanged]: followChanged,
  [EVENTS.postReviewDecided]: postReviewDecided,
  [EVENTS.userBillReviewDecided]: userBillReviewDecided,
  [EVENTS.userBillHidden]: userBillHidden,
  [EVENTS.localEventModerationRequested]: localEventModerationRequested,
  [EVENTS.localEventModerationCompleted]: localEventModerationCompleted,
} as const satisfies Record<EventName, z.ZodType>;

/** The payload type of an event, by name. */
export type EventPayload<N extends EventName> = z.infer<(typeof EVENT_PAYLOADS)[N]>;

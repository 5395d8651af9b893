import {
  EVENTS,
  localEventModerationCompleted,
  localEventModerationRequested,
  postModerationCompleted,
  postModerationRequested,
  postType,
  QUEUES,
  userBillModerationCompleted,
  userBillModerationRequested,
  type ModerationDecision,
  type TextModerationDecision,
} from '@civic/contracts';
import { moderationVerdicts } from '../metrics';
import { requestReplyProcessor } from './request-reply';

const contentVersionOf = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : undefined);

function countVerdict(kind: 'user_bill' | 'post' | 'event', outcome: { output: { decision: ModerationDecision | TextModerationDecision }; provenance: { provider: string } } | { failed: true }) {
  if ('failed' in outcome) moderationVerdicts.inc({ kind, outcome: 'failed', provider: 'none' });
  else moderationVerdicts.inc({ kind, outcome: outcome.output.decision, provider: outcome.provenance.provider });
}

/** `user-bill.moderation-requested.v1` on `ai.moderation` → `user-bill.moderation-completed.v1` to the bills inbox. */
export const userBillModerationProcessor = requestReplyProcessor({
  queue: QUEUES.aiModeration,
  requestEvent: EVENTS.userBillModerationRequested,
  completedEvent: EVENTS.userBillModerationCompleted,
  requestSchema: userBillModerationRequested,
  completedSchema: userBillModerationCompleted,
  subject: (r) => ({ billId: r.billId, contentVersion: r.contentVersion }),
  subjectOfRaw: (p) => {
    const contentVersion = contentVersionOf(p.contentVersion);
    return typeof p.billId === 'string' && contentVersion ? { billId: p.billId, contentVersion } : undefined;
  },
  run: (r, ctx) => ctx.provider.moderateBill(r.input, { signal: ctx.signal }),
  onResult: (outcome) => countVerdict('user_bill', outcome),
});

/** `post.moderation-requested.v1` (a discussion or a reply) on `ai.moderation` → `post.moderation-completed.v1` to its owner. */
export const postModerationProcessor = requestReplyProcessor({
  queue: QUEUES.aiModeration,
  requestEvent: EVENTS.postModerationRequested,
  completedEvent: EVENTS.postModerationCompleted,
  requestSchema: postModerationRequested,
  completedSchema: postModerationCompleted,
  subject: (r) => ({ postType: r.postType, postId: r.postId, contentVersion: r.contentVersion }),
  subjectOfRaw: (p) => {
    const contentVersion = contentVersionOf(p.contentVersion);
    const type = postType.safeParse(p.postType);
    return type.success && typeof p.postId === 'string' && contentVersion ? { postType: type.data, postId: p.postId, contentVersion } : undefined;
  },
  run: (r, ctx) => ctx.provider.moderateText(r.input, { signal: ctx.signal }),
  onResult: (outcome) => countVerdict('post', outcome),
});

/**
 * `local-event.moderation-requested.v1` (a partner's district event, ADR 0031) on `ai.moderation`
 * → `local-event.moderation-completed.v1` to the social-graph inbox: the post review, on the
 * event's name, description and venue.
 */
export const localEventModerationProcessor = requestReplyProcessor({
  queue: QUEUES.aiModeration,
  requestEvent: EVENTS.localEventModerationRequested,
  completedEvent: EVENTS.localEventModerationCompleted,
  requestSchema: localEventModerationRequested,
  completedSchema: localEventModerationCompleted,
  subject: (r) => ({ eventId: r.eventId, contentVersion: r.contentVersion }),
  subjectOfRaw: (p) => {
    const contentVersion = contentVersionOf(p.contentVersion);
    return typeof p.eventId === 'string' && contentVersion ? { eventId: p.eventId, contentVersion } : undefined;
  },
  run: (r, ctx) => ctx.provider.moderateText(r.input, { signal: ctx.signal }),
  onResult: (outcome) => countVerdict('event', outcome),
});

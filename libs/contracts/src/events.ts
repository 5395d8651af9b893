/**
 * Integration events: versioned names, the envelope, and the routing table that says which
 * queues hear which event. Services publish through their transactional outbox; the relay
 * delivers each event to every queue listed here, with the event id as the job id (dedupe).
 */
export interface IntegrationEvent<P = unknown> {
  id: string;
  name: string;
  occurredAt: string;
  payload: P;
  requestId?: string;
}

const INBOX_PREFIX = 'inbox.';

/** BullMQ queue names. Inboxes belong to services; the ai.* queues to the ai-worker. */
export const QUEUES = {
  aiSynthesis: 'ai.synthesis',
  aiModeration: 'ai.moderation',
  inbox: (service: string) => `${INBOX_PREFIX}${service}`,
} as const;

/** Whether a queue is a service's inbox (QUEUES.inbox). */
export const isInboxQueue = (queue: string): boolean => queue.startsWith(INBOX_PREFIX);

/** Event names, one constant each, versioned so a payload change gets a new name. */
export const EVENTS = {
  /** bills → ai-worker: synthesize this bill's current content. */
  billSynthesisRequested: 'bill.synthesis-requested.v1',
  /** ai-worker → bills: the result (or a permanent failure) for one request. */
  billSynthesisCompleted: 'bill.synthesis-completed.v1',
  /** bills → voting (and later notifications): a bill became active with its archetype suggestions. */
  billSynthesized: 'bill.synthesized.v1',
  /** identity → voting: a user's district or archetype changed. */
  voterProfileChanged: 'user.voter-profile-changed.v1',
  /** voting → notifications: a user cast or changed a personal vote (payload VoteCast). */
  voteCast: 'vote.cast.v1',
  /** bills → ai-worker (ai.moderation): review this user bill's submitted content. */
  userBillModerationRequested: 'user-bill.moderation-requested.v1',
  /** ai-worker → bills: the verdict (or a permanent failure) for one request. */
  userBillModerationCompleted: 'user-bill.moderation-completed.v1',
  /** bills → discussions, notifications: a verdict was applied to a user bill. */
  userBillModerated: 'user-bill.moderated.v1',
  /** bills → notifications: a voter supported, opposed or took back their choice on a user bill. */
  userBillSupportChanged: 'user-bill.support-changed.v1',
  /** identity → discussions, social-graph, notifications: what others may see of a user changed. */
  userPublicProfileChanged: 'user.public-profile-changed.v1',
  /** discussions → ai-worker (ai.moderation): review this discussion's or reply's content. */
  postModerationRequested: 'post.moderation-requested.v1',
  /** ai-worker → discussions: the verdict (or a permanent failure) for one request. */
  postModerationCompleted: 'post.moderation-completed.v1',
  /** discussions → notifications, social-graph: a verdict was applied to a discussion. */
  discussionModerated: 'discussion.moderated.v1',
  /** discussions → notifications, social-graph: a verdict was applied to a reply. */
  replyModerated: 'reply.moderated.v1',
  /** discussions → notifications: an operator decided on a held, reported or appealed post (ADR 0020). */
  postReviewDecided: 'post.review-decided.v1',
  /** bills → discussions, notifications: an operator decided on a reported or appealed user bill (ADR 0020). */
  userBillReviewDecided: 'user-bill.review-decided.v1',
  /** bills → discussions: reports hid a public user bill pending review (ADR 0020); it cannot be discussed meanwhile. */
  userBillHidden: 'user-bill.hidden.v1',
  /** social-graph → ai-worker (ai.moderation): review this partner event's text (ADR 0031). */
  localEventModerationRequested: 'local-event.moderation-requested.v1',
  /** ai-worker → social-graph: the verdict (or a permanent failure) for one request. */
  localEventModerationCompleted: 'local-event.moderation-completed.v1',
  /** social-graph → notifications: a user started or stopped following another. */
  followChanged: 'user.follow-changed.v1',
} as const;

/** One of the event names above. */
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

/** Which queues receive each event. An event with no entry is kept in the outbox only. */
export const EVENT_ROUTES: Record<string, readonly string[]> = {
  [EVENTS.billSynthesisRequested]: [QUEUES.aiSynthesis],
  [EVENTS.billSynthesisCompleted]: [QUEUES.inbox('bills')],
  [EVENTS.billSynthesized]: [QUEUES.inbox('voting'), QUEUES.inbox('discussions'), QUEUES.inbox('notifications')],
  [EVENTS.voterProfileChanged]: [QUEUES.inbox('voting')],
  [EVENTS.voteCast]: [QUEUES.inbox('notifications')],
  [EVENTS.userBillModerationRequested]: [QUEUES.aiModeration],
  [EVENTS.userBillModerationCompleted]: [QUEUES.inbox('bills')],
  [EVENTS.userBillModerated]: [QUEUES.inbox('discussions'), QUEUES.inbox('notifications')],
  [EVENTS.userBillSupportChanged]: [QUEUES.inbox('notifications')],
  [EVENTS.userPublicProfileChanged]: [QUEUES.inbox('discussions'), QUEUES.inbox('notifications'), QUEUES.inbox('social-graph')],
  [EVENTS.postModerationRequested]: [QUEUES.aiModeration],
  [EVENTS.postModerationCompleted]: [QUEUES.inbox('discussions')],
  [EVENTS.discussionModerated]: [QUEUES.inbox('notifications')],
  [EVENTS.replyModerated]: [QUEUES.inbox('notifications')],
  [EVENTS.followChanged]: [QUEUES.inbox('notifications')],
  [EVENTS.postReviewDecided]: [QUEUES.inbox('notifications')],
  [EVENTS.userBillReviewDecided]: [QUEUES.inbox('discussions'), QUEUES.inbox('notifications')],
  [EVENTS.userBillHidden]: [QUEUES.inbox('discussions')],
  [EVENTS.localEventModerationRequested]: [QUEUES.aiModeration],
  [EVENTS.localEventModerationCompleted]: [QUEUES.inbox('social-graph')],
};

export function routesFor(eventName: string): readonly string[] {
  return EVENT_ROUTES[eventName] ?? [];
}

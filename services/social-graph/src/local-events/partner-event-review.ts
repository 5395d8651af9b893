import type { EntityManager } from 'typeorm';
import { EVENTS, localEventModerationCompleted, localEventModerationRequested, type PartnerEventView } from '@civic/contracts';
import { recordEvent } from '@civic/service-kit';
import { EventReviewRepository } from '../review/event-review.repository';
import { PartnerEventsRepository, type StoredPartnerEvent } from './partner-events.repository';

/**
 * What the AI reads of an event: its name, description and venue, as voters will see them. Not
 * the street address: a public venue's address is not personal data, yet a reviewer asked about
 * decency holds any text with an address for a person to check (ADR 0031).
 */
export function moderationInputOf(e: PartnerEventView) {
  return { kind: 'event' as const, title: e.eventName, content: `${e.eventDescription}\n\nVenue: ${e.venue}` };
}

/**
 * Asks the ai-worker to review the event's current revision, in the caller's transaction (the
 * outbox row exists exactly when the event does). Returns the request event's id.
 */
export async function requestEventReview(m: EntityManager, event: StoredPartnerEvent): Promise<string> {
  const payload = localEventModerationRequested.parse({
    eventId: event.view.id,
    organizerId: event.organizerId,
    contentVersion: event.revision,
    input: moderationInputOf(event.view),
  });
  const recorded = await recordEvent(m, EVENTS.localEventModerationRequested, payload);
  await new PartnerEventsRepository(m).markReviewRequested(event.view.id, recorded.id);
  return recorded.id;
}

export type EventVerdictOutcome =
  | { outcome: 'applied' | 'failure-recorded'; event: PartnerEventView }
  /** No such event, not pending any more, or a verdict for an older revision. */
  | { outcome: 'unknown-event' | 'not-pending' | 'stale' }
  | { outcome: 'invalid'; issue: string };

/**
 * Applies a local-event.moderation-completed.v1 in the inbox consumer's transaction (which also
 * records the event id, so a redelivery is a no-op before this runs). A verdict counts only while
 * the event is pending at the revision it judged; a failure leaves it pending with the error. A
 * held event enters the operators' queue, logged as held by the system with the AI's word.
 */
export async function applyEventVerdict(m: EntityManager, raw: unknown): Promise<EventVerdictOutcome> {
  const parsed = localEventModerationCompleted.safeParse(raw);
  if (!parsed.success) return { outcome: 'invalid', issue: parsed.error.issues[0]?.message ?? 'invalid' };
  const done = parsed.data;
  const events = new PartnerEventsRepository(m);
  const event = await events.lock(done.eventId);
  if (!event) return { outcome: 'unknown-event' };
  if (event.view.status !== 'pending') return { outcome: 'not-pending' };
  if (event.revision !== done.contentVersion) return { outcome: 'stale' };
  if (!done.result.ok) return { outcome: 'failure-recorded', event: (await events.recordReviewFailure(event.view.id, done.result.error)).view };
  const { output, provenance } = done.result;
  const applied = await events.applyVerdict(event.view.id, output, provenance);
  if (output.decision === 'held') {
    const ai = { decision: output.decision, provider: provenance.provider, model: provenance.model };
    await new EventReviewRepository(m).log({ postType: 'event', postId: event.view.id, actorId: null, action: 'held', reason: output.reasons.join(' '), queue: 'held', ai });
  }
  return { outcome: 'applied', event: applied.view };
}

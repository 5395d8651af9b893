import type { EntityManager } from 'typeorm';
import {
  EVENTS,
  userBillModerated,
  userBillModerationCompleted,
  userBillModerationRequested,
  type UserBill,
} from '@civic/contracts';
import { recordEvent } from '@civic/service-kit';
import { UserBillsRepository, type StoredUserBill } from './user-bills.repository';

/**
 * Asks the ai-worker to review the bill's current revision, in the caller's transaction: the
 * user-bill.moderation-requested.v1 event goes to the outbox and the bill remembers it (which
 * also clears a recorded failure: a new request is out). Returns the request event's id.
 */
export async function requestReview(m: EntityManager, bill: StoredUserBill): Promise<string> {
  const b = bill.view;
  const payload = userBillModerationRequested.parse({
    billId: b.id,
    authorId: b.userId,
    contentVersion: bill.revision,
    input: { title: b.title, description: b.description, fullText: b.fullText || null, policyArea: b.policyArea, tags: b.tags },
  });
  const event = await recordEvent(m, EVENTS.userBillModerationRequested, payload);
  await new UserBillsRepository(m).markReviewRequested(b.id, event.id);
  return event.id;
}

export type VerdictOutcome =
  | { outcome: 'applied' | 'failure-recorded'; bill: UserBill }
  /** No such bill (deleted), not pending any more, or a verdict for an older revision. */
  | { outcome: 'unknown-bill' | 'not-pending' | 'stale' }
  | { outcome: 'invalid'; issue: string };

/**
 * Applies a user-bill.moderation-completed.v1 in the inbox consumer's transaction (which also
 * records the event id, so a redelivery is a no-op before this runs). A verdict counts only
 * while the bill is pending at the revision it judged, or published and re-checked by that very
 * request (a rejection then takes it down and the author is told); it stores scores, assessments, reasons,
 * recommendations and provenance and emits user-bill.moderated.v1 in the same transaction. A
 * failure leaves the bill pending with the error recorded (shown as "review delayed").
 */
export async function applyVerdict(m: EntityManager, raw: unknown): Promise<VerdictOutcome> {
  const parsed = userBillModerationCompleted.safeParse(raw);
  if (!parsed.success) return { outcome: 'invalid', issue: parsed.error.issues[0]?.message ?? 'invalid' };
  const done = parsed.data;
  const bills = new UserBillsRepository(m);
  const bill = await bills.lock(done.billId);
  if (!bill) return { outcome: 'unknown-bill' };
  // A published bill asked again by `bills:remoderate --approved` takes that request's verdict only.
  const recheck = bill.view.moderationStatus === 'approved' && !bill.view.reviewState && bill.reviewRequestId === done.requestEventId;
  // A bill hidden after reports waits for a person, not for the machine (ADR 0020).
  if (!recheck && (bill.view.moderationStatus !== 'pending' || bill.view.reviewState)) return { outcome: 'not-pending' };
  if (bill.revision !== done.contentVersion) return { outcome: 'stale' };

  if (!done.result.ok) {
    const failed = await bills.recordReviewFailure(bill.view.id, done.result.error, done.result.attempts);
    return { outcome: 'failure-recorded', bill: failed.view };
  }
  const applied = await bills.applyVerdict(bill.view.id, done.result.output, done.result.provenance);
  const b = applied.view;
  // A re-check that approves again changes nothing anyone sees but the scores: nobody is told.
  if (recheck && b.moderationStatus === 'approved') return { outcome: 'applied', bill: b };
  await recordEvent(m, EVENTS.userBillModerated, userBillModerated.parse({ billId: b.id, authorId: b.userId, title: b.title, decision: done.result.output.decision, isPublic: b.isPublic }));
  return { outcome: 'applied', bill: b };
}


import type { EntityManager } from 'typeorm';
import {
  billSynthesisCompleted,
  billSynthesized,
  EVENTS,
  suggestedVoteReason,
  type BillSynthesisOutput,
  type BillSynthesisCompleted,
  type IntegrationEvent,
} from '@civic/contracts';
import { logger, recordEvent } from '@civic/service-kit';
import { BillsRepository, BillSynthesesRepository, type BillForSynthesis } from '../repositories';

export type ApplyOutcome =
  | 'applied'
  | 'failure-recorded'
  /** No such bill (deleted, or an answer meant for another stack). */
  | 'unknown-bill'
  /** The bill's content changed since the request; a newer request is out. */
  | 'stale'
  /** The bill already has a synthesis of this content (a repeat answer). */
  | 'already-synthesized'
  /** The payload could not be read at all. */
  | 'invalid';

/**
 * Applies a bill.synthesis-completed.v1 in the inbox consumer's transaction (which also records
 * the event id, so a redelivery is a no-op before this runs). A result counts only for the
 * bill's current content version; a bill already synthesized for that version takes a new
 * result only when it answers the outstanding (operator) request. A success stores the
 * synthesis, activates the bill and emits bill.synthesized.v1 in the same transaction; a failure
 * is recorded on the bill (pending → failed) so nothing is lost and an operator can retry.
 */
export async function applySynthesisCompleted(m: EntityManager, raw: unknown, event?: Pick<IntegrationEvent, 'id'>): Promise<ApplyOutcome> {
  const parsed = billSynthesisCompleted.safeParse(raw);
  if (!parsed.success) return recordUnreadable(m, raw, parsed.error.issues[0]?.message ?? 'invalid', event);
  const done = parsed.data;

  const bill = await new BillsRepository(m).lockForSynthesis(done.billId);
  if (!bill) return 'unknown-bill';
  if (bill.contentHash !== done.contentVersion) return 'stale';

  if (!done.result.ok) {
    await recordFailure(m, bill, done.result.error, done.result.attempts);
    return 'failure-recorded';
  }

  if (bill.synthesisStatus === 'synthesized') {
    const current = await new BillSynthesesRepository(m).requestEventId(bill.billId);
    const answersOutstandingRefresh = done.requestEventId === bill.synthesisRequestId && current !== done.requestEventId;
    if (!answersOutstandingRefresh) return 'already-synthesized';
  }

  await storeSynthesis(m, bill, done);
  return 'applied';
}

async function storeSynthesis(m: EntityManager, bill: BillForSynthesis, done: BillSynthesisCompleted): Promise<void> {
  if (!done.result.ok) return;
  const { provenance } = done.result;
  // Every stored reason reads "Suggested {Vote}: …" with its own vote, whichever provider wrote it.
  const output = {
    ...done.result.output,
    archetypeVotes: Object.fromEntries(
      Object.entries(done.result.output.archetypeVotes).map(([key, s]) => [key, { vote: s.vote, reason: suggestedVoteReason(s.vote, s.reason) ?? s.reason }]),
    ) as BillSynthesisOutput['archetypeVotes'],
  };
  await new BillSynthesesRepository(m).save({ billId: bill.billId, contentHash: done.contentVersion, output, provenance, requestEventId: done.requestEventId });
  await new BillsRepository(m).markSynthesized(bill.billId);
  const archetypeVotes = Object.fromEntries(Object.entries(output.archetypeVotes).map(([key, s]) => [key, s.vote]));
  const archetypeReasons = Object.fromEntries(Object.entries(output.archetypeVotes).map(([key, s]) => [key, s.reason]));
  await recordEvent(
    m,
    EVENTS.billSynthesized,
    billSynthesized.parse({ billId: bill.billId, title: bill.title, policyArea: bill.policyArea, archetypeVotes, archetypeReasons }),
  );
}

async function recordFailure(m: EntityManager, bill: BillForSynthesis, error: string, attempts: number): Promise<void> {
  // A synthesized bill whose refresh failed stays listed with the synthesis it has.
  await new BillsRepository(m).recordFailure(bill.billId, error.slice(0, 2000) || 'synthesis failed', Math.max(1, attempts));
}

/**
 * A result that does not match the contract (say, a worker on another version left out an
 * archetype) can never be applied. When it names the bill and version, it is recorded as that
 * bill's failure, so the bill shows up for an operator's retry instead of silently waiting.
 */
async function recordUnreadable(m: EntityManager, raw: unknown, issue: string, event?: Pick<IntegrationEvent, 'id'>): Promise<ApplyOutcome> {
  const r = raw as { billId?: unknown; contentVersion?: unknown } | null;
  logger().error({ eventId: event?.id, issue }, 'unreadable bill.synthesis-completed.v1');
  if (typeof r?.billId !== 'string' || typeof r.contentVersion !== 'string') return 'invalid';
  const bill = await new BillsRepository(m).lockForSynthesis(r.billId);
  if (!bill) return 'unknown-bill';
  if (bill.contentHash !== r.contentVersion) return 'stale';
  if (bill.synthesisStatus === 'synthesized') return 'already-synthesized';
  await recordFailure(m, bill, `invalid synthesis result: ${issue}`, 1);
  return 'failure-recorded';
}

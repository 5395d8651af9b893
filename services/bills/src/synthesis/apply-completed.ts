import type { EntityManager } from 'typeorm';
import {
  billSynthesisCompleted,
  billSynthesized,
  EVENTS,
  type BillSynthesisCompleted,
  type IntegrationEvent,
} from '@civic/contracts';
import { logger, recordEvent } from '@civic/service-kit';

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

interface LockedBill {
  bill_id: string;
  title: string;
  policy_area: string | null;
  content_hash: string;
  synthesis_status: 'pending' | 'synthesized' | 'failed';
  synthesis_request_id: string | null;
}

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

  const [bill]: LockedBill[] = await m.query(
    `SELECT bill_id, title, policy_area, content_hash, synthesis_status, synthesis_request_id::text
       FROM bills WHERE bill_id = $1 FOR UPDATE`,
    [done.billId],
  );
  if (!bill) return 'unknown-bill';
  if (bill.content_hash !== done.contentVersion) return 'stale';

  if (!done.result.ok) {
    await recordFailure(m, bill, done.result.error, done.result.attempts);
    return 'failure-recorded';
  }

  if (bill.synthesis_status === 'synthesized') {
    const [current]: { request_event_id: string | null }[] = await m.query(`SELECT request_event_id FROM bill_syntheses WHERE bill_id = $1`, [bill.bill_id]);
    const answersOutstandingRefresh = done.requestEventId === bill.synthesis_request_id && current?.request_event_id !== done.requestEventId;
    if (!answersOutstandingRefresh) return 'already-synthesized';
  }

  await storeSynthesis(m, bill, done);
  return 'applied';
}

async function storeSynthesis(m: EntityManager, bill: LockedBill, done: BillSynthesisCompleted): Promise<void> {
  if (!done.result.ok) return;
  const { output, provenance } = done.result;
  await m.query(
    `INSERT INTO bill_syntheses (bill_id, content_hash, bill_ai_synthesis_short, bill_ai_synthesis_long, bill_arguments_for,
        bill_arguments_against, bill_importance_score, archetype_votes, provider, model, prompt_version, request_event_id)
     VALUES ($1, $2, $3, $4, $5::text[], $6::text[], $7, $8::jsonb, $9, $10, $11, $12)
     ON CONFLICT (bill_id) DO UPDATE SET
        content_hash = EXCLUDED.content_hash,
        bill_ai_synthesis_short = EXCLUDED.bill_ai_synthesis_short,
        bill_ai_synthesis_long = EXCLUDED.bill_ai_synthesis_long,
        bill_arguments_for = EXCLUDED.bill_arguments_for,
        bill_arguments_against = EXCLUDED.bill_arguments_against,
        bill_importance_score = EXCLUDED.bill_importance_score,
        archetype_votes = EXCLUDED.archetype_votes,
        archetype_reviewed = false,
        provider = EXCLUDED.provider,
        model = EXCLUDED.model,
        prompt_version = EXCLUDED.prompt_version,
        request_event_id = EXCLUDED.request_event_id,
        updated_at = now()`,
    [
      bill.bill_id,
      done.contentVersion,
      output.billAiSynthesisShort,
      output.billAiSynthesisLong,
      output.billArgumentsFor,
      output.billArgumentsAgainst,
      output.billImportanceScore,
      JSON.stringify(output.archetypeVotes),
      provenance.provider,
      provenance.model,
      provenance.promptVersion,
      done.requestEventId,
    ],
  );
  await m.query(
    `UPDATE bills SET synthesis_status = 'synthesized', synthesis_error = NULL, synthesis_failed_at = NULL, updated_at = now()
      WHERE bill_id = $1`,
    [bill.bill_id],
  );
  const archetypeVotes = Object.fromEntries(Object.entries(output.archetypeVotes).map(([key, s]) => [key, s.vote]));
  await recordEvent(
    m,
    EVENTS.billSynthesized,
    billSynthesized.parse({ billId: bill.bill_id, title: bill.title, policyArea: bill.policy_area, archetypeVotes }),
  );
}

async function recordFailure(m: EntityManager, bill: LockedBill, error: string, attempts: number): Promise<void> {
  // A synthesized bill whose refresh failed stays listed with the synthesis it has.
  await m.query(
    `UPDATE bills
        SET synthesis_status = CASE WHEN synthesis_status = 'synthesized' THEN 'synthesized' ELSE 'failed' END,
            synthesis_error = $2,
            synthesis_attempts = synthesis_attempts + $3,
            synthesis_failed_at = now(),
            updated_at = now()
      WHERE bill_id = $1`,
    [bill.bill_id, error.slice(0, 2000) || 'synthesis failed', Math.max(1, attempts)],
  );
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
  const [bill]: LockedBill[] = await m.query(
    `SELECT bill_id, title, policy_area, content_hash, synthesis_status, synthesis_request_id::text FROM bills WHERE bill_id = $1 FOR UPDATE`,
    [r.billId],
  );
  if (!bill) return 'unknown-bill';
  if (bill.content_hash !== r.contentVersion) return 'stale';
  if (bill.synthesis_status === 'synthesized') return 'already-synthesized';
  await recordFailure(m, bill, `invalid synthesis result: ${issue}`, 1);
  return 'failure-recorded';
}

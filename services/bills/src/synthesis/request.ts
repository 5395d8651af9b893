import type { EntityManager } from 'typeorm';
import { billSynthesisRequested, EVENTS } from '@civic/contracts';
import { recordEvent } from '@civic/service-kit';
import { synthesisInput } from '../persist/hashes';

interface BillForRequest {
  bill_id: string;
  title: string;
  short_title: string | null;
  summary: string | null;
  bill_text: string | null;
  policy_area: string | null;
  subjects: string[];
  latest_action_text: string | null;
  content_hash: string;
}

/**
 * Asks for a synthesis of the bill's current content, in the caller's transaction: the
 * bill.synthesis-requested.v1 event is written to the outbox and the bill remembers it as its
 * outstanding request. A failed bill goes back to pending; a synthesized one stays listed with
 * its current synthesis until the new one lands (an operator refresh). Returns the event id, or
 * null when the bill does not exist.
 */
export async function requestSynthesis(m: EntityManager, billId: string): Promise<string | null> {
  const [bill]: BillForRequest[] = await m.query(
    `SELECT bill_id, title, short_title, summary, bill_text, policy_area, subjects, latest_action_text, content_hash
       FROM bills WHERE bill_id = $1 FOR UPDATE`,
    [billId],
  );
  if (!bill) return null;
  const payload = billSynthesisRequested.parse({
    billId: bill.bill_id,
    contentVersion: bill.content_hash,
    input: synthesisInput({
      billId: bill.bill_id,
      title: bill.title,
      shortTitle: bill.short_title,
      summary: bill.summary,
      billText: bill.bill_text,
      policyArea: bill.policy_area,
      subjects: bill.subjects,
      latestActionText: bill.latest_action_text,
    }),
  });
  const event = await recordEvent(m, EVENTS.billSynthesisRequested, payload);
  await m.query(
    `UPDATE bills
        SET synthesis_request_id = $2,
            synthesis_requested_at = now(),
            synthesis_status = CASE WHEN synthesis_status = 'failed' THEN 'pending' ELSE synthesis_status END,
            updated_at = now()
      WHERE bill_id = $1`,
    [billId, event.id],
  );
  return event.id;
}

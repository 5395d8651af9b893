import type { EntityManager } from 'typeorm';
import { billSynthesisRequested, EVENTS } from '@civic/contracts';
import { recordEvent } from '@civic/service-kit';
import { synthesisInput } from '../persist/hashes';
import { BillsRepository } from '../repositories';

/**
 * Asks for a synthesis of the bill's current content, in the caller's transaction: the
 * bill.synthesis-requested.v1 event is written to the outbox and the bill remembers it as its
 * outstanding request. A failed bill goes back to pending; a synthesized one stays listed with
 * its current synthesis until the new one lands (an operator refresh). Returns the event id, or
 * null when the bill does not exist.
 */
export async function requestSynthesis(m: EntityManager, billId: string): Promise<string | null> {
  const bills = new BillsRepository(m);
  const bill = await bills.lockForRequest(billId);
  if (!bill) return null;
  const payload = billSynthesisRequested.parse({
    billId: bill.billId,
    contentVersion: bill.contentHash,
    input: synthesisInput({
      billId: bill.billId,
      title: bill.title,
      shortTitle: bill.shortTitle,
      summary: bill.summary,
      billText: bill.billText,
      policyArea: bill.policyArea,
      subjects: bill.subjects,
      latestActionText: bill.latestActionText,
    }),
  });
  const event = await recordEvent(m, EVENTS.billSynthesisRequested, payload);
  await bills.markRequested(billId, event.id);
  return event.id;
}

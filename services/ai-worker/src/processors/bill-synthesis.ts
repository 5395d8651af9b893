import { billSynthesisCompleted, billSynthesisRequested, EVENTS, QUEUES } from '@civic/contracts';
import { requestReplyProcessor } from './request-reply';

/** `bill.synthesis-requested.v1` on `ai.synthesis` → `bill.synthesis-completed.v1` to the bills inbox. */
export const billSynthesisProcessor = requestReplyProcessor({
  queue: QUEUES.aiSynthesis,
  requestEvent: EVENTS.billSynthesisRequested,
  completedEvent: EVENTS.billSynthesisCompleted,
  requestSchema: billSynthesisRequested,
  completedSchema: billSynthesisCompleted,
  subject: (r) => ({ billId: r.billId, contentVersion: r.contentVersion }),
  subjectOfRaw: (p) => (typeof p.billId === 'string' && typeof p.contentVersion === 'string' ? { billId: p.billId, contentVersion: p.contentVersion } : undefined),
  run: (r, ctx) => ctx.provider.synthesizeBill(r.input, { signal: ctx.signal }),
});

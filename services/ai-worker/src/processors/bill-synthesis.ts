import {
  billSynthesisCompleted,
  billSynthesisRequested,
  EVENTS,
  QUEUES,
  type BillSynthesisCompleted,
  type IntegrationEvent,
} from '@civic/contracts';
import type { JobProcessor } from './registry';
import { ProcessorInputError } from './registry';

/** The result event's id for a request: the same on every re-run, so the owner applies it once. */
export const completedEventId = (requestEventId: string) => `${requestEventId}.completed`;
/** A failure report's id: one per given-up run (an operator retry that fails again reports anew). */
export const failedEventId = (requestEventId: string, tag: string) => `${requestEventId}.failed.${tag}`;

function completedEvent(request: IntegrationEvent, id: string, payload: BillSynthesisCompleted): IntegrationEvent<BillSynthesisCompleted> {
  // Parse what we send with the shared schema: the owner must never receive a payload it rejects.
  const checked = billSynthesisCompleted.parse(payload);
  return {
    id,
    name: EVENTS.billSynthesisCompleted,
    occurredAt: new Date().toISOString(),
    payload: checked,
    requestId: request.requestId ?? request.id,
  };
}

/** `bill.synthesis-requested.v1` on `ai.synthesis` → `bill.synthesis-completed.v1` to the bills inbox. */
export const billSynthesisProcessor: JobProcessor = {
  queue: QUEUES.aiSynthesis,
  jobName: EVENTS.billSynthesisRequested,

  async process(event, ctx) {
    const parsed = billSynthesisRequested.safeParse(event.payload);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`).join('; ');
      throw new ProcessorInputError(`invalid ${EVENTS.billSynthesisRequested} payload: ${issues}`);
    }
    const request = parsed.data;
    const { output, provenance } = await ctx.provider.synthesizeBill(request.input, { signal: ctx.signal });
    await ctx.publish(
      completedEvent(event, completedEventId(event.id), {
        billId: request.billId,
        contentVersion: request.contentVersion,
        requestEventId: event.id,
        result: { ok: true, output, provenance },
      }),
    );
    ctx.log.info({ billId: request.billId, provider: provenance.provider, model: provenance.model, attempt: ctx.attempt }, 'bill synthesized');
  },

  async reportFailure(event, failure, ctx) {
    // The owner needs the bill and the content version to record the failure; a payload without
    // them cannot be answered (the job stays in the failed set for an operator to inspect).
    const payload = (event.payload ?? {}) as Record<string, unknown>;
    if (typeof payload.billId !== 'string' || typeof payload.contentVersion !== 'string') {
      ctx.log.error({ jobEvent: event.id, error: failure.error }, 'cannot report failure: request has no billId/contentVersion');
      return false;
    }
    await ctx.publish(
      completedEvent(event, failedEventId(event.id, failure.tag), {
        billId: payload.billId,
        contentVersion: payload.contentVersion,
        requestEventId: event.id,
        result: { ok: false, error: failure.error.slice(0, 2000), attempts: failure.attempts },
      }),
    );
    ctx.log.warn({ billId: payload.billId, attempts: failure.attempts, error: failure.error }, 'bill synthesis failed; reported to bills');
    return true;
  },
};

import type { z } from 'zod';
import type { AiProvenance, IntegrationEvent } from '@civic/contracts';
import type { FailureReport, JobProcessor, ProcessorContext } from './registry';
import { ProcessorInputError } from './registry';

/** The result event's id for a request: the same on every re-run, so the owner applies it once. */
export const completedEventId = (requestEventId: string) => `${requestEventId}.completed`;
/** A failure report's id: one per given-up run (an operator retry that fails again reports anew). */
export const failedEventId = (requestEventId: string, tag: string) => `${requestEventId}.failed.${tag}`;

/** What every `*-completed.v1` payload carries besides the item's own identity. */
type Answer<O> = { requestEventId: string; result: { ok: true; output: O; provenance: AiProvenance } | { ok: false; error: string; attempts: number } };

/**
 * One AI request/reply pair: a `*-requested.v1` job on an ai.* queue is answered by a
 * `*-completed.v1` event to the owner's inbox, carrying the item's identity (`subject`) back.
 * Synthesis and every kind of moderation are built from this, so retries, give-ups and
 * idempotent result ids behave the same for all of them.
 */
export interface RequestReplySpec<Req extends z.ZodType, Res extends z.ZodType, Subject extends Record<string, unknown>, Output> {
  queue: string;
  requestEvent: string;
  completedEvent: string;
  requestSchema: Req;
  completedSchema: Res;
  /** The fields that name the item in the answer (e.g. billId + contentVersion). */
  subject(request: z.infer<Req>): Subject;
  /** The same fields read from a raw payload that may not parse (for failure reports); undefined when absent. */
  subjectOfRaw(payload: Record<string, unknown>): Subject | undefined;
  run(request: z.infer<Req>, ctx: ProcessorContext): Promise<{ output: Output; provenance: AiProvenance }>;
  /** Called after a result was published (metrics, logs). */
  onResult?(outcome: { output: Output; provenance: AiProvenance } | { failed: true }, ctx: Pick<ProcessorContext, 'log'>, subject: Subject): void;
}

export function requestReplyProcessor<Req extends z.ZodType, Res extends z.ZodType, Subject extends Record<string, unknown>, Output>(
  spec: RequestReplySpec<Req, Res, Subject, Output>,
): JobProcessor {
  const answer = (request: IntegrationEvent, id: string, payload: Subject & Answer<Output>): IntegrationEvent => ({
    id,
    name: spec.completedEvent,
    occurredAt: new Date().toISOString(),
    // Parse what we send with the shared schema: the owner must never receive a payload it rejects.
    payload: spec.completedSchema.parse(payload),
    requestId: request.requestId ?? request.id,
  });

  return {
    queue: spec.queue,
    jobName: spec.requestEvent,

    async process(event, ctx) {
      const parsed = spec.requestSchema.safeParse(event.payload);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`).join('; ');
        throw new ProcessorInputError(`invalid ${spec.requestEvent} payload: ${issues}`);
      }
      const subject = spec.subject(parsed.data);
      const result = await spec.run(parsed.data, ctx);
      await ctx.publish(answer(event, completedEventId(event.id), { ...subject, requestEventId: event.id, result: { ok: true, ...result } }));
      spec.onResult?.(result, ctx, subject);
      ctx.log.info({ item: subject as Record<string, unknown>, provider: result.provenance.provider, model: result.provenance.model, attempt: ctx.attempt }, `answered ${spec.requestEvent}` as string);
    },

    async reportFailure(event, failure: FailureReport, ctx) {
      // The owner needs the item's identity to record the failure; a payload without it cannot
      // be answered (the job stays in the failed set for an operator to inspect).
      const subject = spec.subjectOfRaw((event.payload ?? {}) as Record<string, unknown>);
      if (!subject) {
        ctx.log.error({ jobEvent: event.id, error: failure.error }, `cannot report failure: ${spec.requestEvent} payload does not name its item`);
        return false;
      }
      await ctx.publish(
        answer(event, failedEventId(event.id, failure.tag), {
          ...subject,
          requestEventId: event.id,
          result: { ok: false, error: failure.error.slice(0, 2000), attempts: failure.attempts },
        }),
      );
      spec.onResult?.({ failed: true }, ctx, subject);
      ctx.log.warn({ item: subject as Record<string, unknown>, attempts: failure.attempts, error: failure.error }, `gave up on ${spec.requestEvent}; reported to the owner` as string);
      return true;
    },
  };
}

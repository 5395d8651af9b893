import type { AiProvider } from '@civic/ai';
import type { IntegrationEvent } from '@civic/contracts';
import type { logger } from '@civic/service-kit/worker';

export type Logger = ReturnType<typeof logger>;

/** What a processor gets for one job attempt. */
export interface ProcessorContext {
  provider: AiProvider;
  /** Publishes an integration event to its routed queues (job id = event id, so re-publishing is a no-op). */
  publish(event: IntegrationEvent): Promise<void>;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the worker gives the job up (shutdown, cancellation). */
  signal?: AbortSignal;
  log: Logger;
}

/** Why a job could not be done, as the owner records it. */
export interface FailureReport {
  error: string;
  /** Attempts made, this one included. */
  attempts: number;
  /** Distinguishes failure reports of one request (an operator retry fails anew with a new id). */
  tag: string;
}

/**
 * One kind of AI job: the event name it consumes on one queue, what it does, and how it tells
 * the owning service that it gave up. Results and failures are published with ids derived from
 * the request event's id, so a job re-run after a crash produces the same event and the owner's
 * inbox applies it once.
 */
export interface JobProcessor {
  readonly queue: string;
  /** The BullMQ job name, which is the request event's name. */
  readonly jobName: string;
  /** Does the work and publishes the result. Throw ProcessorInputError for input that can never succeed. */
  process(event: IntegrationEvent, ctx: ProcessorContext): Promise<void>;
  /** Publishes a failure result for a request given up on. Must not throw for malformed payloads it can't describe (it may skip them). */
  reportFailure(event: IntegrationEvent, failure: FailureReport, ctx: Pick<ProcessorContext, 'publish' | 'log'>): Promise<boolean>;
}

/** The job's input can never be processed (bad envelope or payload): no retry. */
export class ProcessorInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProcessorInputError';
  }
}

/** Processors by queue and job name; moderation processors register here next to synthesis. */
export class ProcessorRegistry {
  private readonly byQueue = new Map<string, Map<string, JobProcessor>>();

  constructor(processors: readonly JobProcessor[] = []) {
    for (const p of processors) this.register(p);
  }

  register(processor: JobProcessor): this {
    let jobs = this.byQueue.get(processor.queue);
    if (!jobs) this.byQueue.set(processor.queue, (jobs = new Map()));
    if (jobs.has(processor.jobName)) throw new Error(`Two processors for ${processor.jobName} on ${processor.queue}`);
    jobs.set(processor.jobName, processor);
    return this;
  }

  get(queue: string, jobName: string): JobProcessor | undefined {
    return this.byQueue.get(queue)?.get(jobName);
  }

  /** Whether anything can be done with jobs on this queue yet. */
  serves(queue: string): boolean {
    return (this.byQueue.get(queue)?.size ?? 0) > 0;
  }

  jobNames(queue: string): string[] {
    return [...(this.byQueue.get(queue)?.keys() ?? [])];
  }
}

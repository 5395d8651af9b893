import { openAiSdk } from './openai-sdk';
import type { z } from 'zod';
import type { AiUsage } from './provider';

/**
 * Errors an AI provider throws. `retryable` tells a queue whether another attempt can help:
 * the ai-worker turns non-retryable ones into BullMQ `UnrecoverableError` (DESIGN §2).
 */
export abstract class AiError extends Error {
  abstract readonly retryable: boolean;
  /** Tokens the failed call still consumed (a model answered, but unusably): counted against the budget. */
  usage?: AiUsage;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

export type AiOutputProblem = 'invalid_json' | 'schema_mismatch' | 'refusal' | 'truncated' | 'empty';

/**
 * The provider answered, but not with something we can use. Asking again with the same input
 * is not expected to help (and costs money), so this is never retryable.
 */
export class AiOutputError extends AiError {
  readonly retryable = false;
  constructor(
    readonly problem: AiOutputProblem,
    message: string,
    readonly details: { issues?: z.core.$ZodIssue[]; rawContent?: string } = {},
  ) {
    super(message);
  }
}

/** The input can never be processed (fails its schema): not retryable. */
export class AiInputError extends AiError {
  readonly retryable = false;
  constructor(message: string, readonly issues: z.core.$ZodIssue[] = []) {
    super(message);
  }
}

/** Configuration is wrong (missing key, bad number): fail fast at boot, never retry. */
export class AiConfigError extends AiError {
  readonly retryable = false;
}

/** The request to the provider failed (network, timeout, HTTP error) after the SDK's own retries. */
export class AiRequestError extends AiError {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** 408 timeout, 409 lock conflict, 429 rate limit, 5xx: the same statuses the SDK retries. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** Wraps an openai SDK error so callers never depend on the SDK's classes. */
export function fromOpenAiError(err: unknown): AiError {
  if (err instanceof AiError) return err;
  const OpenAI = openAiSdk();
  if (err instanceof OpenAI.APIConnectionTimeoutError) {
    return new AiRequestError('AI provider request timed out', true, undefined, { cause: err });
  }
  if (err instanceof OpenAI.APIConnectionError) {
    return new AiRequestError(`AI provider unreachable: ${err.message}`, true, undefined, { cause: err });
  }
  if (err instanceof OpenAI.APIUserAbortError) {
    // We abort only on shutdown; the job should run again on another worker.
    return new AiRequestError('AI provider request aborted', true, undefined, { cause: err });
  }
  if (err instanceof OpenAI.APIError && err.status !== undefined) {
    return new AiRequestError(`AI provider returned ${err.status}: ${err.message}`, isRetryableStatus(err.status), err.status, {
      cause: err,
    });
  }
  const message = err instanceof Error ? err.message : String(err);
  return new AiRequestError(`AI provider call failed: ${message}`, true, undefined, { cause: err });
}

/**
 * Whether another attempt could succeed. Known-permanent failures (bad output, bad input, bad
 * config, 4xx other than 408/409/429) are not; unknown errors are, so a transient fault we did
 * not foresee is retried by the queue's bounded attempts rather than dropped.
 */
export function isRetryableAiError(err: unknown): boolean {
  if (err instanceof AiError) return err.retryable;
  const OpenAI = openAiSdk();
  if (err instanceof OpenAI.APIError && err.status !== undefined) return isRetryableStatus(err.status);
  return true;
}

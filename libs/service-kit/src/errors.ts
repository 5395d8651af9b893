import type { ZodType } from 'zod';
import type { RpcErrorPayload } from '@civic/contracts';

/**
 * The one error a service throws on purpose: an HTTP-like status, the sentence the user sees,
 * and optional per-field messages. It crosses RPC as a plain RpcErrorPayload.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    private readonly flags: { draining?: true } = {},
  ) {
    super(message);
  }
  toPayload(): RpcErrorPayload {
    return { status: this.status, message: this.message, ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}), ...this.flags };
  }
}

/** What a caller hears while a service is down, restarting or shutting down (HTTP 503). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is unavailable right now. Please try again shortly.';

export const notFound = (message: string) => new ServiceError(404, message);
export const forbidden = (message: string) => new ServiceError(403, message);
export const conflict = (message: string) => new ServiceError(409, message);
export const badRequest = (message: string, fieldErrors?: Record<string, string>) => new ServiceError(400, message, fieldErrors);

/**
 * Parses with a contracts schema; a failure becomes a 400 whose message is the first issue's
 * text (the SPEC's wording) and whose fieldErrors hold the first message for each field.
 */
export function parseOrThrow<S extends ZodType>(schema: S, input: unknown): ReturnType<S['parse']> {
  const result = schema.safeParse(input);
  if (result.success) return result.data as ReturnType<S['parse']>;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid input', fieldErrors);
}

/** Recognises an RpcErrorPayload that arrived over the wire. */
export function isRpcErrorPayload(value: unknown): value is RpcErrorPayload {
  return typeof value === 'object' && value !== null && typeof (value as RpcErrorPayload).status === 'number' && typeof (value as RpcErrorPayload).message === 'string';
}

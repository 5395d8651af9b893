import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino, { Logger } from 'pino';
import type { LoggerService } from '@nestjs/common';

/** What travels with a unit of work (HTTP request, RPC call, queue job) so every log line names it. */
export interface WorkContext {
  requestId: string;
  userId?: string;
}

const storage = new AsyncLocalStorage<WorkContext>();

export function runWithContext<T>(ctx: WorkContext, fn: () => T): T {
  return storage.run(ctx, fn);
}
export function currentContext(): WorkContext | undefined {
  return storage.getStore();
}
export function newRequestId(): string {
  return randomUUID();
}

/** A request id a client (or load balancer) may choose: short, and safe in a header and a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's request id when it is in the safe format, else a fresh one (never echo arbitrary input). */
export function acceptRequestId(claimed: unknown): string {
  return typeof claimed === 'string' && SAFE_REQUEST_ID.test(claimed) ? claimed : newRequestId();
}

/**
 * Keys whose values never reach a log line: secrets and a voter's personal data, at the top of
 * a log object and one or two levels down (a user record, a request body, an RPC envelope's data).
 */
const SECRET_AND_PERSONAL_KEYS = ['password', 'currentPassword', 'newPassword', 'confirmPassword', 'email', 'address', 'city', 'zipCode'];
export const REDACTED_PATHS = [
  ...SECRET_AND_PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  // `name` alone is too common a key (queues, jobs, resolvers) to hide everywhere.
  'user.name', '*.user.name', 'body.name', 'data.name', '*.data.name',
  'req.headers.cookie', 'req.headers.authorization', '*.headers.cookie', '*.headers.authorization',
];

/**
 * Properties of a database error that carry the data of the failed statement: TypeORM's
 * QueryFailedError copies the SQL `parameters` onto itself, and PostgreSQL's `detail` repeats
 * values ("Key (email)=(…) already exists", "Failing row contains (…)").
 */
const ERROR_DATA_KEYS = new Set(['parameters', 'detail']);

/** pino's error serializer without the data a failed query carries (see ERROR_DATA_KEYS). */
export function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  return scrubErrorData(pino.stdSerializers.err(err), 0);
}

function scrubErrorData(value: unknown, depth: number): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrubErrorData(v, depth + 1));
  const out: Record<string, unknown> = {};
  const code = (value as { code?: unknown }).code;
  for (const [key, v] of Object.entries(value)) {
    if (ERROR_DATA_KEYS.has(key)) continue;
    // A data exception (SQLSTATE class 22) quotes the refused value in its message:
    // 'invalid input syntax for type uuid: "…"'. Keep the sentence, drop the value.
    if ((key === 'message' || key === 'stack') && typeof v === 'string' && typeof code === 'string' && code.startsWith('22')) {
      out[key] = v.replace(/: ".*?"(?=\n|$)/gm, ': [redacted]');
      continue;
    }
    out[key] = scrubErrorData(v instanceof Error ? pino.stdSerializers.err(v) : v, depth + 1);
  }
  return out;
}

let root: Logger | undefined;

/** The process's logger, at the config's LOG_LEVEL. `destination` is for tests that read what a service would log. */
export function createRootLogger(service: string, level = 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name: service,
    level,
    base: { service },
    // The mixin stamps the request id of whatever async work is running onto each line.
    mixin: () => {
      const ctx = storage.getStore();
      return ctx ? { requestId: ctx.requestId, userId: ctx.userId } : {};
    },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
  };
  root = destination ? pino(options, destination) : pino(options);
  return root;
}

/** The root logger; before a process made its own (a failure while reading its config), a plain one. */
export function logger(): Logger {
  return root ?? createRootLogger('civic');
}

/** Routes Nest's own logging through pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pinoLogger: Logger) {}
  log(message: unknown, context?: string) { this.pinoLogger.info({ context }, String(message)); }
  error(message: unknown, trace?: string, context?: string) { this.pinoLogger.error({ context, trace }, String(message)); }
  warn(message: unknown, context?: string) { this.pinoLogger.warn({ context }, String(message)); }
  debug(message: unknown, context?: string) { this.pinoLogger.debug({ context }, String(message)); }
  verbose(message: unknown, context?: string) { this.pinoLogger.trace({ context }, String(message)); }
}

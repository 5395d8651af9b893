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

let root: Logger | undefined;

export function createRootLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  root = pino({
    name: service,
    level,
    base: { service },
    // The mixin stamps the request id of whatever async work is running onto each line.
    mixin: () => {
      const ctx = storage.getStore();
      return ctx ? { requestId: ctx.requestId, userId: ctx.userId } : {};
    },
    redact: ['password', 'currentPassword', 'newPassword', '*.password', 'req.headers.cookie'],
  });
  return root;
}

export function logger(): Logger {
  return root ?? createRootLogger(process.env.SERVICE_NAME ?? 'civic');
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

import { ArgumentsHost, CallHandler, Catch, ExecutionContext, Injectable, NestInterceptor, RpcExceptionFilter } from '@nestjs/common';
import type { TcpContext } from '@nestjs/microservices';
import { Counter } from 'prom-client';
import { Observable, throwError } from 'rxjs';
import { ZodError } from 'zod';
import { currentContext, logger, newRequestId, runWithContext, WorkContext } from './logger';
import { isRpcErrorPayload, SERVICE_UNAVAILABLE_MESSAGE, ServiceError } from './errors';
import { parseRpcTargets, RpcCallTimeout, RpcConnection, RpcConnectionLost, RpcPool, type RpcPoolOptions } from './rpc-pool';
import { PING_PATTERN } from './health';
import { RefusalLog, RPC_REFUSED_MESSAGE, RpcSigner, RpcVerifier, type RpcSecrets } from './rpc-auth';
import { processDrain, type Drain } from './shutdown';
import { RPC_READS, type RpcErrorPayload } from '@civic/contracts';

/**
 * Every RPC message: the caller's context (request id, acting user) beside the command's data,
 * signed by the caller (expiry and HMAC, see rpc-auth.ts); a service runs no handler for an
 * envelope whose signature does not hold.
 */
export interface RpcEnvelope<T = unknown> {
  ctx: WorkContext;
  data: T;
  exp?: number;
  sig?: string;
}

/** The acting user, required by commands about the caller's own data (401 without one). */
export function actingUser(env: RpcEnvelope): string {
  if (!env.ctx?.userId) throw new ServiceError(401, 'Not signed in');
  return env.ctx.userId;
}

/**
 * Calls this process sent, by service and by the replica (host:port) that took each: how a
 * caller spreads its calls (ADR 0027), on the gateway's /metrics. A resend counts again.
 */
export const rpcCallsSent = new Counter({
  name: 'civic_rpc_calls_sent_total',
  help: 'RPC calls this process sent, by service and by the replica (address:port) each was sent to; a resend to another replica counts again',
  labelNames: ['service', 'replica'] as const,
});

/** Calls this process ran (signed, and not refused while draining), by pattern, on each service's /metrics: one series per replica. */
export const rpcCallsHandled = new Counter({
  name: 'civic_rpc_calls_handled_total',
  help: 'RPC calls this process ran (signed and not refused while draining), by pattern',
  labelNames: ['pattern'] as const,
});

/** Calls beyond the first that one send may make on other connections (see RpcClient.send). */
const RETRIES = 2;

/**
 * Client side of gateway → service (or service → service) calls with a timeout and error mapping,
 * over a pool of connections spread across the service's replicas (rpc-pool.ts, ADR 0027): a
 * service that cannot be reached (connection refused, reset or closed, or no connection within
 * the timeout) is a 503; one that is connected but does not answer in time is a 504. An outage
 * is logged once when it begins and once when the service answers again, not per request.
 *
 * A call is sent again on another connection (another replica when there is one), at most twice,
 * when that is safe: the replica refused it unrun because it is shutting down (a draining 503),
 * or the connection closed under a read (`isRead`, RPC_READS). A write whose connection closed
 * under it may have run, so it is not sent again: the caller gets the 503.
 */
export class RpcClient {
  /** When calls began failing to reach the service, while they do. */
  private unreachableSince?: number;
  /** The service refused our signature (logged once until it accepts one again). */
  private refusedSince?: number;

  constructor(
    private readonly pool: RpcPool,
    private readonly timeoutMs: number,
    private readonly serviceName: string,
    private readonly signer: RpcSigner,
    private readonly isRead: (pattern: string) => boolean = isReadPattern,
  ) {}

  async send<T>(pattern: string, data: unknown, actingUserId?: string): Promise<T> {
    const current = currentContext();
    const ctx: WorkContext = { requestId: current?.requestId ?? newRequestId(), userId: actingUserId ?? current?.userId };
    const { exp, sig } = this.signer.sign(pattern, ctx.requestId, ctx.userId, data);
    const envelope: RpcEnvelope = { ctx, data, exp, sig };
    const deadline = Date.now() + this.timeoutMs;
    let tried: Set<RpcConnection> | undefined;
    for (let attempt = 0; ; attempt++) {
      const conn = this.pool.pick(tried) ?? (await this.pool.acquire(tried, deadline));
      if (!conn) throw this.toServiceError(new Error('no connection could be opened'), pattern, false);
      rpcCallsSent.inc({ service: this.serviceName, replica: conn.key });
      try {
        const answer = (await conn.send(pattern, envelope, Math.max(1, deadline - Date.now()))) as T;
        this.reached();
        return answer;
      } catch (err) {
        const draining = isRpcErrorPayload(err) && err.draining === true;
        // The replica is going away: no more calls on this connection (the pool replaces it).
        if (draining) conn.retire();
        const again = draining || (err instanceof RpcConnectionLost && this.isRead(pattern));
        if (!again || attempt >= RETRIES || Date.now() >= deadline) throw this.toServiceError(err, pattern, conn.state === 'open');
        (tried ??= new Set()).add(conn);
      }
    }
  }

  close(): Promise<void> {
    this.pool.close();
    return Promise.resolve();
  }

  private toServiceError(err: unknown, pattern: string, connected: boolean): ServiceError {
    const service = this.serviceName;
    if (isRpcErrorPayload(err) && err.status === 401 && err.message === RPC_REFUSED_MESSAGE) {
      // Not the user's fault: this process and the service disagree on RPC_SECRET (or clocks).
      if (this.refusedSince === undefined) {
        this.refusedSince = Date.now();
        logger().error({ service, pattern }, `${service} refuses this process's signed calls: RPC_SECRET differs (or the clocks are more than 30 s apart); answering 503`);
      }
      return new ServiceError(503, SERVICE_UNAVAILABLE_MESSAGE);
    }
    if (isRpcErrorPayload(err) && !err.draining) {
      this.reached();
      return new ServiceError(err.status, err.message, err.fieldErrors);
    }
    if (err instanceof RpcCallTimeout && connected) {
      logger().warn({ service, pattern }, 'rpc timeout');
      return new ServiceError(504, 'The service took too long to answer. Please try again.');
    }
    if (this.unreachableSince === undefined) {
      this.unreachableSince = Date.now();
      logger().error({ service, pattern, err }, `${service} is unreachable; answering 503 until it is back`);
    } else {
      logger().debug({ service, pattern, err }, 'rpc failure');
    }
    return new ServiceError(503, SERVICE_UNAVAILABLE_MESSAGE);
  }

  private reached(): void {
    this.refusedSince = undefined;
    if (this.unreachableSince === undefined) return;
    logger().info({ service: this.serviceName, unreachableMs: Date.now() - this.unreachableSince }, `${this.serviceName} answers again`);
    this.unreachableSince = undefined;
  }
}

/** Reads a caller may send again after a connection closed under them: the contracts' RPC_READS and the health ping. */
function isReadPattern(pattern: string): boolean {
  return pattern === PING_PATTERN || RPC_READS.has(pattern);
}

/** How a caller spreads its calls (RPC_POOL_SIZE, RPC_CONNECTION_MAX_AGE_MS, RPC_DNS_REFRESH_MS; see rpcPoolEnv). */
export interface RpcPoolSettings {
  poolSize: number;
  maxAgeMs: number;
  dnsRefreshMs: number;
}

export const DEFAULT_RPC_POOL: RpcPoolSettings = { poolSize: 1, maxAgeMs: 60_000, dnsRefreshMs: 5_000 };

/**
 * A client of one service, signing every call with `secret` (RPC_SECRET). `host` is one name
 * (all of its addresses are used) or a comma-separated host[:port] list (parseRpcTargets).
 */
export function createRpcClient(opts: {
  service: string;
  host: string;
  port: number;
  timeoutMs: number;
  secret: string;
  pool?: Partial<RpcPoolSettings>;
  isRead?: (pattern: string) => boolean;
  resolve?: RpcPoolOptions['resolve'];
}): RpcClient {
  const settings = { ...DEFAULT_RPC_POOL, ...opts.pool };
  const pool = new RpcPool({
    targets: parseRpcTargets(opts.host, opts.port),
    size: settings.poolSize,
    maxAgeMs: settings.maxAgeMs,
    refreshMs: settings.dnsRefreshMs,
    connectTimeoutMs: opts.timeoutMs,
    resolve: opts.resolve,
  });
  return new RpcClient(pool, opts.timeoutMs, opts.service, new RpcSigner(opts.secret), opts.isRead);
}

/**
 * Server side: refuses a frame whose signature does not hold (unsigned, expired or altered; 401,
 * counted in civic_rpc_refused_frames_total and logged without its payload) before any handler
 * runs; runs each other handler inside the caller's context so logs carry its request id, and
 * counts it as in-flight work, so a shutdown waits for it; one arriving during shutdown is
 * refused with 503 (the caller retries against a replica or after the restart).
 */
@Injectable()
export class RpcContextInterceptor implements NestInterceptor {
  private readonly verifier: RpcVerifier;
  private readonly refusals = new RefusalLog();

  constructor(
    secrets: RpcSecrets,
    /** The drain that counts and refuses this server's calls (the process's; a test may run several servers in one process). */
    private readonly drain: Drain = processDrain,
  ) {
    this.verifier = new RpcVerifier(secrets);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const rpc = context.switchToRpc();
    const envelope = rpc.getData() as RpcEnvelope;
    const tcp = rpc.getContext<TcpContext>();
    const pattern = tcp.getPattern();
    const refusal = this.verifier.check(pattern, envelope);
    if (refusal) {
      this.refusals.note({ reason: refusal, pattern, peer: tcp.getSocketRef()?.socket?.remoteAddress });
      return throwError(() => new ServiceError(401, RPC_REFUSED_MESSAGE));
    }
    const ctx = envelope.ctx;
    return this.drain.track(
      new Observable((subscriber) => {
        rpcCallsHandled.inc({ pattern });
        return runWithContext(ctx, () => next.handle().subscribe(subscriber));
      }),
    );
  }
}

/**
 * Server side: turns anything a handler throws into an RpcErrorPayload the client can map.
 * A service's small HTTP side (health, metrics) gets the same payload as a JSON reply.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    const payload = toRpcErrorPayload(exception);
    if (host.getType() === 'http') {
      const reply = host.switchToHttp().getResponse<{ status(code: number): { send(body: unknown): void } }>();
      const status = (exception as { getStatus?: () => number }).getStatus?.() ?? payload.status;
      reply.status(status).send({ ...payload, status });
      return undefined as never;
    }
    return throwError(() => payload);
  }
}

function toRpcErrorPayload(exception: unknown): RpcErrorPayload {
  if (exception instanceof ServiceError) return exception.toPayload();
  if (exception instanceof ZodError) return { status: 400, message: exception.issues[0]?.message ?? 'Invalid input' };
  logger().error({ err: exception }, 'unhandled error in rpc handler');
  return { status: 500, message: 'Something went wrong. Please try again.' };
}

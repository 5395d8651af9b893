import { ArgumentsHost, CallHandler, Catch, ExecutionContext, Injectable, NestInterceptor, RpcExceptionFilter } from '@nestjs/common';
import { ClientProxy, ClientProxyFactory, type TcpContext, Transport } from '@nestjs/microservices';
import { firstValueFrom, Observable, throwError, timeout, TimeoutError } from 'rxjs';
import { ZodError } from 'zod';
import { currentContext, logger, newRequestId, runWithContext, WorkContext } from './logger';
import { isRpcErrorPayload, SERVICE_UNAVAILABLE_MESSAGE, ServiceError } from './errors';
import { CoalescingJsonSocket } from './rpc-socket';
import { RefusalLog, RPC_REFUSED_MESSAGE, RpcSigner, RpcVerifier, type RpcSecrets } from './rpc-auth';
import { processDrain } from './shutdown';
import type { RpcErrorPayload } from '@civic/contracts';

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
 * Client side of gateway → service (or service → service) calls with a timeout and error mapping:
 * a service that cannot be reached (connection refused, reset or closed, or no connection within
 * the timeout) is a 503; one that is connected but does not answer in time is a 504. An outage
 * is logged once when it begins and once when the service answers again, not per request. The
 * Nest TCP client reconnects on the next call by itself once the service listens again.
 */
export class RpcClient {
  /** The TCP connection is up (Nest's client reports connected / disconnected). */
  private connected = false;
  /** When calls began failing to reach the service, while they do. */
  private unreachableSince?: number;
  /** The service refused our signature (logged once until it accepts one again). */
  private refusedSince?: number;

  constructor(
    private readonly proxy: ClientProxy,
    private readonly timeoutMs: number,
    private readonly serviceName: string,
    private readonly signer: RpcSigner,
  ) {
    proxy.status.subscribe((status) => (this.connected = status === 'connected'));
  }

  async send<T>(pattern: string, data: unknown, actingUserId?: string): Promise<T> {
    const current = currentContext();
    const ctx: WorkContext = { requestId: current?.requestId ?? newRequestId(), userId: actingUserId ?? current?.userId };
    const { exp, sig } = this.signer.sign(pattern, ctx.requestId, ctx.userId, data);
    const envelope: RpcEnvelope = { ctx, data, exp, sig };
    try {
      const answer = await firstValueFrom(this.proxy.send<T>(pattern, envelope).pipe(timeout(this.timeoutMs)));
      this.reached();
      return answer;
    } catch (err) {
      throw this.toServiceError(err, pattern);
    }
  }

  close(): Promise<void> {
    return Promise.resolve(this.proxy.close());
  }

  private toServiceError(err: unknown, pattern: string): ServiceError {
    const service = this.serviceName;
    if (isRpcErrorPayload(err) && err.status === 401 && err.message === RPC_REFUSED_MESSAGE) {
      // Not the user's fault: this process and the service disagree on RPC_SECRET (or clocks).
      if (this.refusedSince === undefined) {
        this.refusedSince = Date.now();
        logger().error({ service, pattern }, `${service} refuses this process's signed calls: RPC_SECRET differs (or the clocks are more than 30 s apart); answering 503`);
      }
      return new ServiceError(503, SERVICE_UNAVAILABLE_MESSAGE);
    }
    if (isRpcErrorPayload(err)) {
      this.reached();
      return new ServiceError(err.status, err.message, err.fieldErrors);
    }
    if (err instanceof TimeoutError && this.connected) {
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

/** A client of one service, signing every call with `secret` (RPC_SECRET). */
export function createRpcClient(opts: { service: string; host: string; port: number; timeoutMs: number; secret: string }): RpcClient {
  const proxy = ClientProxyFactory.create({ transport: Transport.TCP, options: { host: opts.host, port: opts.port, socketClass: CoalescingJsonSocket } });
  return new RpcClient(proxy, opts.timeoutMs, opts.service, new RpcSigner(opts.secret));
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

  constructor(secrets: RpcSecrets) {
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
    return processDrain.track(new Observable((subscriber) => runWithContext(ctx, () => next.handle().subscribe(subscriber))));
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

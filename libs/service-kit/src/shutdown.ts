import type { Server } from 'node:net';
import { Observable } from 'rxjs';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { SERVICE_UNAVAILABLE_MESSAGE, ServiceError } from './errors';
import { logger } from './logger';



/**
 * The process's drain state: once shutdown begins, readiness answers 503 and new RPCs are
 * refused with 503, while the RPCs already running are counted until they finish.
 */
export class Drain {
  private draining = false;
  private inFlight = 0;
  private waiters: Array<() => void> = [];

  get active(): boolean {
    return this.draining;
  }

  begin(): void {
    this.draining = true;
  }

  /**
   * Counts one unit of work as running and returns the function that ends it (idempotent);
   * undefined while draining, when the work must be refused instead.
   */
  enter(): (() => void) | undefined {
    if (this.draining) return undefined;
    this.inFlight += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const wake of this.waiters.splice(0)) wake();
    };
  }

  /** Runs one unit of work (an RPC handler) unless draining, counting it while it runs. */
  track<T>(work: Observable<T>): Observable<T> {
    return new Observable<T>((subscriber) => {
      const leave = this.enter();
      if (!leave) {
        subscriber.error(drainingRefusal());
        return undefined;
      }
      const sub = work.subscribe({
        next: (v) => subscriber.next(v),
        error: (e) => {
          leave();
          subscriber.error(e);
        },
        complete: () => {
          leave();
          subscriber.complete();
        },
      });
      return () => {
        leave();
        sub.unsubscribe();
      };
    });
  }

  /** Resolves true when no tracked work runs, false if some still runs after timeoutMs. */
  settled(timeoutMs: number): Promise<boolean> {
    if (this.inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  get running(): number {
    return this.inFlight;
  }
}

export const processDrain = new Drain();

/**
 * What a draining process answers a new call: a 503 marked `draining`, which tells the caller the
 * call did not run, so it may send it to another replica (RpcClient does, writes included).
 */
export function drainingRefusal(): ServiceError {
  return new ServiceError(503, SERVICE_UNAVAILABLE_MESSAGE, undefined, { draining: true });
}

/**
 * A service's RPC side going away without failing a call (ADR 0027), once `drain` has begun:
 * 1. the listener closes: callers open new connections to other replicas;
 * 2. the calls already running finish (up to half the grace period), while new ones on the open
 *    connections are refused unrun with a draining 503, which callers send to another replica;
 * 3. the connections stay open `lingerMs` longer, so a caller that sends now still hears that
 *    refusal instead of a closed connection (after which it could not safely resend a write).
 * The caller closes the server afterwards (app.close()).
 */
export async function drainRpcServer(opts: { listener?: Server; drain: Drain; graceMs: number; lingerMs: number; log?: Logger }): Promise<void> {
  opts.listener?.close();
  if (!(await opts.drain.settled(opts.graceMs / 2))) (opts.log ?? logger()).warn({ inFlight: opts.drain.running }, 'RPCs still running after the drain period');
  await new Promise((resolve) => setTimeout(resolve, Math.min(opts.lingerMs, opts.graceMs / 4)));
}

/** True once this process began shutting down (readiness then answers 503). */
export function isShuttingDown(): boolean {
  return processDrain.active;
}

/**
 * Graceful shutdown for every Civic process, on SIGTERM (orchestrator, launcher) or SIGINT
 * (Ctrl-C). The first signal marks the process as draining (readiness 503, new RPCs refused
 * with 503) and runs `stop`, which finishes in-flight work and closes connections in order;
 * then the process exits 0. A repeated SIGINT (Ctrl-C pressed again) exits at once with 1; a
 * repeated SIGTERM is ignored, since launchers and orchestrators may send it more than once
 * (and Ctrl-C in a terminal reaches the launcher and its children alike). A drain longer than
 * `graceMs` (SHUTDOWN_GRACE_MS) exits 1.
 */
export function onShutdownSignal(stop: (signal: NodeJS.Signals) => Promise<void>, opts: { log?: Logger; graceMs: number }): void {
  const { graceMs } = opts;
  let started = false;
  const handle = (signal: NodeJS.Signals) => {
    const log = opts.log ?? logger();
    if (started) {
      if (signal === 'SIGINT') {
        log.warn({ signal }, 'second interrupt: exiting without finishing the drain');
        process.exit(1);
      }
      return;
    }
    started = true;
    processDrain.begin();
    log.info({ signal, inFlight: processDrain.running }, 'shutting down: draining in-flight work');
    const deadline = setTimeout(() => {
      log.error({ graceMs }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }, graceMs);
    deadline.unref();
    stop(signal).then(
      () => {
        log.info('shut down cleanly');
        process.exit(0);
      },
      (err) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}

/**
 * Counts an HTTP app's requests as in-flight work, so a shutdown waits for them; one that
 * arrives during shutdown (on a kept-alive connection) is answered 503 with Connection: close.
 * /health answers as usual (readiness says "shutting down").
 */
export function trackHttpRequests(app: FastifyInstance, refusal: unknown = { statusCode: 503, error: 'Service Unavailable', message: SERVICE_UNAVAILABLE_MESSAGE }): void {
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.startsWith('/health/')) return done();
    const leave = processDrain.enter();
    if (!leave) {
      void reply.header('connection', 'close').code(503).send(refusal);
      return;
    }
    // 'close' fires once the response is sent or the client went away.
    reply.raw.once('close', leave);
    done();
  });
}

import 'reflect-metadata';
import type { Server } from 'node:net';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { CoalescingJsonSocket, PlainPatternTcpServer } from './rpc-socket';
import { ConfigError, type CommonServiceConfig } from './config';
import { createRootLogger, logger, PinoNestLogger } from './logger';
import { RpcContextInterceptor, RpcErrorFilter } from './rpc';
import { drainRpcServer, onShutdownSignal, processDrain } from './shutdown';
import { startIdleCollector } from './idle-gc';

/**
 * Starts a service process: a TCP microservice for RPC that runs a handler only for a frame
 * signed with one of `rpcSecrets` (rpc-auth.ts), plus a small HTTP server (loopback unless
 * httpHost says otherwise) for /health and /metrics, and its graceful shutdown on SIGTERM / SIGINT (see shutdown.ts).
 */
export async function bootstrapService(opts: {
  name: string;
  module: unknown;
  /** The service's config as loadServiceConfig read it: ports, RPC secrets, log level, drain times. */
  config: Pick<CommonServiceConfig, 'rpcHost' | 'rpcPort' | 'httpHost' | 'httpPort' | 'rpcSecrets' | 'logLevel' | 'shutdownGraceMs' | 'shutdownRpcLingerMs'>;
}): Promise<NestFastifyApplication> {
  const { rpcHost, rpcPort, httpHost, httpPort, rpcSecrets, logLevel, shutdownGraceMs: graceMs, shutdownRpcLingerMs: lingerMs } = opts.config;
  const log = createRootLogger(opts.name, logLevel);
  const app = await NestFactory.create<NestFastifyApplication>(opts.module as never, new FastifyAdapter(), {
    logger: new PinoNestLogger(log),
  });
  app.useGlobalInterceptors(new RpcContextInterceptor(rpcSecrets));
  app.useGlobalFilters(new RpcErrorFilter());
  app.connectMicroservice<MicroserviceOptions>(
    { strategy: new PlainPatternTcpServer({ host: rpcHost, port: rpcPort, socketClass: CoalescingJsonSocket }) },
    { inheritAppConfig: true },
  );
  await app.startAllMicroservices();
  const rpcServer = rpcListener(app);
  await app.listen(httpPort, httpHost || '127.0.0.1');
  onShutdownSignal(
    async () => {
      // 1–2. No new RPC connections; the calls running finish while new ones are refused with a
      //      draining 503 that callers send to another replica (see drainRpcServer).
      await drainRpcServer({ listener: rpcServer, drain: processDrain, graceMs, lingerMs, log });
      // 3. Nest runs every beforeApplicationShutdown hook (the service runtime stops its workers,
      //    inbox, relay and timers and closes its Redis connections), closes the RPC and HTTP
      //    servers, then runs the onApplicationShutdown hooks, where TypeORM closes the PostgreSQL
      //    pool: nothing still uses the pool by then, whatever order the modules come in.
      await app.close();
    },
    { log, graceMs },
  );
  log.info({ rpcPort, httpUrl: await app.getUrl() }, `${opts.name} ready`);
  return app;
}

/** The RPC server's listening socket (net.Server), to stop accepting connections when draining. */
function rpcListener(app: NestFastifyApplication): Server | undefined {
  const [microservice] = app.getMicroservices() as unknown as Array<{ serverInstance?: { unwrap<T>(): T } }>;
  return microservice?.serverInstance?.unwrap<Server>();
}

/**
 * Runs a process entry point; a configuration error prints its message alone and exits 1.
 * An error nothing handled is logged as one JSON line before the process exits 1 (its
 * supervisor restarts it): its state is unknown, so it does not carry on. Once it has started,
 * the young generation its start or a busy spell grew is given back when it goes quiet (idle-gc.ts).
 */
export function runMain(main: () => Promise<unknown>): void {
  const fatal = (kind: string) => (err: unknown) => {
    logger().fatal({ err }, kind);
    process.exit(1);
  };
  process.on('uncaughtException', fatal('uncaught exception'));
  process.on('unhandledRejection', fatal('unhandled promise rejection'));
  void main().then(() => startIdleCollector(), (err) => {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
    } else {
      process.stderr.write(`Fatal: ${(err as Error)?.stack ?? err}\n`);
    }
    process.exit(1);
  });
}

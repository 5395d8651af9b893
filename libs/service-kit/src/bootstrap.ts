import 'reflect-metadata';
import type { Server } from 'node:net';
import type { INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { CoalescingJsonSocket, PlainPatternTcpServer } from './rpc-socket';
import type { CommonServiceConfig } from './config';
import { READINESS_CHECKS } from './health';
import { closeServer, startHealthServer, type ReadinessCheck } from './probes';
import { createRootLogger, PinoNestLogger } from './logger';
import { RpcContextInterceptor, RpcErrorFilter } from './rpc';
import { drainRpcServer, onShutdownSignal, processDrain } from './shutdown';

/**
 * Starts a service process: a TCP microservice for RPC that runs a handler only for a frame
 * signed with one of `rpcSecrets` (rpc-auth.ts), plus a small node:http server (loopback unless
 * httpHost says otherwise) for /health and /metrics (startHealthServer; the app's module includes
 * a HealthModule, which provides the readiness checks), and its graceful shutdown on SIGTERM /
 * SIGINT (see shutdown.ts). The Nest app is a microservice alone: no HTTP framework is loaded.
 */
export async function bootstrapService(opts: {
  name: string;
  module: unknown;
  /** The service's config as loadServiceConfig read it: ports, RPC secrets, log level, drain times. */
  config: Pick<CommonServiceConfig, 'rpcHost' | 'rpcPort' | 'httpHost' | 'httpPort' | 'rpcSecrets' | 'logLevel' | 'shutdownGraceMs' | 'shutdownRpcLingerMs'>;
}): Promise<INestMicroservice> {
  const { rpcHost, rpcPort, httpHost, httpPort, rpcSecrets, logLevel, shutdownGraceMs: graceMs, shutdownRpcLingerMs: lingerMs } = opts.config;
  const log = createRootLogger(opts.name, logLevel);
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(opts.module as never, {
    strategy: new PlainPatternTcpServer({ host: rpcHost, port: rpcPort, socketClass: CoalescingJsonSocket }),
    logger: new PinoNestLogger(log),
  });
  app.useGlobalInterceptors(new RpcContextInterceptor(rpcSecrets));
  app.useGlobalFilters(new RpcErrorFilter());
  await app.listen();
  const rpcServer = app.unwrap<Server>();
  const http = await startHealthServer(httpHost || '127.0.0.1', httpPort, app.get<Record<string, ReadinessCheck>>(READINESS_CHECKS));
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
      // 4. The probes last: /health/ready answered 503 ("shutting down") all along the drain.
      await closeServer(http.server);
    },
    { log, graceMs },
  );
  log.info({ rpcPort, httpUrl: http.url }, `${opts.name} ready`);
  return app;
}

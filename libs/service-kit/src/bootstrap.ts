import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { MicroserviceOptions, Transport } from '@nestjs/microservices';
import { CoalescingJsonSocket } from './rpc-socket';
import { ConfigError } from './config';
import { createRootLogger, PinoNestLogger } from './logger';
import { RpcContextInterceptor, RpcErrorFilter } from './rpc';

/**
 * Starts a service process: a TCP microservice for RPC plus a small HTTP server on loopback
 * for /health and /metrics. Shutdown hooks let modules drain (close pools, workers) on SIGTERM.
 */
export async function bootstrapService(opts: {
  name: string;
  module: unknown;
  rpcHost: string;
  rpcPort: number;
  httpPort: number;
}): Promise<NestFastifyApplication> {
  const log = createRootLogger(opts.name);
  const app = await NestFactory.create<NestFastifyApplication>(opts.module as never, new FastifyAdapter(), {
    logger: new PinoNestLogger(log),
  });
  app.useGlobalInterceptors(new RpcContextInterceptor());
  app.useGlobalFilters(new RpcErrorFilter());
  app.connectMicroservice<MicroserviceOptions>(
    { transport: Transport.TCP, options: { host: opts.rpcHost, port: opts.rpcPort, socketClass: CoalescingJsonSocket } },
    { inheritAppConfig: true },
  );
  app.enableShutdownHooks();
  await app.startAllMicroservices();
  await app.listen(opts.httpPort, '127.0.0.1');
  log.info({ rpcPort: opts.rpcPort, httpUrl: await app.getUrl() }, `${opts.name} ready`);
  return app;
}

/** Runs a process entry point; a configuration error prints its message alone and exits 1. */
export function runMain(main: () => Promise<unknown>): void {
  main().catch((err) => {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
    } else {
      process.stderr.write(`Fatal: ${(err as Error)?.stack ?? err}\n`);
    }
    process.exit(1);
  });
}

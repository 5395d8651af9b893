import 'reflect-metadata';
import { DynamicModule, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { HealthModule, PinoNestLogger, type ReadinessCheck } from '@civic/service-kit';
import type { Logger } from './processors/registry';

/** /health/live, /health/ready and /metrics (the service-kit controllers every process shares). */
@Module({})
class AiWorkerHttpModule {
  static forChecks(checks: Record<string, ReadinessCheck>): DynamicModule {
    return { module: AiWorkerHttpModule, imports: [HealthModule.forChecks({ useFactory: () => checks })] };
  }
}

export async function startHttp(opts: { host: string; port: number; checks: Record<string, ReadinessCheck>; log: Logger }) {
  const app = await NestFactory.create<NestFastifyApplication>(AiWorkerHttpModule.forChecks(opts.checks), new FastifyAdapter(), {
    logger: new PinoNestLogger(opts.log),
  });
  await app.listen(opts.port, opts.host);
  return { app, url: await app.getUrl() };
}

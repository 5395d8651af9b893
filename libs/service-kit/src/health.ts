import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Controller, Get, Inject, Module, DynamicModule, Res, HttpStatus } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { collectDefaultMetrics, register } from 'prom-client';
import { isShuttingDown } from './shutdown';

/** RPC pattern every service answers; the gateway's readiness pings each service it fronts. */
export const PING_PATTERN = 'health.ping';

/** A named readiness probe: resolves when the dependency answers, throws otherwise. */
export type ReadinessCheck = () => Promise<unknown>;
export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

interface ReplyLike {
  status(code: number): ReplyLike;
  header(name: string, value: string): ReplyLike;
  send(body: unknown): unknown;
}

async function settle(checks: Record<string, ReadinessCheck>, timeoutMs: number) {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await Promise.race([check(), new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), timeoutMs))]);
        return [name, 'up'] as const;
      } catch (err) {
        return [name, `down: ${(err as Error).message}`] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

@Controller('health')
export class HealthController {
  constructor(@Inject(READINESS_CHECKS) private readonly checks: Record<string, ReadinessCheck>) {}

  /** The process is running and its event loop answers. */
  @Get('live')
  live() {
    return { status: 'ok' };
  }

  /**
   * Every dependency this process needs answers; otherwise 503 naming the ones that do not.
   * A process that is shutting down answers 503 at once, so a load balancer stops sending to it.
   */
  @Get('ready')
  async ready(@Res() reply: ReplyLike) {
    if (isShuttingDown()) {
      reply.status(HttpStatus.SERVICE_UNAVAILABLE).send({ status: 'shutting down', checks: {} });
      return;
    }
    const results = await settle(this.checks, 2000);
    const ok = Object.values(results).every((v) => v === 'up');
    reply.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).send({ status: ok ? 'ok' : 'unavailable', checks: results });
  }
}

@Controller()
export class PingController {
  @MessagePattern(PING_PATTERN)
  ping() {
    return { ok: true };
  }
}

@Controller()
export class MetricsController {
  @Get('metrics')
  async metrics(@Res() reply: ReplyLike) {
    reply.header('content-type', register.contentType).send(await register.metrics());
  }
}

/**
 * Serves GET /metrics alone on its own address: how a process whose main port is public (the
 * gateway) keeps its metrics off that port while Prometheus can still scrape them. Resolves
 * once listening; close it on shutdown.
 */
export async function startMetricsServer(host: string, port: number): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    register.metrics().then(
      (body) => res.writeHead(200, { 'content-type': register.contentType }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return { server, url: `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}/metrics` };
}

let defaultMetricsStarted = false;

@Module({})
export class HealthModule {
  /**
   * /health/live, /health/ready (the given checks), the ping RPC, and /metrics on this app's own
   * HTTP port unless `metricsOnThisPort` is false (then serve them with startMetricsServer).
   */
  static forChecks(checksProvider: {
    imports?: DynamicModule['imports'];
    inject?: unknown[];
    useFactory: (...args: never[]) => Record<string, ReadinessCheck>;
    metricsOnThisPort?: boolean;
  }): DynamicModule {
    if (!defaultMetricsStarted) {
      collectDefaultMetrics();
      defaultMetricsStarted = true;
    }
    return {
      module: HealthModule,
      imports: checksProvider.imports ?? [],
      controllers: [HealthController, ...(checksProvider.metricsOnThisPort === false ? [] : [MetricsController]), PingController],
      providers: [{ provide: READINESS_CHECKS, inject: (checksProvider.inject ?? []) as never[], useFactory: checksProvider.useFactory }],
    };
  }
}

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
/** Whether /health/ready names each dependency and its error (false on a public port: that goes to the internal one). */
export const READINESS_DETAIL = Symbol('READINESS_DETAIL');

interface ReplyLike {
  status(code: number): ReplyLike;
  header(name: string, value: string): ReplyLike;
  send(body: unknown): unknown;
}

/** The readiness of every check: 'up', or 'down: <error>'. */
export async function settle(checks: Record<string, ReadinessCheck>, timeoutMs: number) {
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

/** The readiness answer: every check's result, and whether all are up. */
export async function readiness(checks: Record<string, ReadinessCheck>): Promise<{ ok: boolean; body: { status: string; checks: Record<string, string> } }> {
  if (isShuttingDown()) return { ok: false, body: { status: 'shutting down', checks: {} } };
  const results = await settle(checks, 2000);
  const ok = Object.values(results).every((v) => v === 'up');
  return { ok, body: { status: ok ? 'ok' : 'unavailable', checks: results } };
}

@Controller('health')
export class HealthController {
  constructor(
    @Inject(READINESS_CHECKS) private readonly checks: Record<string, ReadinessCheck>,
    @Inject(READINESS_DETAIL) private readonly detail: boolean,
  ) {}

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
    const { ok, body } = await readiness(this.checks);
    reply.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).send(this.detail ? body : { status: body.status });
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
export async function startMetricsServer(
  host: string,
  port: number,
  /** More internal GET pages (path → status and JSON body), e.g. the readiness detail. */
  pages: Record<string, () => Promise<{ status: number; body: unknown }>> = {},
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = req.url?.split('?')[0] ?? '';
    const page = req.method === 'GET' && Object.hasOwn(pages, path) ? pages[path] : undefined;
    if (page) {
      page().then(
        ({ status, body }) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        () => res.writeHead(500).end(),
      );
      return;
    }
    if (req.method !== 'GET' || path !== '/metrics') {
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
    /** false: /health/ready says only ok/unavailable (a public port); serve the detail with readiness() internally. */
    readinessDetail?: boolean;
  }): DynamicModule {
    if (!defaultMetricsStarted) {
      collectDefaultMetrics();
      defaultMetricsStarted = true;
    }
    return {
      module: HealthModule,
      imports: checksProvider.imports ?? [],
      controllers: [HealthController, ...(checksProvider.metricsOnThisPort === false ? [] : [MetricsController]), PingController],
      providers: [
        { provide: READINESS_CHECKS, inject: (checksProvider.inject ?? []) as never[], useFactory: checksProvider.useFactory },
        { provide: READINESS_DETAIL, useValue: checksProvider.readinessDetail ?? true },
      ],
      exports: [READINESS_CHECKS],
    };
  }
}

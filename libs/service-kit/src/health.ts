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

let defaultMetricsStarted = false;

@Module({})
export class HealthModule {
  static forChecks(checksProvider: { imports?: DynamicModule['imports']; inject?: unknown[]; useFactory: (...args: never[]) => Record<string, ReadinessCheck> }): DynamicModule {
    if (!defaultMetricsStarted) {
      collectDefaultMetrics();
      defaultMetricsStarted = true;
    }
    return {
      module: HealthModule,
      imports: checksProvider.imports ?? [],
      controllers: [HealthController, MetricsController, PingController],
      providers: [{ provide: READINESS_CHECKS, inject: (checksProvider.inject ?? []) as never[], useFactory: checksProvider.useFactory }],
    };
  }
}

import { Controller, Get, Inject, Module, DynamicModule, Res, HttpStatus } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { register } from 'prom-client';
import { collectProcessMetrics, readiness, type ReadinessCheck } from './probes';

/** RPC pattern every service answers; the gateway's readiness pings each service it fronts. */
export const PING_PATTERN = 'health.ping';

export const READINESS_CHECKS = Symbol('READINESS_CHECKS');
/** Whether /health/ready names each dependency and its error (false on a public port: that goes to the internal one). */
export const READINESS_DETAIL = Symbol('READINESS_DETAIL');

interface ReplyLike {
  status(code: number): ReplyLike;
  header(name: string, value: string): ReplyLike;
  send(body: unknown): unknown;
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

@Module({})
export class HealthModule {
  /**
   * The ping RPC and the readiness checks (READINESS_CHECKS, for startHealthServer); with
   * `httpRoutes` (an app with an HTTP adapter: the gateway), also /health/live and /health/ready
   * as controllers, and /metrics on this app's own HTTP port unless `metricsOnThisPort` is false
   * (then serve it with startMetricsServer).
   */
  static forChecks(checksProvider: {
    imports?: DynamicModule['imports'];
    inject?: unknown[];
    useFactory: (...args: never[]) => Record<string, ReadinessCheck>;
    metricsOnThisPort?: boolean;
    /** false: /health/ready says only ok/unavailable (a public port); serve the detail with readiness() internally. */
    readinessDetail?: boolean;
    /** The routes as controllers of this app's HTTP adapter (only the gateway has one). */
    httpRoutes?: boolean;
  }): DynamicModule {
    collectProcessMetrics();
    return {
      module: HealthModule,
      imports: checksProvider.imports ?? [],
      controllers: checksProvider.httpRoutes
        ? [HealthController, ...(checksProvider.metricsOnThisPort === false ? [] : [MetricsController]), PingController]
        : [PingController],
      providers: [
        { provide: READINESS_CHECKS, inject: (checksProvider.inject ?? []) as never[], useFactory: checksProvider.useFactory },
        { provide: READINESS_DETAIL, useValue: checksProvider.readinessDetail ?? true },
      ],
      exports: [READINESS_CHECKS],
    };
  }
}

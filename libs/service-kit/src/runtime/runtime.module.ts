import { type DynamicModule, type Provider, type Type } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HealthModule } from '../health';
import { RUNTIME_HANDLERS, RUNTIME_SETTINGS, ServiceRuntime, type ServiceRuntimeSettings } from './service-runtime';

/**
 * Gives a service its ServiceRuntime (global, so any provider can push, enqueue or kick the
 * relay) and the handler classes whose @OnEvent / @AfterEvent / @OnJob / @Every methods it runs.
 * The handlers are providers of this module; `providers` adds what they need that no other
 * module provides.
 */
export class ServiceRuntimeModule {
  static forService(opts: { settings: ServiceRuntimeSettings; handlers: Type[]; providers?: Provider[] }): DynamicModule {
    const providers: Provider[] = [
      { provide: RUNTIME_SETTINGS, useValue: opts.settings },
      { provide: RUNTIME_HANDLERS, useValue: opts.handlers },
      ServiceRuntime,
      ...opts.handlers,
      ...(opts.providers ?? []),
    ];
    return { module: ServiceRuntimeModule, global: true, providers, exports: providers };
  }
}

/** /health/ready of a service built on the runtime: its PostgreSQL and its Redis answer. */
export const serviceHealthModule = (): DynamicModule =>
  HealthModule.forChecks({
    inject: [DataSource, ServiceRuntime],
    useFactory: (ds: DataSource, runtime: ServiceRuntime) => ({ postgres: () => ds.query('SELECT 1'), redis: () => runtime.redis.ping() }),
  });

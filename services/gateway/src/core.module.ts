import { Module, type DynamicModule } from '@nestjs/common';
import { createRedis } from '@civic/service-kit/edge';
import { GATEWAY_CONFIG, type GatewayConfig } from './config';
import { FRONTED_SERVICES, rpcClientProviders, rpcClientToken } from './clients';
import { SessionReads } from './auth/session-reads';
import { SessionCharges } from './auth/session-charges';

export const REDIS = Symbol('REDIS');

/**
 * The config and the connections the whole gateway shares: Redis and one RPC client per service,
 * and what routes read and charge with their session (SessionReads, SessionCharges: handed to
 * the session layer).
 */
@Module({})
export class CoreModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: CoreModule,
      global: true,
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        ...rpcClientProviders,
        // Every API request reads its session here; auto-pipelining sends the reads of concurrent
        // requests in one write instead of one system call each.
        { provide: REDIS, useFactory: () => createRedis(config.REDIS_URL, { enableAutoPipelining: true }) },
        SessionReads,
        SessionCharges,
      ],
      exports: [GATEWAY_CONFIG, REDIS, SessionReads, SessionCharges, ...FRONTED_SERVICES.map(rpcClientToken)],
    };
  }
}

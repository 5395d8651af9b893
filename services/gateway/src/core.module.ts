import { Global, Module } from '@nestjs/common';
import { createRedis } from '@civic/service-kit';
import { gatewayConfig } from './config';
import { FRONTED_SERVICES, rpcClientProviders, rpcClientToken } from './clients';

export const REDIS = Symbol('REDIS');

/** Connections the whole gateway shares: Redis and one RPC client per service. */
@Global()
@Module({
  providers: [
    ...rpcClientProviders,
    // Every API request reads its session here; auto-pipelining sends the reads of concurrent
    // requests in one write instead of one system call each.
    { provide: REDIS, useFactory: () => createRedis(gatewayConfig().REDIS_URL, { enableAutoPipelining: true }) },
  ],
  exports: [REDIS, ...FRONTED_SERVICES.map(rpcClientToken)],
})
export class CoreModule {}

import { Global, Module } from '@nestjs/common';
import { createRedis } from '@civic/service-kit';
import { gatewayConfig } from './config';
import { FRONTED_SERVICES, rpcClientProviders, rpcClientToken } from './clients';

export const REDIS = Symbol('REDIS');

/** Connections the whole gateway shares: Redis and one RPC client per service. */
@Global()
@Module({
  providers: [...rpcClientProviders, { provide: REDIS, useFactory: () => createRedis(gatewayConfig().REDIS_URL) }],
  exports: [REDIS, ...FRONTED_SERVICES.map(rpcClientToken)],
})
export class CoreModule {}

import type { Provider } from '@nestjs/common';
import { createRpcClient } from '@civic/service-kit';
import { gatewayConfig } from './config';

export const IDENTITY_CLIENT = Symbol('IDENTITY_CLIENT');

/** One RPC client per service the gateway fronts. */
export const rpcClientProviders: Provider[] = [
  {
    provide: IDENTITY_CLIENT,
    useFactory: () => {
      const c = gatewayConfig();
      return createRpcClient({ service: 'identity', host: c.IDENTITY_RPC_HOST, port: c.IDENTITY_RPC_PORT, timeoutMs: c.RPC_TIMEOUT_MS });
    },
  },
];

import type { Provider } from '@nestjs/common';
import { z } from 'zod';
import { createRpcClient, loadConfig } from '@civic/service-kit';
import { gatewayConfig } from './config';

/**
 * The services behind the gateway. Adding one here gives it an RPC client (inject with
 * rpcClientToken(name)), a readiness check, and requires its <NAME>_RPC_PORT variable.
 */
export const FRONTED_SERVICES = ['identity', 'bills', 'voting'] as const;
export type FrontedService = (typeof FRONTED_SERVICES)[number];

const tokens = new Map<string, symbol>();
export function rpcClientToken(service: FrontedService): symbol {
  if (!tokens.has(service)) tokens.set(service, Symbol(`rpc:${service}`));
  return tokens.get(service)!;
}
export const IDENTITY_CLIENT = rpcClientToken('identity');

function endpointOf(service: string) {
  const key = service.toUpperCase().replace(/-/g, '_');
  const env = loadConfig(
    z.object({
      [`${key}_RPC_HOST`]: z.string().default('127.0.0.1'),
      [`${key}_RPC_PORT`]: z.coerce.number().int().min(1).max(65535),
    }),
  ) as Record<string, string | number>;
  return { host: env[`${key}_RPC_HOST`] as string, port: env[`${key}_RPC_PORT`] as number };
}

export const rpcClientProviders: Provider[] = FRONTED_SERVICES.map((service) => ({
  provide: rpcClientToken(service),
  useFactory: () => createRpcClient({ service, ...endpointOf(service), timeoutMs: gatewayConfig().RPC_TIMEOUT_MS }),
}));

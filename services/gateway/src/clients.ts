import type { Provider } from '@nestjs/common';
import { createRpcClient, rpcEndpoint, rpcPoolSettings } from '@civic/service-kit/edge';
import { GATEWAY_CONFIG, type GatewayConfig } from './config';

/**
 * The services behind the gateway. Adding one here gives it an RPC client (inject with
 * rpcClientToken(name)): a pool of connections spread over its replicas (ADR 0027), and requires
 * its <NAME>_RPC_PORT variable. Every call is signed with RPC_SECRET (ADR 0019). The gateway's
 * readiness does not wait for any of them: a service that is down fails its own routes (503).
 */
export const FRONTED_SERVICES = ['identity', 'bills', 'voting', 'discussions', 'notifications', 'social-graph'] as const;
export type FrontedService = (typeof FRONTED_SERVICES)[number];

const tokens = new Map<string, symbol>();
export function rpcClientToken(service: FrontedService): symbol {
  if (!tokens.has(service)) tokens.set(service, Symbol(`rpc:${service}`));
  return tokens.get(service)!;
}
export const IDENTITY_CLIENT = rpcClientToken('identity');
export const BILLS_CLIENT = rpcClientToken('bills');
export const VOTING_CLIENT = rpcClientToken('voting');
export const DISCUSSIONS_CLIENT = rpcClientToken('discussions');
export const NOTIFICATIONS_CLIENT = rpcClientToken('notifications');
export const SOCIAL_CLIENT = rpcClientToken('social-graph');

export const rpcClientProviders: Provider[] = FRONTED_SERVICES.map((service) => ({
  provide: rpcClientToken(service),
  inject: [GATEWAY_CONFIG],
  useFactory: (config: GatewayConfig) =>
    createRpcClient({ service, ...rpcEndpoint(service), timeoutMs: config.RPC_TIMEOUT_MS, secret: config.RPC_SECRET, pool: rpcPoolSettings(config) }),
}));

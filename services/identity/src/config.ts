import { baseEnv, loadConfig, servicePorts } from '@civic/service-kit';

export const identityEnv = baseEnv.extend(servicePorts('identity').shape);
export type IdentityConfig = { databaseUrl: string; rpcHost: string; rpcPort: number; httpPort: number };

export function identityConfig(): IdentityConfig {
  const env = loadConfig(identityEnv) as Record<string, unknown> & { DATABASE_URL: string };
  return {
    databaseUrl: env.DATABASE_URL,
    rpcHost: env.IDENTITY_RPC_HOST as string,
    rpcPort: env.IDENTITY_RPC_PORT as number,
    httpPort: env.IDENTITY_HTTP_PORT as number,
  };
}

import { z } from 'zod';

/** Variables every process reads. Services extend this with their own. */
export const baseEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url({ message: 'must be a postgres:// URL' }).default('postgres://postgres@127.0.0.1:5432/civic'),
  REDIS_URL: z.url({ message: 'must be a redis:// URL' }).default('redis://127.0.0.1:6379'),
  /** Separates the Redis keys of two stacks sharing one Redis (sessions, queues, socket channels). */
  REDIS_PREFIX: z.string().min(1).default('civic'),
  RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
});

export class ConfigError extends Error {}

/**
 * Parses process.env at boot and fails fast with one line per bad variable, so a
 * misconfigured process never half-starts.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`);
}

/**
 * A service's own RPC and HTTP ports, named after it (IDENTITY_RPC_PORT, IDENTITY_HTTP_PORT, ...).
 * The HTTP side (/health, /metrics) listens on loopback unless <NAME>_HTTP_HOST says otherwise
 * (0.0.0.0 in a container whose orchestrator probes it from outside).
 */
export function servicePorts(service: string) {
  const key = service.toUpperCase().replace(/-/g, '_');
  return z.object({
    [`${key}_RPC_HOST`]: z.string().default('127.0.0.1'),
    [`${key}_RPC_PORT`]: z.coerce.number().int().min(1).max(65535),
    [`${key}_HTTP_HOST`]: z.string().default('127.0.0.1'),
    [`${key}_HTTP_PORT`]: z.coerce.number().int().min(0).max(65535).default(0),
  });
}

/** The settings every RPC service reads, named the same way everywhere. */
export interface CommonServiceConfig {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  rpcHost: string;
  rpcPort: number;
  httpHost: string;
  httpPort: number;
}

/** Picks the common settings out of a parsed env (baseEnv extended with servicePorts(service)). */
export function commonServiceConfig(service: string, env: z.infer<typeof baseEnv> & Record<string, unknown>): CommonServiceConfig {
  const key = service.toUpperCase().replace(/-/g, '_');
  return {
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    rpcHost: env[`${key}_RPC_HOST`] as string,
    rpcPort: env[`${key}_RPC_PORT`] as number,
    httpHost: env[`${key}_HTTP_HOST`] as string,
    httpPort: env[`${key}_HTTP_PORT`] as number,
  };
}

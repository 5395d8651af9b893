import { z } from 'zod';
import { rpcSecretsEnv, type RpcSecrets } from './rpc-auth';

/** Variables every process reads. Services extend this with their own. */
export const baseEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url({ message: 'must be a postgres:// URL' }).default('postgres://postgres@127.0.0.1:5432/civic'),
  /**
   * The database itself, when DATABASE_URL points at a transaction-pooling PgBouncer: migrations
   * (a session's advisory lock) connect here. Empty: DATABASE_URL.
   */
  DATABASE_DIRECT_URL: z.union([z.literal(''), z.url({ message: 'must be a postgres:// URL' })]).default(''),
  /** false behind a PgBouncer older than 1.21 (no protocol-level named prepared statements). */
  DATABASE_NAMED_STATEMENTS: z.enum(['true', 'false'], { message: 'must be true or false' }).default('true').transform((v) => v === 'true'),
  REDIS_URL: z.url({ message: 'must be a redis:// URL' }).default('redis://127.0.0.1:6379'),
  /** Separates the Redis keys of two stacks sharing one Redis (sessions, queues, socket channels). */
  REDIS_PREFIX: z.string().min(1).default('civic'),
  RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  // How a caller spreads its calls over a service's replicas (ADR 0027, rpc-pool.ts).
  /** Fewest connections to each service; there is always at least one per address its host name resolves to. */
  RPC_POOL_SIZE: z.coerce.number().int().min(1).max(64).default(1),
  /** A connection is replaced after about this long, so a per-connection balancer deals them again (0 = never). */
  RPC_CONNECTION_MAX_AGE_MS: z.coerce.number().int().min(0).default(60_000),
  /** How often each service's host name is resolved again (new replicas get connections then). */
  RPC_DNS_REFRESH_MS: z.coerce.number().int().min(100).default(5_000),
  /** How long a process may drain after SIGTERM before it gives up and exits 1 (BullMQ then requeues its unfinished jobs as stalled). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(20_000),
  /**
   * After its RPCs finish, how long a draining service keeps its callers' connections open,
   * refusing calls with a draining 503, so every caller learns to send elsewhere before the
   * connections close (a write sent just as a connection closes could not be retried).
   */
  SHUTDOWN_RPC_LINGER_MS: z.coerce.number().int().min(0).default(1_000),
});

/** The pool settings of baseEnv, as createRpcClient takes them. */
export function rpcPoolSettings(config: { RPC_POOL_SIZE: number; RPC_CONNECTION_MAX_AGE_MS: number; RPC_DNS_REFRESH_MS: number }) {
  return { poolSize: config.RPC_POOL_SIZE, maxAgeMs: config.RPC_CONNECTION_MAX_AGE_MS, dnsRefreshMs: config.RPC_DNS_REFRESH_MS };
}

export class ConfigError extends Error {}

/**
 * Parses process.env at boot and fails fast with one line per bad variable, so a
 * misconfigured process never half-starts.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw configError(parsed.error.issues);
}

/** The variable prefix of a service: `voting` → VOTING, `ai-worker` → AI_WORKER. */
export function envKey(service: string): string {
  return service.toUpperCase().replace(/-/g, '_');
}

const port = (min: number) => z.coerce.number().int().min(min).max(65535);

/**
 * A service's own RPC and HTTP ports and its PostgreSQL pool size, read from variables named after
 * it (IDENTITY_RPC_PORT, IDENTITY_HTTP_PORT, IDENTITY_DB_POOL_SIZE, ...). The HTTP side (/health, /metrics) listens on loopback unless
 * <NAME>_HTTP_HOST says otherwise (0.0.0.0 in a container whose orchestrator probes it).
 */
const servicePortsSchema = z.object({
  RPC_HOST: z.string().default('127.0.0.1'),
  RPC_PORT: port(1),
  HTTP_HOST: z.string().default('127.0.0.1'),
  HTTP_PORT: port(0).default(0),
  /** PostgreSQL connections this process keeps (its share of the connection budget, infra/k8s/README.md). */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
});

/** The settings every RPC service reads, named the same way everywhere. */
export interface CommonServiceConfig {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  rpcHost: string;
  rpcPort: number;
  httpHost: string;
  httpPort: number;
  /** <NAME>_DB_POOL_SIZE: the most PostgreSQL connections this process opens (its data source's pool). */
  dbPoolSize: number;
  /** DATABASE_NAMED_STATEMENTS: whether hot statements may be prepared under a name. */
  databaseNamedStatements: boolean;
  /** The secrets a frame may be signed with (RPC_SECRET, RPC_SECRET_PREVIOUS); none: no start. */
  rpcSecrets: RpcSecrets;
  /** LOG_LEVEL: the least severe level the process logs. */
  logLevel: string;
  /** SHUTDOWN_GRACE_MS and SHUTDOWN_RPC_LINGER_MS (baseEnv): how the process drains. */
  shutdownGraceMs: number;
  shutdownRpcLingerMs: number;
}

type Issue = { path: PropertyKey[]; message: string };

/** Reads `<NAME>_<field>` variables through a schema of bare field names, reporting issues under the variables' names. */
function parsePrefixed<S extends z.ZodObject>(schema: S, service: string, env: NodeJS.ProcessEnv): { data?: z.infer<S>; issues: Issue[] } {
  const key = envKey(service);
  const picked = Object.fromEntries(Object.keys(schema.shape).map((field) => [field, env[`${key}_${field}`]]));
  const parsed = schema.safeParse(picked);
  if (parsed.success) return { data: parsed.data, issues: [] };
  return { issues: parsed.error.issues.map((i) => ({ ...i, path: [`${key}_${String(i.path[0])}`, ...i.path.slice(1)] })) };
}

function configError(issues: Issue[]): ConfigError {
  const lines = issues.map((i) => `  ${i.path.map(String).join('.') || '(env)'}: ${i.message}`);
  return new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`);
}

/**
 * Where a service answers RPC (for its clients: the gateway, operator commands). The host may be
 * a name resolved to all of its addresses (a headless Service) or a comma-separated host[:port]
 * list; the service itself listens on one host.
 */
export function rpcEndpoint(service: string, env: NodeJS.ProcessEnv = process.env): { host: string; port: number } {
  const { data, issues } = parsePrefixed(servicePortsSchema.pick({ RPC_HOST: true, RPC_PORT: true }), service, env);
  if (!data) throw configError(issues);
  return { host: data.RPC_HOST, port: data.RPC_PORT };
}

/**
 * Parses a service's environment once, at boot: the shared variables (baseEnv), its ports
 * (<NAME>_RPC_PORT, ...), the RPC secrets it verifies frames with (required in every mode:
 * without one no caller could reach it) and its own variables (`own`, usually a z.object with a transform to
 * camelCase settings) into one typed object. Every problem is reported at once.
 */
export function loadServiceConfig<S extends z.ZodType<object>>(
  service: string,
  own: S,
  env: NodeJS.ProcessEnv = process.env,
  /** The service's default pool size when <NAME>_DB_POOL_SIZE is unset (10 unless given). */
  defaults: { dbPoolSize?: number } = {},
): CommonServiceConfig & z.infer<S> {
  const base = baseEnv.safeParse(env);
  const ports = parsePrefixed(servicePortsSchema, service, env);
  const secrets = rpcSecretsEnv.safeParse(env);
  const mine = own.safeParse(env);
  const issues = [...(base.success ? [] : base.error.issues), ...ports.issues, ...(secrets.success ? [] : secrets.error.issues), ...(mine.success ? [] : mine.error.issues)];
  if (!base.success || !ports.data || !secrets.success || !mine.success) throw configError(issues);
  return {
    databaseUrl: base.data.DATABASE_URL,
    redisUrl: base.data.REDIS_URL,
    redisPrefix: base.data.REDIS_PREFIX,
    rpcHost: ports.data.RPC_HOST,
    rpcPort: ports.data.RPC_PORT,
    httpHost: ports.data.HTTP_HOST,
    httpPort: ports.data.HTTP_PORT,
    dbPoolSize: ports.data.DB_POOL_SIZE ?? defaults.dbPoolSize ?? 10,
    databaseNamedStatements: base.data.DATABASE_NAMED_STATEMENTS,
    rpcSecrets: secrets.data,
    logLevel: base.data.LOG_LEVEL,
    shutdownGraceMs: base.data.SHUTDOWN_GRACE_MS,
    shutdownRpcLingerMs: base.data.SHUTDOWN_RPC_LINGER_MS,
    ...mine.data,
  };
}

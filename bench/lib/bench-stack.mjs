// The bench's own stack: database civic_bench, its own port and Redis prefix, started through
// infra/scripts/stack.mjs exactly as `npm start` and `npm test` start the product.
import { join } from 'node:path';
import { checkDependencies, clearRedisPrefix, dropDatabase, ensureDatabase, freePort, migrate, ROOT, SERVICES, startStack } from '../../infra/scripts/stack.mjs';
import { withDefaults } from '../../infra/scripts/env.mjs';

// BENCH_DATABASE / BENCH_REDIS_PREFIX give a bench run its own (both are dropped and cleared at
// start): two runs on one machine must not share them.
export const BENCH_DATABASE = process.env.BENCH_DATABASE || 'civic_bench';
export const BENCH_REDIS_PREFIX = process.env.BENCH_REDIS_PREFIX || 'civic-bench';

/** Environment of the bench stack; `extra` carries what scenarios need (e.g. lifted rate limits). */
export function benchEnv(extra = {}) {
  const base = withDefaults({ ...process.env });
  const db = new URL(base.DATABASE_URL);
  db.pathname = `/${BENCH_DATABASE}`;
  return {
    ...base,
    NODE_ENV: 'production',
    DATABASE_URL: db.toString(),
    // The bench's own database only (a DATABASE_DIRECT_URL from .env would point migrations elsewhere).
    DATABASE_DIRECT_URL: '',
    REDIS_PREFIX: BENCH_REDIS_PREFIX,
    // Bench traffic stays on loopback.
    HOST: '127.0.0.1',
    // Request logs would measure the disk; warnings and errors are still written.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    // The bench loads its own data; the built-in sample would skew counts.
    BILLS_LOAD_SAMPLE: 'false',
    ...extra,
  };
}

export function stackHas(name) {
  return SERVICES.some((s) => s.name === name);
}

/** Fresh database and Redis prefix, migrations, then every process; returns { url, env, stop }. */
export async function startBenchStack({ extraEnv = {}, logDir }) {
  const env = benchEnv(extraEnv);
  await checkDependencies({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL });
  await dropDatabase(env.DATABASE_URL);
  await ensureDatabase(env.DATABASE_URL);
  await clearRedisPrefix(env.REDIS_URL, env.REDIS_PREFIX);
  migrate(env);
  const port = await freePort();
  const stack = await startStack({ env, port, logDir, readyTimeoutMs: 90_000 });
  const stop = async () => {
    await stack.stop();
    await clearRedisPrefix(env.REDIS_URL, env.REDIS_PREFIX).catch(() => {});
    await dropDatabase(env.DATABASE_URL).catch(() => {});
  };
  return { ...stack, stop };
}

export { ROOT, join };

import Redis, { RedisOptions } from 'ioredis';
import { logger } from './logger';

/** Repeated errors of one connection while Redis stays away are logged at most this often. */
const ERROR_LOG_INTERVAL_MS = 10_000;

/**
 * ioredis connection for this process. BullMQ needs maxRetriesPerRequest null on connections it
 * blocks on, and it is harmless elsewhere: commands wait for a reconnect instead of failing.
 * Connection errors are logged (not thrown: ioredis reconnects on its own), and so is the
 * reconnect. Duplicates (BullMQ workers, pub/sub) get the same listeners.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return watchConnection(new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, ...options }));
}

function watchConnection(redis: Redis): Redis {
  let lastLogged = 0;
  let failing = false;
  redis.on('error', (err: Error) => {
    const now = Date.now();
    if (!failing || now - lastLogged >= ERROR_LOG_INTERVAL_MS) {
      logger().error({ err: { message: err.message, code: (err as { code?: string }).code } }, 'redis connection error; reconnecting');
      lastLogged = now;
    }
    failing = true;
  });
  redis.on('ready', () => {
    if (failing) logger().info('redis connection restored');
    failing = false;
  });
  const duplicate = redis.duplicate.bind(redis);
  redis.duplicate = (override?: Partial<RedisOptions>) => watchConnection(duplicate(override));
  return redis;
}

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ECONNABORTED']);

/**
 * A Redis connection error (the connection's own listener in createRedis already logged the
 * outage), as opposed to one worth logging where it surfaced (a BullMQ worker's 'error' event).
 */
export function isRedisConnectionError(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return !!e && ((e.code !== undefined && CONNECTION_ERROR_CODES.has(e.code)) || e.message === 'Connection is closed.');
}

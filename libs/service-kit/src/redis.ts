import Redis, { RedisOptions } from 'ioredis';

/**
 * ioredis connection for this process. BullMQ needs maxRetriesPerRequest null on connections it
 * blocks on, and it is harmless elsewhere: commands wait for a reconnect instead of failing.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, ...options });
}

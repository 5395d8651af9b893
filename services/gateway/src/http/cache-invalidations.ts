import type { OnApplicationShutdown, Provider } from '@nestjs/common';
import type Redis from 'ioredis';
import { cacheInvalidationChannel, type CacheTopic } from '@civic/contracts';
import { logger } from '@civic/service-kit/edge';

/**
 * This gateway's end of the cache invalidations the outbox relays publish (CACHE_TOPICS in
 * @civic/contracts): each read cache registers what to drop for its topic, and every message
 * drops it on every gateway at once. A subscription that was lost (Redis restarted, a network
 * blip) may have missed messages, so every cache is dropped when it is back.
 */
export class CacheInvalidations implements OnApplicationShutdown {
  private readonly listeners = new Map<string, Array<() => void>>();
  private readonly subscriber: Redis;
  private subscribedOnce = false;

  constructor(redis: Redis, redisPrefix: string) {
    const channel = cacheInvalidationChannel(redisPrefix);
    this.subscriber = redis.duplicate({ enableAutoPipelining: false });
    this.subscriber.on('message', (from: string, topic: string) => {
      if (from === channel) this.drop(topic);
    });
    // ioredis subscribes again by itself after a reconnect; 'ready' follows each (re)connection.
    this.subscriber.on('ready', () => {
      if (this.subscribedOnce) this.dropAll();
    });
    this.subscriber.subscribe(channel).then(
      () => (this.subscribedOnce = true),
      (err) => logger().warn({ err }, 'cache invalidations not subscribed; caches rely on their time bound'),
    );
  }

  /** Calls `drop` whenever the topic's source changes (or messages may have been missed). */
  on(topic: CacheTopic, drop: () => void): void {
    this.listeners.set(topic, [...(this.listeners.get(topic) ?? []), drop]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber.quit().catch(() => undefined);
  }

  private drop(topic: string): void {
    for (const drop of this.listeners.get(topic) ?? []) drop();
  }

  private dropAll(): void {
    for (const topic of this.listeners.keys()) this.drop(topic);
  }
}

export function cacheInvalidationsProvider(config: { REDIS_PREFIX: string }, redisToken: symbol | string): Provider {
  return { provide: CacheInvalidations, inject: [redisToken], useFactory: (redis: Redis) => new CacheInvalidations(redis, config.REDIS_PREFIX) };
}

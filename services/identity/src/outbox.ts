import { Global, Inject, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type Redis from 'ioredis';
import { createRedis, OutboxRelay, QueueRegistry } from '@civic/service-kit';
import { IDENTITY_CONFIG } from './tokens';
import type { IdentityConfig } from './config';

/**
 * Identity's side of the event pipeline: events are written with recordEvent() in the same
 * transaction as the change; this relay moves them to their queues (inbox.voting for
 * user.voter-profile-changed.v1). kick() after a commit relays at once; the timer catches
 * anything a kick missed (a crash between commit and kick, another replica's rows).
 */
@Injectable()
export class IdentityOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly redis: Redis;
  private readonly queues: QueueRegistry;
  private readonly relay: OutboxRelay;

  constructor(dataSource: DataSource, @Inject(IDENTITY_CONFIG) config: IdentityConfig) {
    this.redis = createRedis(config.redisUrl);
    this.queues = new QueueRegistry(this.redis, config.redisPrefix);
    this.relay = new OutboxRelay(dataSource, this.queues);
  }

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  /** Relays committed events now; never throws (the relay logs and retries on its timer). */
  kick(): void {
    void this.relay.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    await this.queues.close();
    this.redis.disconnect();
  }
}

@Global()
@Module({ providers: [IdentityOutbox], exports: [IdentityOutbox] })
export class IdentityOutboxModule {}

import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { FastifyRequest } from 'fastify';
import { Pool } from 'pg';
import type Redis from 'ioredis';
import { createRedis, HealthModule, PING_PATTERN, RpcClient } from '@civic/service-kit';
import { gatewayConfig } from './config';
import { AuthController } from './auth/auth.controller';
import { OnboardingController } from './onboarding/onboarding.controller';
import { BillsController } from './bills/bills.controller';
import { VotingController } from './voting/voting.controller';
import { voteUserThrottler } from './voting/rate-limit';
import { appliesTo, RateLimitGuard, SignedInGuard } from './auth/guards';
import { OriginGuard, parseOriginList } from './http/origin';
import { ApiErrorFilter } from './http/error.filter';
import { FRONTED_SERVICES, rpcClientToken } from './clients';
import { CoreModule, REDIS } from './core.module';

export { REDIS };
const config = gatewayConfig();
const MINUTE = 60_000;

const byIp = (req: Record<string, unknown>) => (req as unknown as FastifyRequest).ip;
const byEmail = (req: Record<string, unknown>) => {
  const email = (req as unknown as FastifyRequest<{ Body: { email?: unknown } }>).body?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : byIp(req);
};

@Module({
  imports: [
    CoreModule,
    ThrottlerModule.forRoot({
      // Pipelined: every vote cast counts here, so concurrent casts share one write.
      storage: new ThrottlerStorageRedisService(createRedis(config.REDIS_URL, { keyPrefix: `${config.REDIS_PREFIX}:rl:`, enableAutoPipelining: true })),
      throttlers: [
        { name: 'login-ip', ttl: MINUTE, limit: config.RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE, getTracker: byIp, skipIf: appliesTo('login-ip') },
        { name: 'login-email', ttl: 15 * MINUTE, limit: config.RATE_LIMIT_LOGIN_PER_EMAIL_PER_15_MINUTES, getTracker: byEmail, skipIf: appliesTo('login-email') },
        { name: 'register-ip', ttl: 60 * MINUTE, limit: config.RATE_LIMIT_REGISTER_PER_IP_PER_HOUR, getTracker: byIp, skipIf: appliesTo('register-ip') },
        voteUserThrottler,
      ],
    }),
    HealthModule.forChecks({
      inject: [REDIS, ...FRONTED_SERVICES.map(rpcClientToken)],
      useFactory: (redis: Redis, ...clients: RpcClient[]) => {
        const pg = new Pool({ connectionString: config.DATABASE_URL, max: 1 });
        const services = Object.fromEntries(FRONTED_SERVICES.map((name, i) => [name, () => clients[i].send(PING_PATTERN, {})]));
        return { postgres: () => pg.query('SELECT 1'), redis: () => redis.ping(), ...services };
      },
    }),
  ],
  controllers: [AuthController, OnboardingController, BillsController, VotingController],
  providers: [
    // Order matters: refuse foreign origins first, then count the attempt, then demand a session.
    { provide: APP_GUARD, useFactory: () => new OriginGuard(parseOriginList(config.ALLOWED_ORIGINS)) },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_GUARD, useClass: SignedInGuard },
    { provide: APP_FILTER, useClass: ApiErrorFilter },
  ],
})
export class AppModule {}

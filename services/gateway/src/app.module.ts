import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import type Redis from 'ioredis';
import { HealthController, HealthModule } from '@civic/service-kit/edge';
import { siteOrigins, type GatewayConfig } from './config';
import { API_CONTROLLERS } from './controllers';
import { apiRateLimits } from './auth/rate-limits';
import { Operators, OperatorsOnlyGuard } from './review/operators';
import { Partners } from './partner/partners';
import { PartnerDashboards } from './partner/partner-dashboard';
import { LoginLimits } from './auth/login-limits';
import { RedisRateCounter } from './auth/rate-counter';
import { LocalStrategy } from './auth/local.strategy';
import { Public, RATE_LIMIT_STORAGE, RATE_LIMITS, RateLimitGuard, SignedInGuard } from './auth/guards';
import { OriginGuard, OriginPolicy } from './http/origin';
import { trustProxyFn } from './http/trust-proxy';
import { ApiErrorFilter } from './http/error.filter';
import { RouteTable } from './http/route-table';
import { CoreModule, REDIS } from './core.module';
import { tallyCacheProvider } from './voting/tally-cache';
import { cacheInvalidationsProvider } from './http/cache-invalidations';
import { PUBLIC_DISTRICT_CONTROLLERS, PUBLIC_DISTRICT_PROVIDERS, publicDataRateLimits } from './public-districts/public-districts.module';

export { REDIS };

// The probes answer the platform without a session; every other route needs one (SignedInGuard).
Public()(HealthController);
const MINUTE = 60_000;

/** The one origin policy of this gateway: the API's CSRF guard and the Socket.IO handshake both use it. */
export function originPolicy(config: GatewayConfig): OriginPolicy {
  return new OriginPolicy([...siteOrigins(config), ...config.ALLOWED_ORIGINS], trustProxyFn(config.TRUST_PROXY), config.PUBLIC_ORIGIN.length === 0);
}

/** The gateway, built from the configuration main.ts parsed once at boot. */
@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    const origins = originPolicy(config);
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        DiscoveryModule,
        // Sign-in checks credentials through Passport's local strategy; sessions stay ours (ADR 0015).
        PassportModule.register({ session: false }),
        // Ready when what the gateway itself needs answers: Redis (sessions, rate limits, the live
        // channel). Not the services behind it: one that is down fails its own routes with 503 and
        // Retry-After, and the load balancer keeps every gateway for the rest of the site (ADR 0027).
        HealthModule.forChecks({
          inject: [REDIS],
          useFactory: (redis: Redis) => ({ redis: () => redis.ping() }),
          // /metrics is served on its own internal port (METRICS_HOST:METRICS_PORT, see main.ts).
          metricsOnThisPort: false,
          // The public port says only ok/unavailable; main.ts serves the detail on the internal port.
          readinessDetail: false,
          httpRoutes: true,
        }),
      ],
      controllers: [...API_CONTROLLERS, ...PUBLIC_DISTRICT_CONTROLLERS],
      providers: [
        LocalStrategy,
        RouteTable,
        Operators,
        Partners,
        PartnerDashboards,
        tallyCacheProvider(config, REDIS),
        cacheInvalidationsProvider(config, REDIS),
        ...PUBLIC_DISTRICT_PROVIDERS,
        {
          provide: LoginLimits,
          inject: [REDIS],
          useFactory: (redis: Redis) =>
            new LoginLimits({
              redis,
              prefix: config.REDIS_PREFIX,
              secret: config.SESSION_SECRET,
              failuresPerPair: config.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP_PER_15_MINUTES,
              pairWindowMs: 15 * MINUTE,
              ceiling: config.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_PER_HOUR,
              emailWindowMs: 60 * MINUTE,
              firstDelayMs: config.RATE_LIMIT_LOGIN_DELAY_FIRST_SECONDS * 1000,
              maxDelayMs: config.RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS * 1000,
              knownAddressMs: config.RATE_LIMIT_LOGIN_KNOWN_ADDRESS_DAYS * 24 * 60 * MINUTE,
            }),
        },
        // Order matters: hide the review queue from all but operators first, then refuse foreign
        // origins, then count the attempt, then demand a session.
        { provide: APP_GUARD, useClass: OperatorsOnlyGuard },
        { provide: OriginPolicy, useValue: origins },
        { provide: APP_GUARD, useFactory: () => new OriginGuard(origins) },
        { provide: RATE_LIMITS, useValue: [...apiRateLimits(config), ...publicDataRateLimits(config)] },
        {
          provide: RATE_LIMIT_STORAGE,
          // On the shared, pipelined connection: every vote cast counts here, and its charge can
          // leave in the same write as other requests' session reads.
          inject: [REDIS],
          useFactory: (redis: Redis) => new RedisRateCounter(redis, config.REDIS_PREFIX),
        },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_GUARD, useClass: SignedInGuard },
        { provide: APP_FILTER, useClass: ApiErrorFilter },
      ],
    };
  }
}

import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable, SetMetadata, UnauthorizedException, createParamDecorator, type Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { RateLimitStorage } from './rate-counter';
import { bySessionUser, userTracker, type RateLimit } from './rate-limits';
import { chargedWithSession, SessionCharges } from './session-charges';

export const NOT_SIGNED_IN = 'Not signed in';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

const PUBLIC_KEY = 'civic:public';
/** A route handler or a controller class, as Nest's ExecutionContext names them (identity only). */
export type RouteTarget = Type<unknown> | ((...args: never[]) => unknown);
/** Marks a route as open to visitors; every other route requires a signed-in session. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/**
 * Every HTTP route requires a signed-in session unless its handler or controller is @Public
 * (the probes are made public where the gateway mounts them). The decision rests on the matched
 * handler alone, never on how the request spelled its URL; it is read once per handler and kept.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  private readonly publicHandlers = new Map<RouteTarget, boolean>();
  constructor(private readonly reflector: Reflector) {}
  isPublic(handler: RouteTarget, controller: RouteTarget): boolean {
    let open = this.publicHandlers.get(handler);
    if (open === undefined) {
      open = this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, [handler, controller]) === true;
      this.publicHandlers.set(handler, open);
    }
    return open;
  }
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    if (this.isPublic(context.getHandler() as RouteTarget, context.getClass())) return true;
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (!req.session?.userId) throw new UnauthorizedException(NOT_SIGNED_IN);
    return true;
  }
}

/** Whether a handler is open to visitors (the route table and the access tests read it). */
export function isPublicRoute(handler: RouteTarget, controller: RouteTarget): boolean {
  return reflector.getAllAndOverride<boolean>(PUBLIC_KEY, [handler, controller]) === true;
}

/** The signed-in user's id (routes behind SignedInGuard always have one). */
export const CurrentUserId = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const req = context.switchToHttp().getRequest<FastifyRequest>();
  return req.session.userId as string;
});

const RATE_LIMITS_KEY = 'civic:rate-limits';
/** Names the rate limits that apply to a route (auth/rate-limits.ts); every write names at least one. */
export const RateLimited = (...names: string[]) => SetMetadata(RATE_LIMITS_KEY, names);

const reflector = new Reflector();
/** The limits a handler names (the route table and RateLimitGuard read them). */
export const rateLimitsOf = (handler: RouteTarget): string[] => reflector.get<string[] | undefined>(RATE_LIMITS_KEY, handler) ?? [];

/** What a person reads on a 429: how long to wait, in words (Retry-After carries the seconds). */
export function tooManyMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds <= 60) return TOO_MANY_REQUESTS;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  if (minutes < 90) return `Too many requests. Please try again in ${minutes} minutes.`;
  return `Too many requests. Please try again in ${Math.ceil(minutes / 60)} hours.`;
}

/** A 429 with a message a person understands; the API's error filter sends its wait as Retry-After (seconds). */
export class RateLimitedException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message = tooManyMessage(retryAfterSeconds),
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** The named limits and the counter they are kept in (one Redis script call per limit). */
export const RATE_LIMITS = Symbol('RATE_LIMITS');
export const RATE_LIMIT_STORAGE = Symbol('RATE_LIMIT_STORAGE');

/**
 * Counts each request against the limits its route names. A limit's counter is keyed by the
 * limit's name and the caller only, so every route naming it draws on one budget. The limits
 * of a handler are resolved once and kept; a request then costs one Redis call per limit, and
 * routes that name none (reads) cost nothing here. A route with one limit per signed-in user is
 * made known to the session layer at its first request, which from then on charges it in the
 * same round trip as the session read (SessionCharges, ADR 0036); the count comes with the request.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly byName: Map<string, RateLimit>;
  private readonly byHandler = new Map<RouteTarget, RateLimit[]>();
  constructor(
    @Inject(RATE_LIMITS) limits: RateLimit[],
    @Inject(RATE_LIMIT_STORAGE) private readonly storage: RateLimitStorage,
    private readonly sessionCharges: SessionCharges,
  ) {
    this.byName = new Map(limits.map((l) => [l.name, l]));
  }

  private limitsOf(handler: RouteTarget, req: FastifyRequest): RateLimit[] {
    let limits = this.byHandler.get(handler);
    if (!limits) {
      limits = rateLimitsOf(handler).map((name) => {
        const limit = this.byName.get(name);
        if (!limit) throw new Error(`@RateLimited names an unknown limit "${name}"`);
        return limit;
      });
      this.byHandler.set(handler, limits);
      if (limits.length === 1 && limits[0].tracker === bySessionUser) this.chargeWithSession(req, limits[0]);
    }
    return limits;
  }

  /** A limit's counter for one caller: one budget per limit and caller, whichever route charges it. */
  private static counterKey(limit: RateLimit, caller: string): string {
    return `${limit.name}:${caller}`;
  }

  /** From now on the session layer charges `limit` for this route with the session read. */
  private chargeWithSession(req: FastifyRequest, limit: RateLimit): void {
    const path = req.routeOptions.url;
    if (!path) return;
    this.sessionCharges.declare(req.method, path, {
      limit: limit.name,
      charge: (userId, sessionKey) =>
        this.storage.incrementIfSession(RateLimitGuard.counterKey(limit, userTracker(userId)), limit.ttlMs, limit.limit, limit.ttlMs, { key: sessionKey, userId }),
    });
  }

  // Synchronous for the routes without a limit (most reads): no promise made per request.
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const limits = this.limitsOf(context.getHandler() as RouteTarget, req);
    if (!limits.length) return true;
    return this.charge(limits, req);
  }

  private async charge(limits: RateLimit[], req: FastifyRequest): Promise<boolean> {
    let wait = 0;
    for (const limit of limits) {
      const counted = chargedWithSession(req, limit.name) ?? (await this.storage.increment(RateLimitGuard.counterKey(limit, limit.tracker(req)), limit.ttlMs, limit.limit, limit.ttlMs));
      // The first exhausted limit refuses; the later ones are not charged for a refused request.
      if (counted.isBlocked) {
        wait = Math.max(1, counted.timeToBlockExpire);
        break;
      }
    }
    if (wait) throw new RateLimitedException(wait);
    return true;
  }
}

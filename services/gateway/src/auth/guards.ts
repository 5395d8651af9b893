import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable, SetMetadata, UnauthorizedException, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';

export const NOT_SIGNED_IN = 'Not signed in';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

const PUBLIC_KEY = 'civic:public';
/** Marks a route as open to visitors; every other route requires a signed-in session. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    // Only the API is behind sessions; the probes (/health) answer the platform.
    if (isPublic || !req.url.startsWith('/api/')) return true;
    if (!req.session?.userId) throw new UnauthorizedException(NOT_SIGNED_IN);
    return true;
  }
}

/** The signed-in user's id (routes behind SignedInGuard always have one). */
export const CurrentUserId = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const req = context.switchToHttp().getRequest<FastifyRequest>();
  return req.session.userId as string;
});

const RATE_LIMITS_KEY = 'civic:rate-limits';
/** Names the rate limits (throttlers) that apply to a route; routes without it are not limited. */
export const RateLimited = (...names: string[]) => SetMetadata(RATE_LIMITS_KEY, names);

const reflector = new Reflector();
/** A throttler applies only where a route opted into it by name. */
export function appliesTo(name: string) {
  return (context: ExecutionContext) => {
    const names = reflector.get<string[] | undefined>(RATE_LIMITS_KEY, context.getHandler()) ?? [];
    return !names.includes(name);
  };
}

/** A 429 with the SPEC-voiced message; the API's error filter sends its wait as Retry-After (seconds). */
export class RateLimitedException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(TOO_MANY_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}

@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new RateLimitedException(Math.max(1, detail.timeToBlockExpire));
  }
}

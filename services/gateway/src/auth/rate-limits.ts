import type { FastifyRequest } from 'fastify';
import type { ThrottlerOptions } from '@nestjs/throttler';
import type { GatewayConfig } from '../config';
import { appliesTo } from './guards';

/**
 * The API's request limits (throttlers, counted per request before the route runs; failed
 * sign-ins have their own limits in login-limits.ts). Each is named, applies only to the routes
 * that opt in with @RateLimited(name), and has its own variable (see .env.example), read with
 * the rest of the gateway's configuration.
 */
export const LOGIN_IP = 'login-ip';
export const REGISTER_IP = 'register-ip';
export const CHANGE_PASSWORD_USER = 'change-password-user';
export const CHANGE_PASSWORD_IP = 'change-password-ip';
export const VOTE_USER = 'vote-user';
export const USER_BILL_WRITES = 'user-bill-writes';
export const POST_WRITES = 'post-writes';
export const PARTNER_CONTACT_IP = 'partner-contact-ip';

const MINUTE = 60_000;

const byIp = (req: Record<string, unknown>) => `ip:${(req as unknown as FastifyRequest).ip}`;
/** Counted per signed-in user (per client IP for a visitor, who is refused anyway). */
export const bySessionUser = (req: Record<string, unknown>) => {
  const r = req as unknown as FastifyRequest;
  return r.session?.userId ? `user:${r.session.userId}` : byIp(req);
};

export function apiThrottlers(config: GatewayConfig): ThrottlerOptions[] {
  const throttler = (name: string, ttl: number, limit: number, getTracker: (req: Record<string, unknown>) => string): ThrottlerOptions => ({
    name,
    ttl,
    limit,
    getTracker,
    skipIf: appliesTo(name),
  });
  return [
    throttler(LOGIN_IP, MINUTE, config.RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE, byIp),
    throttler(REGISTER_IP, 60 * MINUTE, config.RATE_LIMIT_REGISTER_PER_IP_PER_HOUR, byIp),
    // Every change-password attempt costs an argon2 verification in identity.
    throttler(CHANGE_PASSWORD_USER, 15 * MINUTE, config.RATE_LIMIT_CHANGE_PASSWORD_PER_USER_PER_15_MINUTES, bySessionUser),
    throttler(CHANGE_PASSWORD_IP, 15 * MINUTE, config.RATE_LIMIT_CHANGE_PASSWORD_PER_IP_PER_15_MINUTES, byIp),
    throttler(VOTE_USER, MINUTE, config.RATE_LIMIT_VOTES_PER_USER_PER_MINUTE, bySessionUser),
    throttler(USER_BILL_WRITES, MINUTE, config.RATE_LIMIT_USER_BILL_WRITES_PER_USER_PER_MINUTE, bySessionUser),
    throttler(POST_WRITES, MINUTE, config.RATE_LIMIT_POST_WRITES_PER_USER_PER_MINUTE, bySessionUser),
    throttler(PARTNER_CONTACT_IP, 60 * MINUTE, config.RATE_LIMIT_PARTNER_CONTACT_PER_IP_PER_HOUR, byIp),
  ];
}

import type { FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';

/**
 * The API's request limits (counted per request before the route runs; failed sign-ins have
 * their own limits in login-limits.ts). Each is named, applies to the routes that name it with
 * @RateLimited(name), and has its own variable (see .env.example). A limit is ONE budget per
 * user (or client IP) across every route that names it: its Redis key is the limit's name and
 * the caller, never the route (RateLimitGuard).
 */
export const LOGIN_IP = 'login-ip';
export const LOGOUT_IP = 'logout-ip';
export const REGISTER_IP = 'register-ip';
export const CHANGE_PASSWORD_USER = 'change-password-user';
export const CHANGE_PASSWORD_IP = 'change-password-ip';
export const VOTE_USER = 'vote-user';
export const USER_BILL_WRITES = 'user-bill-writes';
export const POST_WRITES = 'post-writes';
export const PARTNER_CONTACT_IP = 'partner-contact-ip';
export const FOLLOW_WRITES = 'follow-writes';
export const RSVP_WRITES = 'rsvp-writes';
export const PERSONAL_INFO_USER = 'personal-info-user';
export const SURVEY_USER = 'survey-user';
export const POPULATE_USER = 'populate-archetype-votes-user';
export const NOTIFICATION_READS = 'notification-reads';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** One named limit: at most `limit` requests per `ttlMs` per tracker. */
export interface RateLimit {
  name: string;
  ttlMs: number;
  limit: number;
  /** Who is counted: the signed-in user, or the client IP. */
  tracker: (req: FastifyRequest) => string;
}

const byIp = (req: FastifyRequest) => `ip:${req.ip}`;
/** A signed-in user as a limit's caller. */
export const userTracker = (userId: string) => `user:${userId}`;
/** Counted per signed-in user (per client IP for a visitor, who is refused anyway). */
export const bySessionUser = (req: FastifyRequest) => (req.session?.userId ? userTracker(req.session.userId) : byIp(req));

/** Every named limit with its configured figure. */
export function apiRateLimits(config: GatewayConfig): RateLimit[] {
  const limit = (name: string, ttlMs: number, count: number, tracker: RateLimit['tracker']): RateLimit => ({ name, ttlMs, limit: count, tracker });
  return [
    limit(LOGIN_IP, MINUTE, config.RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE, byIp),
    limit(LOGOUT_IP, MINUTE, config.RATE_LIMIT_LOGOUT_PER_IP_PER_MINUTE, byIp),
    limit(REGISTER_IP, HOUR, config.RATE_LIMIT_REGISTER_PER_IP_PER_HOUR, byIp),
    // Every change-password attempt costs an argon2 verification in identity.
    limit(CHANGE_PASSWORD_USER, 15 * MINUTE, config.RATE_LIMIT_CHANGE_PASSWORD_PER_USER_PER_15_MINUTES, bySessionUser),
    limit(CHANGE_PASSWORD_IP, 15 * MINUTE, config.RATE_LIMIT_CHANGE_PASSWORD_PER_IP_PER_15_MINUTES, byIp),
    limit(VOTE_USER, MINUTE, config.RATE_LIMIT_VOTES_PER_USER_PER_MINUTE, bySessionUser),
    limit(USER_BILL_WRITES, MINUTE, config.RATE_LIMIT_USER_BILL_WRITES_PER_USER_PER_MINUTE, bySessionUser),
    limit(POST_WRITES, MINUTE, config.RATE_LIMIT_POST_WRITES_PER_USER_PER_MINUTE, bySessionUser),
    limit(PARTNER_CONTACT_IP, HOUR, config.RATE_LIMIT_PARTNER_CONTACT_PER_IP_PER_HOUR, byIp),
    limit(FOLLOW_WRITES, MINUTE, config.RATE_LIMIT_FOLLOW_WRITES_PER_USER_PER_MINUTE, bySessionUser),
    limit(RSVP_WRITES, MINUTE, config.RATE_LIMIT_RSVP_WRITES_PER_USER_PER_MINUTE, bySessionUser),
    limit(PERSONAL_INFO_USER, HOUR, config.RATE_LIMIT_PERSONAL_INFO_PER_USER_PER_HOUR, bySessionUser),
    limit(SURVEY_USER, HOUR, config.RATE_LIMIT_SURVEY_PER_USER_PER_HOUR, bySessionUser),
    limit(POPULATE_USER, HOUR, config.RATE_LIMIT_POPULATE_ARCHETYPE_VOTES_PER_USER_PER_HOUR, bySessionUser),
    limit(NOTIFICATION_READS, MINUTE, config.RATE_LIMIT_NOTIFICATION_READS_PER_USER_PER_MINUTE, bySessionUser),
  ];
}

import type { FastifyRequest } from 'fastify';
import { PerRoute } from '../http/per-route';
import type { RateCount } from './rate-counter';

/**
 * A route's rate-limit charge, sent in the same Redis round trip as the request's session read
 * (ADR 0036). A write route that counts against one limit per signed-in user (a vote cast, a
 * post, a follow) otherwise makes two round trips in a row: the session read, then the charge,
 * which names the user and so waits for the session. Once the session layer knows the user a
 * session belongs to (SessionReads' remembered user), it issues the charge beside the read, in
 * one pipelined write; the charge counts only while that very session is live in Redis, so a
 * cookie whose session has ended draws nothing. RateLimitGuard takes the count from the request
 * instead of charging again, and charges itself whenever none came with the session (the first
 * request of a session on a replica, a route with several limits).
 */
export type ChargeWithSession = (userId: string, sessionKey: string) => Promise<RateCount | undefined>;

/** A route's charge: the limit it counts against, and how to count it with the session. */
export interface SessionCharge {
  limit: string;
  charge: ChargeWithSession;
}

/** Which routes charge with their session: learnt by RateLimitGuard at a route's first request, read by the session layer. */
export class SessionCharges extends PerRoute<SessionCharge> {}

const CHARGED = Symbol('civic.session.charged');
type WithCharge = FastifyRequest & { [CHARGED]?: { limit: string; count: RateCount } };

/** Keeps what the session read's charge counted, for the signed-in user of this request. */
export function keepSessionCharge(req: FastifyRequest, limit: string, count: RateCount): void {
  (req as WithCharge)[CHARGED] = { limit, count };
}

/** What `limit` counted for this request with its session read, if it was charged there. */
export function chargedWithSession(req: FastifyRequest, limit: string): RateCount | undefined {
  const charged = (req as WithCharge)[CHARGED];
  return charged?.limit === limit ? charged.count : undefined;
}

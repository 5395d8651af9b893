import type { FastifyRequest } from 'fastify';
import { PerRoute } from '../http/per-route';

/**
 * Redis keys a route reads for its signed-in user (versions of what it keeps in memory), fetched
 * in the same round trip as the request's session: one MGET instead of a session GET followed
 * by the route's own read. Only the session's liveness decides who is signed in, and it is read
 * from Redis on every request as before (revocation is unchanged); the keys ride along.
 *
 * A session's user never changes (ids are random and never reused, ADR 0013), so the session
 * layer remembers which user a session id belongs to once it has read it and can name that
 * user's keys before reading the session again. The first request of a session on a replica
 * (or a route that declared nothing) reads the session alone and the route reads its keys itself.
 */
export type SessionReadKeys = (userId: string) => string[];

/** Values read with the session: key → value (null: no such key). A key absent here was not read. */
export type SessionReadValues = ReadonlyMap<string, string | null>;

const READS = Symbol('civic.session.reads');
type WithReads = FastifyRequest & { [READS]?: SessionReadValues };

/** Which keys each route reads with its session: declared by the controllers, resolved once per route. */
export class SessionReads extends PerRoute<SessionReadKeys> {}

export function keepSessionReads(req: FastifyRequest, values: SessionReadValues | undefined): void {
  (req as WithReads)[READS] = values;
}

/**
 * The values of `keys` for this request: those read with the session, the rest read now with
 * `read` (one call for all of them). Answers in the order of `keys`.
 */
export async function sessionReadsOr(req: FastifyRequest | undefined, keys: string[], read: (keys: string[]) => Promise<(string | null)[]>): Promise<(string | null)[]> {
  const kept = req ? (req as WithReads)[READS] : undefined;
  if (kept && keys.every((k) => kept.has(k))) return keys.map((k) => kept.get(k) as string | null);
  return read(keys);
}

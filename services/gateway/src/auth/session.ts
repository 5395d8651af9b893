import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Signer } from '@fastify/cookie';
import type Redis from 'ioredis';
import { readCookie, serializeCookie } from './session-cookie';
import { keepSessionReads, type SessionReadKeys, type SessionReads, type SessionReadValues } from './session-reads';
import { keepSessionCharge, type SessionCharge, type SessionCharges } from './session-charges';
import type { RateCount } from './rate-counter';
import { PerRoute } from '../http/per-route';

/**
 * Server-side sessions in Redis, behind a signed, HttpOnly cookie.
 *
 * Every API request reads its session, so this is kept lean on purpose (it replaced
 * @fastify/session, which re-signed the cookie and hashed the session twice per request; see
 * ADR 0008): one Redis read per request (which also brings the keys the route declared in
 * SessionReads, ADR 0034), a signature check remembered per cookie value, and a write only when
 * something changed — at sign-in, sign-out, and when the idle clock is refreshed, at most once a
 * minute. The session itself is never kept in memory: every request reads it.
 *
 * Timeouts: a session unused for the idle timeout ends (its Redis key also expires by itself),
 * and every session ends at the absolute timeout counted from sign-in, when the cookie expires.
 *
 * Each user's session ids are also indexed (a sorted set scored by when each session expires, so
 * the index never outlives its sessions), which lets a password change end every other session
 * of the user (ADR 0013). Whoever holds live connections for a session (the Socket.IO channel)
 * hears of every session that ends or is rotated through `SessionEvents`.
 */

export const SESSION_COOKIE = 'civic.sid';
/** The idle clock is refreshed at most this often, so a busy user costs one write a minute. */
export const IDLE_REFRESH_MS = 60_000;

/** What a signed-in session holds (the Redis value, as JSON). */
export interface SessionData {
  userId: string;
  /** When this session was signed in; the absolute timeout counts from here. */
  issuedAt: number;
  /** Last request seen, to the minute; the idle timeout counts from here. */
  lastSeenAt: number;
}

/** `req.session`: the signed-in user's session, or an empty one for a visitor. */
export interface RequestSession {
  id?: string;
  userId?: string;
  issuedAt?: number;
  lastSeenAt?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession;
  }
}

/** What the session layer tells the holders of a session's live connections (sockets). */
export interface SessionEvents {
  /** These sessions ended (sign-out, a password change elsewhere, a timeout seen on a read). */
  ended(ids: string[]): void;
  /** The same user signed in again on this browser (sign-in, password change): `from` continues as `to`. */
  rotated(from: string, to: string): void;
}

export interface SessionOptions {
  redis: Redis;
  /** Redis key prefix (the stack's REDIS_PREFIX); keys are `<prefix>:sess:<id>` and `<prefix>:user-sess:<userId>`. */
  prefix: string;
  secret: string;
  /** Secrets that signed cookies before `secret`: still verified, and their cookies re-signed. */
  previousSecrets?: string[];
  idleMs: number;
  absoluteMs: number;
  now?: () => number;
  events?: SessionEvents;
}

/**
 * Writes a session and indexes it under its user in one step: the session key expires with the
 * session; the user's index scores each id by that expiry, drops ids already expired, and expires
 * itself with its last session.
 * KEYS: session key, user index. ARGV: session JSON, ttl ms, session id, expires-at ms, now ms.
 */
const WRITE_SESSION_LUA = `
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[4], ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', '(' .. ARGV[5])
local last = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
redis.call('PEXPIRE', KEYS[2], math.max(1, math.ceil(tonumber(last[2]) - tonumber(ARGV[5]))))
`;
type WithSessionScripts = Redis & {
  civicWriteSession(sessionKey: string, indexKey: string, json: string, ttlMs: number, id: string, expiresAt: number, now: number): Promise<unknown>;
};

/** The cookie change a response must carry: a new session's cookie, or clearing a dead one. */
const COOKIE_CHANGE = Symbol('civic.session.cookie');
const STORE = Symbol('civic.session.store');
type CookieChange = { set: string; expires: Date } | { clear: true };
type WithCookieChange = FastifyRequest & { [COOKIE_CHANGE]?: CookieChange; [STORE]?: SessionStore };

/**
 * Signed cookie values seen recently → session id (false: a bad signature; `renew`: signed with
 * a previous secret). HMAC is deterministic. `userId`: the user the session was last read for
 * (a session's user never changes), so the next read can name that user's keys (SessionReads).
 */
interface VerifiedCookie {
  id: string;
  renew: boolean;
  userId?: string;
  /** The session's Redis value as last read, parsed: it changes at most once a minute (the idle refresh). */
  raw?: string;
  data?: SessionData;
}
class VerifiedCookies {
  private readonly seen = new Map<string, VerifiedCookie | false>();
  constructor(
    private readonly signer: Signer,
    private readonly max = 10_000,
  ) {}

  sessionId(raw: string): VerifiedCookie | undefined {
    let id = this.seen.get(raw);
    if (id === undefined) {
      const unsigned = this.signer.unsign(raw);
      id = unsigned.valid && unsigned.value ? { id: unsigned.value, renew: unsigned.renew } : false;
      if (this.seen.size >= this.max) this.seen.clear();
      this.seen.set(raw, id);
    }
    return id || undefined;
  }
}

export class SessionStore {
  private readonly signer: Signer;
  private readonly verified: VerifiedCookies;
  private readonly now: () => number;
  private readonly redis: WithSessionScripts;

  constructor(private readonly opts: SessionOptions) {
    this.signer = new Signer([opts.secret, ...(opts.previousSecrets ?? [])]);
    this.verified = new VerifiedCookies(this.signer);
    this.now = opts.now ?? Date.now;
    this.redis = opts.redis as WithSessionScripts;
    if (typeof this.redis.civicWriteSession !== 'function') this.redis.defineCommand('civicWriteSession', { numberOfKeys: 2, lua: WRITE_SESSION_LUA });
  }

  private key(id: string): string {
    return `${this.opts.prefix}:sess:${id}`;
  }

  private userKey(userId: string): string {
    return `${this.opts.prefix}:user-sess:${userId}`;
  }

  private expiresAt(data: SessionData): number {
    return Math.min(data.lastSeenAt + this.opts.idleMs, data.issuedAt + this.opts.absoluteMs);
  }

  private isTimedOut(data: SessionData, now: number): boolean {
    return now - data.issuedAt > this.opts.absoluteMs || now - data.lastSeenAt > this.opts.idleMs;
  }

  private async write(id: string, data: SessionData): Promise<void> {
    const now = this.now();
    const expiresAt = this.expiresAt(data);
    await this.redis.civicWriteSession(this.key(id), this.userKey(data.userId), JSON.stringify(data), Math.max(1000, expiresAt - now), id, expiresAt, now);
  }

  /**
   * The live session behind a signed cookie value, with its idle clock refreshed when due;
   * undefined for a missing, forged, unknown or timed-out one (a timed-out one is deleted).
   */
  async resume(
    signedValue: string | undefined,
    also?: SessionReadKeys,
    charge?: SessionCharge,
  ): Promise<{ id: string; data: SessionData; resign?: string; reads?: SessionReadValues; charged?: RateCount } | undefined> {
    const verified = signedValue ? this.verified.sessionId(signedValue) : undefined;
    if (!verified) return undefined;
    const id = verified.id;
    // The route's keys and its charge for the user this session was last read for, in the same
    // round trip: issued in this tick, they leave in the session read's pipelined write.
    const assumed = also || charge ? verified.userId : undefined;
    const keys = assumed && also ? also(assumed) : undefined;
    // A failed charge is made again by RateLimitGuard, which then answers the error.
    const charging = assumed && charge ? charge.charge(assumed, this.key(id)).catch(() => undefined) : undefined;
    let raw: string | null;
    let reads: Map<string, string | null> | undefined;
    if (keys?.length) {
      const values = await this.opts.redis.mget(this.key(id), ...keys);
      raw = values[0];
      reads = new Map(keys.map((k, i) => [k, values[i + 1]]));
    } else {
      raw = await this.opts.redis.get(this.key(id));
    }
    const data = !raw ? undefined : raw === verified.raw ? { ...verified.data! } : parseSession(raw);
    if (!data) {
      verified.userId = verified.raw = verified.data = undefined;
      return undefined;
    }
    // Counted only for a live session of the user it named (the charge checks that in Redis).
    const charged = charging && data.userId === assumed ? await charging : undefined;
    if (raw !== verified.raw) {
      verified.raw = raw!;
      verified.data = { ...data };
    }
    verified.userId = data.userId;
    // Keys named for another user are never answered (a session's user does not change, so this is only defensive).
    if (data.userId !== assumed) reads = undefined;
    const now = this.now();
    if (this.isTimedOut(data, now)) {
      await this.destroy(id, data.userId);
      return undefined;
    }
    if (now - data.lastSeenAt > IDLE_REFRESH_MS) {
      data.lastSeenAt = now;
      await this.write(id, data);
    }
    // Signed with a previous secret: the same session, its cookie signed anew with the current one.
    return verified.renew ? { id, data, resign: this.signer.sign(id), reads, charged } : { id, data, reads, charged };
  }

  /** A new session (new random id: sign-in never reuses an id, defeating fixation). */
  async create(userId: string): Promise<{ id: string; signed: string; data: SessionData }> {
    const id = randomBytes(24).toString('base64url');
    const now = this.now();
    const data = { userId, issuedAt: now, lastSeenAt: now };
    await this.write(id, data);
    return { id, signed: this.signer.sign(id), data };
  }

  /** Ends one session (and tells the holders of its connections, unless it is being rotated). */
  async destroy(id: string, userId: string, opts: { rotating?: boolean } = {}): Promise<void> {
    await this.redis.multi().del(this.key(id)).zrem(this.userKey(userId), id).exec();
    if (!opts.rotating) this.opts.events?.ended([id]);
  }

  /** Ends every session of the user except `keepId`; answers the ids it ended. */
  async endOtherSessions(userId: string, keepId: string | undefined): Promise<string[]> {
    const ids = (await this.redis.zrange(this.userKey(userId), 0, -1)).filter((id) => id !== keepId);
    if (!ids.length) return [];
    await this.redis
      .multi()
      .del(...ids.map((id) => this.key(id)))
      .zrem(this.userKey(userId), ...ids)
      .exec();
    this.opts.events?.ended(ids);
    return ids;
  }

  /** Session ids of the user's live sessions (for tests and operators). */
  async sessionIdsOf(userId: string): Promise<string[]> {
    return this.redis.zrangebyscore(this.userKey(userId), this.now(), '+inf');
  }

  /** Which of these sessions are still live, in one read and without refreshing them (the socket sweep). */
  async liveSessionIds(ids: string[]): Promise<Set<string>> {
    const live = new Set<string>();
    if (!ids.length) return live;
    const values = await this.redis.mget(...ids.map((id) => this.key(id)));
    const now = this.now();
    values.forEach((raw, i) => {
      const data = raw ? parseSession(raw) : undefined;
      if (data && !this.isTimedOut(data, now)) live.add(ids[i]);
    });
    return live;
  }

  /** Tells the holders of `from`'s connections that it continues as `to`. */
  rotated(from: string, to: string): void {
    this.opts.events?.rotated(from, to);
  }

  /** When a session's cookie must expire: the absolute timeout. */
  cookieExpiry(data: SessionData): Date {
    return new Date(data.issuedAt + this.opts.absoluteMs);
  }
}

function parseSession(raw: string): SessionData | undefined {
  try {
    const value = JSON.parse(raw) as Partial<SessionData>;
    return typeof value.userId === 'string' && typeof value.issuedAt === 'number' && typeof value.lastSeenAt === 'number'
      ? (value as SessionData)
      : undefined;
  } catch {
    return undefined;
  }
}

const storeOf = (req: FastifyRequest): SessionStore => {
  const store = (req as WithCookieChange)[STORE];
  if (!store) throw new Error('sessions are not registered on this server');
  return store;
};

/**
 * Reads the session of every API request (req.session) and writes cookie changes on the way out.
 * The cookie is HttpOnly, SameSite=Lax, Secure whenever the request arrived over HTTPS
 * (directly or via a trusted proxy), and expires at the absolute timeout.
 */
export async function registerSessions(app: FastifyInstance, options: SessionOptions & { reads?: SessionReads; charges?: SessionCharges }): Promise<SessionStore> {
  const store = new SessionStore(options);
  app.decorateRequest('session', null as unknown as RequestSession);
  // Which routes read the session is decided once per route, at registration, on the path the
  // router matches (already percent-decoded, case-folded and de-duplicated of slashes), never
  // on the raw request target: `/%61pi/...`, `http://host/api/...` and `//api/...` all land on
  // the same route and so on the same hook. The web app's files and the probes skip it, which
  // spares a signed-in visitor a Redis read per file. SignedInGuard refuses any route that is
  // not @Public when no session was read, so a route left out here fails closed (401).
  const loadSession = async (req: FastifyRequest, also: SessionReadKeys | undefined, charge: SessionCharge | undefined): Promise<void> => {
    const signed = readCookie(req.headers.cookie, SESSION_COOKIE);
    const live = await store.resume(signed, also, charge);
    req.session = live ? { id: live.id, ...live.data } : {};
    if (live?.reads) keepSessionReads(req, live.reads);
    if (live?.charged) keepSessionCharge(req, charge!.limit, live.charged);
    if (signed && !live) (req as WithCookieChange)[COOKIE_CHANGE] = { clear: true };
    else if (live?.resign) (req as WithCookieChange)[COOKIE_CHANGE] = { set: live.resign, expires: store.cookieExpiry(live.data) };
  };
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    // The keys this route reads with its session, resolved once: controllers declare them when
    // they are constructed, before Nest registers their routes.
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const also = methods.length === 1 ? options.reads?.of(methods[0], route.url) : undefined;
    // A route's charge is learnt at its first request (RateLimitGuard), after this hook is made.
    const charges = methods.length === 1 ? options.charges : undefined;
    const chargeKey = PerRoute.key(methods[0], route.url);
    const hook = (req: FastifyRequest) => loadSession(req, also, charges?.get(chargeKey));
    route.onRequest = [hook as never, ...existing];
  });
  app.addHook('onRequest', (req, _reply, done) => {
    (req as WithCookieChange)[STORE] = store;
    req.session = {};
    done();
  });
  // A callback hook, not an async one: every response passes here, and an async hook costs a
  // promise and a turn of the microtask queue per response for what is nearly always nothing.
  app.addHook('onSend', (req, reply, _payload, done) => {
    const change = (req as WithCookieChange)[COOKIE_CHANGE];
    if (change) writeCookie(req, reply, change);
    done();
  });
  return store;
}

/** A route of the API (its registered path, not a request's spelling of it). */
export const isApiRoute = (routePath: string | undefined): boolean => routePath === '/api' || !!routePath?.startsWith('/api/');

function writeCookie(req: FastifyRequest, reply: FastifyReply, change: CookieChange): void {
  const secure = req.protocol === 'https';
  const cookie = 'clear' in change ? serializeCookie(SESSION_COOKIE, '', { secure }) : serializeCookie(SESSION_COOKIE, change.set, { secure, expires: change.expires });
  void reply.header('set-cookie', cookie);
}

/**
 * Signs the user in on a fresh session id. The browser's previous session ends; when it was the
 * same user's, its live connections carry on under the new id.
 */
export async function signIn(req: FastifyRequest, userId: string): Promise<void> {
  const store = storeOf(req);
  const previous = req.session?.id && req.session.userId ? { id: req.session.id, userId: req.session.userId } : undefined;
  const sameUser = previous?.userId === userId;
  if (previous) await store.destroy(previous.id, previous.userId, { rotating: sameUser });
  const created = await store.create(userId);
  if (previous && sameUser) store.rotated(previous.id, created.id);
  req.session = { id: created.id, ...created.data };
  (req as WithCookieChange)[COOKIE_CHANGE] = { set: created.signed, expires: store.cookieExpiry(created.data) };
}

/** Ends every other session of the signed-in user (after a password change); answers how many. */
export async function endOtherSessions(req: FastifyRequest): Promise<number> {
  if (!req.session?.userId) return 0;
  return (await storeOf(req).endOtherSessions(req.session.userId, req.session.id)).length;
}

/** Ends the session server-side and clears the cookie. */
export async function signOut(req: FastifyRequest): Promise<void> {
  if (req.session?.id && req.session.userId) await storeOf(req).destroy(req.session.id, req.session.userId);
  if (readCookie(req.headers.cookie, SESSION_COOKIE)) (req as WithCookieChange)[COOKIE_CHANGE] = { clear: true };
  req.session = {};
}

/** The live session behind a raw Cookie header (the Socket.IO handshake), under the same timeouts. */
export async function sessionFromCookieHeader(cookieHeader: string | undefined, store: SessionStore): Promise<{ id: string; userId: string } | undefined> {
  const live = await store.resume(readCookie(cookieHeader, SESSION_COOKIE));
  return live ? { id: live.id, userId: live.data.userId } : undefined;
}

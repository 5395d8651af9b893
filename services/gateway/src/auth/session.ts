import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Signer } from '@fastify/cookie';
import type Redis from 'ioredis';
import { readCookie, serializeCookie } from './session-cookie';

/**
 * Server-side sessions in Redis, behind a signed, HttpOnly cookie.
 *
 * Every API request reads its session, so this is kept lean on purpose (it replaced
 * @fastify/session, which re-signed the cookie and hashed the session twice per request; see
 * ADR 0008): one Redis GET per request, a signature check remembered per cookie value, and a
 * write only when something changed — at sign-in, sign-out, and when the idle clock is
 * refreshed, at most once a minute.
 *
 * Timeouts: a session unused for the idle timeout ends (its Redis key also expires by itself),
 * and every session ends at the absolute timeout counted from sign-in, when the cookie expires.
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

export interface SessionOptions {
  redis: Redis;
  /** Redis key prefix (the stack's REDIS_PREFIX); keys are `<prefix>:sess:<id>`. */
  prefix: string;
  secret: string;
  idleMs: number;
  absoluteMs: number;
  now?: () => number;
}

/** The cookie change a response must carry: a new session's cookie, or clearing a dead one. */
const COOKIE_CHANGE = Symbol('civic.session.cookie');
const STORE = Symbol('civic.session.store');
type CookieChange = { set: string; expires: Date } | { clear: true };
type WithCookieChange = FastifyRequest & { [COOKIE_CHANGE]?: CookieChange; [STORE]?: SessionStore };

/** Signed cookie values seen recently → session id (false: a bad signature). HMAC is deterministic. */
class VerifiedCookies {
  private readonly seen = new Map<string, string | false>();
  constructor(
    private readonly signer: Signer,
    private readonly max = 10_000,
  ) {}

  sessionId(raw: string): string | undefined {
    let id = this.seen.get(raw);
    if (id === undefined) {
      const unsigned = this.signer.unsign(raw);
      id = unsigned.valid && unsigned.value ? unsigned.value : false;
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

  constructor(private readonly opts: SessionOptions) {
    this.signer = new Signer(opts.secret);
    this.verified = new VerifiedCookies(this.signer);
    this.now = opts.now ?? Date.now;
  }

  private key(id: string): string {
    return `${this.opts.prefix}:sess:${id}`;
  }

  private async write(id: string, data: SessionData): Promise<void> {
    const ttlSeconds = Math.max(1, Math.ceil((Math.min(data.lastSeenAt + this.opts.idleMs, data.issuedAt + this.opts.absoluteMs) - this.now()) / 1000));
    await this.opts.redis.set(this.key(id), JSON.stringify(data), 'EX', ttlSeconds);
  }

  /**
   * The live session behind a signed cookie value, with its idle clock refreshed when due;
   * undefined for a missing, forged, unknown or timed-out one (a timed-out one is deleted).
   */
  async resume(signedValue: string | undefined): Promise<{ id: string; data: SessionData } | undefined> {
    const id = signedValue ? this.verified.sessionId(signedValue) : undefined;
    if (!id) return undefined;
    const raw = await this.opts.redis.get(this.key(id));
    const data = raw ? parseSession(raw) : undefined;
    if (!data) return undefined;
    const now = this.now();
    if (now - data.issuedAt > this.opts.absoluteMs || now - data.lastSeenAt > this.opts.idleMs) {
      await this.destroy(id);
      return undefined;
    }
    if (now - data.lastSeenAt > IDLE_REFRESH_MS) {
      data.lastSeenAt = now;
      await this.write(id, data);
    }
    return { id, data };
  }

  /** A new session (new random id: sign-in never reuses an id, defeating fixation). */
  async create(userId: string): Promise<{ id: string; signed: string; data: SessionData }> {
    const id = randomBytes(24).toString('base64url');
    const now = this.now();
    const data = { userId, issuedAt: now, lastSeenAt: now };
    await this.write(id, data);
    return { id, signed: this.signer.sign(id), data };
  }

  async destroy(id: string): Promise<void> {
    await this.opts.redis.del(this.key(id));
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
export async function registerSessions(app: FastifyInstance, options: SessionOptions): Promise<SessionStore> {
  const store = new SessionStore(options);
  app.decorateRequest('session', null as unknown as RequestSession);
  app.addHook('onRequest', async (req) => {
    (req as WithCookieChange)[STORE] = store;
    // Only the API is behind sessions (SignedInGuard); the web app's files and the probes would
    // otherwise cost a Redis read each for every signed-in visitor.
    if (!req.url.startsWith('/api/')) {
      req.session = {};
      return;
    }
    const signed = readCookie(req.headers.cookie, SESSION_COOKIE);
    const live = await store.resume(signed);
    req.session = live ? { id: live.id, ...live.data } : {};
    if (signed && !live) (req as WithCookieChange)[COOKIE_CHANGE] = { clear: true };
  });
  app.addHook('onSend', async (req, reply) => {
    const change = (req as WithCookieChange)[COOKIE_CHANGE];
    if (change) writeCookie(req, reply, change);
  });
  return store;
}

function writeCookie(req: FastifyRequest, reply: FastifyReply, change: CookieChange): void {
  const secure = req.protocol === 'https';
  const cookie = 'clear' in change ? serializeCookie(SESSION_COOKIE, '', { secure }) : serializeCookie(SESSION_COOKIE, change.set, { secure, expires: change.expires });
  void reply.header('set-cookie', cookie);
}

/** Signs the user in on a fresh session id (the old session, if any, ends). */
export async function signIn(req: FastifyRequest, userId: string): Promise<void> {
  const store = storeOf(req);
  if (req.session?.id) await store.destroy(req.session.id);
  const created = await store.create(userId);
  req.session = { id: created.id, ...created.data };
  (req as WithCookieChange)[COOKIE_CHANGE] = { set: created.signed, expires: store.cookieExpiry(created.data) };
}

/** Ends the session server-side and clears the cookie. */
export async function signOut(req: FastifyRequest): Promise<void> {
  if (req.session?.id) await storeOf(req).destroy(req.session.id);
  if (readCookie(req.headers.cookie, SESSION_COOKIE)) (req as WithCookieChange)[COOKIE_CHANGE] = { clear: true };
  req.session = {};
}

/** The signed-in user behind a raw Cookie header (the Socket.IO handshake), under the same timeouts. */
export async function userIdFromCookieHeader(cookieHeader: string | undefined, store: SessionStore): Promise<string | undefined> {
  return (await store.resume(readCookie(cookieHeader, SESSION_COOKIE)))?.data.userId;
}

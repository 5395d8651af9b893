import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyCookie, { Signer } from '@fastify/cookie';
import fastifySession from '@fastify/session';
import RedisStore from 'connect-redis';
import type Redis from 'ioredis';
import type { GatewayConfig } from '../config';

declare module 'fastify' {
  interface Session {
    userId?: string;
    /** When this session was signed in; the absolute timeout counts from here. */
    issuedAt?: number;
    /** Last request seen, to the minute; the idle timeout counts from here. */
    lastSeenAt?: number;
  }
}

export const SESSION_COOKIE = 'civic.sid';

export interface SessionInfra {
  signer: Signer;
  store: RedisStore;
}

/**
 * Sessions live in Redis under this stack's prefix. The cookie is HttpOnly, SameSite=Lax and
 * Secure whenever the request arrived over HTTPS (directly or via a trusted proxy), and lasts
 * until the absolute timeout. The idle timeout is enforced here: a session unused for
 * SESSION_IDLE_TIMEOUT_MINUTES is destroyed, and its Redis entry expires by itself. The idle
 * clock is refreshed at most once a minute, so a busy user costs one Redis write a minute
 * rather than one per request.
 */
export const IDLE_REFRESH_MS = 60_000;

export async function registerSessions(app: FastifyInstance, config: GatewayConfig, redis: Redis): Promise<SessionInfra> {
  const idleMs = config.SESSION_IDLE_TIMEOUT_MINUTES * 60_000;
  const absoluteMs = config.SESSION_ABSOLUTE_TIMEOUT_HOURS * 3600_000;
  const signer = new Signer(config.SESSION_SECRET);
  const store = new RedisStore({ client: redis, prefix: `${config.REDIS_PREFIX}:sess:`, ttl: Math.ceil(idleMs / 1000) });
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: signer as never,
    cookieName: SESSION_COOKIE,
    saveUninitialized: false,
    rolling: false,
    store: store as never,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: absoluteMs },
  });
  app.addHook('preHandler', async (req) => {
    const s = req.session;
    if (!s.userId) return;
    const now = Date.now();
    const lastSeen = s.lastSeenAt ?? s.issuedAt ?? 0;
    if (now - (s.issuedAt ?? 0) > absoluteMs || now - lastSeen > idleMs) {
      await s.destroy();
    } else if (now - lastSeen > IDLE_REFRESH_MS) {
      s.lastSeenAt = now; // modifies the session, so it is saved and its Redis TTL renewed
    }
  });
  return { signer, store };
}

/** A fresh session id at sign-in defeats session fixation. */
export async function signIn(req: FastifyRequest, userId: string): Promise<void> {
  await req.session.regenerate();
  req.session.userId = userId;
  req.session.issuedAt = Date.now();
  req.session.lastSeenAt = req.session.issuedAt;
}

export async function signOut(req: FastifyRequest): Promise<void> {
  if (req.session) await req.session.destroy();
}

/** Reads the user id behind a raw Cookie header (used by the Socket.IO handshake). */
export async function userIdFromCookieHeader(cookieHeader: string | undefined, infra: SessionInfra): Promise<string | undefined> {
  const raw = fastifyCookie.parse(cookieHeader ?? '')[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = infra.signer.unsign(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  const sessionId = unsigned.value;
  const session = await new Promise<{ userId?: string } | null | undefined>((resolve, reject) =>
    infra.store.get(sessionId, (err, data) => (err ? reject(err) : resolve(data as { userId?: string } | null))),
  );
  return session?.userId;
}

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
  }
}

export const SESSION_COOKIE = 'civic.sid';

export interface SessionInfra {
  signer: Signer;
  store: RedisStore;
}

/**
 * Sessions live in Redis under this stack's prefix. The cookie is HttpOnly, SameSite=Lax and
 * Secure whenever the request arrived over HTTPS (directly or via a trusted proxy). Idle timeout:
 * the cookie and the Redis entry expire after SESSION_IDLE_TIMEOUT_MINUTES without a request.
 */
export async function registerSessions(app: FastifyInstance, config: GatewayConfig, redis: Redis): Promise<SessionInfra> {
  const idleSeconds = config.SESSION_IDLE_TIMEOUT_MINUTES * 60;
  const signer = new Signer(config.SESSION_SECRET);
  const store = new RedisStore({ client: redis, prefix: `${config.REDIS_PREFIX}:sess:`, ttl: idleSeconds });
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: signer as never,
    cookieName: SESSION_COOKIE,
    saveUninitialized: false,
    rolling: true,
    store: store as never,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', path: '/', maxAge: idleSeconds * 1000 },
  });
  const absoluteMs = config.SESSION_ABSOLUTE_TIMEOUT_HOURS * 3600 * 1000;
  app.addHook('preHandler', async (req) => {
    if (req.session.userId && Date.now() - (req.session.issuedAt ?? 0) > absoluteMs) await req.session.destroy();
  });
  return { signer, store };
}

/** A fresh session id at sign-in defeats session fixation. */
export async function signIn(req: FastifyRequest, userId: string): Promise<void> {
  await req.session.regenerate();
  req.session.userId = userId;
  req.session.issuedAt = Date.now();
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

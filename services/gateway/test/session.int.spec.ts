import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type Redis from 'ioredis';
import { createRedis } from '@civic/service-kit';
import { stackEnv } from '@civic/testing';
import { readCookie, serializeCookie } from '../src/auth/session-cookie';
import { endOtherSessions, IDLE_REFRESH_MS, registerSessions, SESSION_COOKIE, SessionStore, sessionFromCookieHeader, signIn, signOut } from '../src/auth/session';
import { SessionReads, sessionReadsOr } from '../src/auth/session-reads';
import { chargedWithSession, SessionCharges } from '../src/auth/session-charges';
import { RedisRateCounter } from '../src/auth/rate-counter';

/*
 * The session layer on its own Fastify instance, against the run's real Redis, with a clock the
 * test moves: idle and absolute timeouts, the once-a-minute idle refresh, rotation at sign-in,
 * sign-out, forged cookies, the Socket.IO handshake lookup, and the per-user index of sessions
 * that lets a password change end the user's other sessions (with the events the sockets follow).
 */
const MINUTE = 60_000;
const IDLE = 30 * MINUTE;
const ABSOLUTE = 8 * 60 * MINUTE;
const prefix = `${stackEnv('REDIS_PREFIX')}:session-spec-${process.pid}`;

let redis: Redis;
let app: FastifyInstance;
let store: SessionStore;
let clock = Date.UTC(2026, 0, 1);
const reads = new SessionReads();
const versionKey = (userId: string) => `${prefix}:version:${userId}`;
reads.declare('GET', '/api/version', (userId) => [versionKey(userId)]);
const charges = new SessionCharges();
let counter: RedisRateCounter;
const chargeKey = (userId: string) => `writes:user:${userId}`;
const ended: string[][] = [];
const rotated: Array<[string, string]> = [];

beforeAll(async () => {
  redis = createRedis(stackEnv('REDIS_URL'), { enableAutoPipelining: true });
  counter = new RedisRateCounter(redis, prefix);
  charges.declare('POST', '/api/write', {
    limit: 'writes',
    charge: (userId, sessionKey) => counter.incrementIfSession(chargeKey(userId), MINUTE, 100, MINUTE, { key: sessionKey, userId }),
  });
  app = Fastify();
  store = await registerSessions(app, {
    redis,
    prefix,
    secret: 'x'.repeat(40),
    idleMs: IDLE,
    absoluteMs: ABSOLUTE,
    now: () => clock,
    reads,
    charges,
    events: { ended: (ids) => ended.push(ids), rotated: (from, to) => rotated.push([from, to]) },
  });
  app.post('/api/sign-in/:userId', async (req) => {
    await signIn(req, (req.params as { userId: string }).userId);
    return { ok: true };
  });
  app.post('/api/sign-out', async (req) => {
    await signOut(req);
    return { ok: true };
  });
  app.post('/api/end-others', async (req) => ({ ended: await endOtherSessions(req) }));
  app.get('/api/me', async (req) => ({ userId: req.session.userId ?? null }));
  // A route that declared a key: answers its value and whether it came with the session's read.
  app.get('/api/version', async (req) => {
    if (!req.session.userId) return { userId: null };
    let readItself = false;
    const [version] = await sessionReadsOr(req, [versionKey(req.session.userId)], (keys) => ((readItself = true), redis.mget(keys)));
    return { userId: req.session.userId, version, readItself };
  });
  // A route whose charge is declared: answers the count, and whether it came with the session's read.
  app.post('/api/write', async (req) => {
    if (!req.session.userId) return { userId: null };
    const withSession = chargedWithSession(req, 'writes');
    const count = withSession ?? (await counter.increment(chargeKey(req.session.userId), MINUTE, 100, MINUTE));
    return { userId: req.session.userId, hits: count.totalHits, withSession: !!withSession };
  });
  app.get('/assets/app.js', async (req) => ({ userId: req.session.userId ?? null }));
  await app.ready();
});

afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await app.close();
  redis.disconnect();
});

const setCookie = (res: LightMyRequestResponse) => {
  const header = res.headers['set-cookie'];
  return ([] as string[]).concat(header ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
};
const cookieValue = (res: LightMyRequestResponse) => decodeURIComponent(setCookie(res)!.split(';')[0].slice(SESSION_COOKIE.length + 1));
const me = async (cookie: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/me', cookies: { [SESSION_COOKIE]: cookie } });
  return { userId: res.json<{ userId: string | null }>().userId, res };
};
const signInAs = async (userId: string, cookie?: string) =>
  cookieValue(await app.inject({ method: 'POST', url: `/api/sign-in/${userId}`, cookies: cookie ? { [SESSION_COOKIE]: cookie } : {} }));
const sessionKeys = () => redis.keys(`${prefix}:sess:*`);

it('signs in with an HttpOnly, SameSite=Lax cookie that expires at the absolute timeout', async () => {
  const res = await app.inject({ method: 'POST', url: '/api/sign-in/u-cookie' });
  const cookie = setCookie(res)!;
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
  expect(cookie).not.toMatch(/Secure/);
  expect(cookie).toContain(`Expires=${new Date(clock + ABSOLUTE).toUTCString()}`);
  expect((await me(cookieValue(res))).userId).toBe('u-cookie');
});

it('reads sessions for the API only: the web app\'s files get none', async () => {
  const cookie = await signInAs('u-assets');
  const res = await app.inject({ method: 'GET', url: '/assets/app.js', cookies: { [SESSION_COOKIE]: cookie } });
  expect(res.json()).toEqual({ userId: null });
  expect(setCookie(res)).toBeUndefined();
  expect((await me(cookie)).userId).toBe('u-assets');
});

it('treats a forged or unknown cookie as a visitor and clears it', async () => {
  const real = await signInAs('u-forged');
  const [id] = real.split('.');
  for (const forged of [`${id}.not-the-signature`, 'garbage', `${id}`]) {
    const { userId, res } = await me(forged);
    expect(userId).toBeNull();
    expect(setCookie(res)).toMatch(/Expires=Thu, 01 Jan 1970/);
  }
  expect((await me(real)).userId).toBe('u-forged');
});

it('ends a session left idle past the idle timeout, and deletes it from Redis', async () => {
  const cookie = await signInAs('u-idle');
  const before = (await sessionKeys()).length;
  clock += IDLE + 1;
  expect((await me(cookie)).userId).toBeNull();
  expect((await sessionKeys()).length).toBe(before - 1);
});

it('keeps a session in use alive, refreshing its idle clock at most once a minute', async () => {
  const cookie = await signInAs('u-busy');
  const stored = async () => {
    for (const k of await sessionKeys()) {
      const value = JSON.parse((await redis.get(k))!) as { userId: string; lastSeenAt: number };
      if (value.userId === 'u-busy') return value;
    }
    throw new Error('no stored session for u-busy');
  };
  const signedInAt = clock;
  clock += IDLE_REFRESH_MS / 2;
  expect((await me(cookie)).userId).toBe('u-busy');
  expect((await stored()).lastSeenAt).toBe(signedInAt); // within the minute: no write
  clock += IDLE_REFRESH_MS;
  expect((await me(cookie)).userId).toBe('u-busy');
  expect((await stored()).lastSeenAt).toBe(clock);
  clock += IDLE - MINUTE; // idle for less than the timeout since that refresh
  expect((await me(cookie)).userId).toBe('u-busy');
});

it('ends every session at the absolute timeout, however busy', async () => {
  const cookie = await signInAs('u-absolute');
  const end = clock + ABSOLUTE;
  while (clock + IDLE / 2 < end) {
    clock += IDLE / 2;
    expect((await me(cookie)).userId).toBe('u-absolute');
  }
  clock = end + 1;
  expect((await me(cookie)).userId).toBeNull();
});

it('rotates the session id at sign-in: the previous cookie stops working', async () => {
  const first = await signInAs('u-rotate');
  const second = await signInAs('u-rotate', first);
  expect(second).not.toBe(first);
  expect((await me(first)).userId).toBeNull();
  expect((await me(second)).userId).toBe('u-rotate');
});

it('signs out server-side and clears the cookie', async () => {
  const cookie = await signInAs('u-out');
  const res = await app.inject({ method: 'POST', url: '/api/sign-out', cookies: { [SESSION_COOKIE]: cookie } });
  expect(setCookie(res)).toMatch(/Expires=Thu, 01 Jan 1970/);
  expect((await me(cookie)).userId).toBeNull();
});

it('resolves the Socket.IO handshake cookie header under the same rules', async () => {
  const cookie = await signInAs('u-socket');
  const id = decodeURIComponent(cookie).split('.')[0];
  expect(await sessionFromCookieHeader(`other=1; ${SESSION_COOKIE}=${encodeURIComponent(cookie)}`, store)).toEqual({ id, userId: 'u-socket' });
  expect(await sessionFromCookieHeader(undefined, store)).toBeUndefined();
  clock += IDLE + 1;
  expect(await sessionFromCookieHeader(`${SESSION_COOKIE}=${encodeURIComponent(cookie)}`, store)).toBeUndefined();
});

describe("a route's keys read with the session (SessionReads)", () => {
  const version = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/version', cookies: { [SESSION_COOKIE]: cookie } })).json<{ userId: string | null; version?: string | null; readItself?: boolean }>();

  it('brings the current value with the session once the session is known, and never after the session ended', async () => {
    const cookie = await signInAs('u-reads');
    // First read of this session here: its user is not known yet, so the route reads the key itself.
    expect(await version(cookie)).toEqual({ userId: 'u-reads', version: null, readItself: true });
    await redis.set(versionKey('u-reads'), '1');
    expect(await version(cookie)).toEqual({ userId: 'u-reads', version: '1', readItself: false });
    // Every request reads the value anew: a change shows on the very next read.
    await redis.set(versionKey('u-reads'), '2');
    expect(await version(cookie)).toEqual({ userId: 'u-reads', version: '2', readItself: false });
    // Liveness is read on every request as before: a session ended elsewhere (another replica) is gone at once.
    await redis.del(`${prefix}:sess:${cookie.split('.')[0]}`);
    expect(await version(cookie)).toEqual({ userId: null });
    // Signed in again on this browser: a new session, whose first read learns its user again.
    const again = await signInAs('u-reads', cookie);
    expect(await version(again)).toEqual({ userId: 'u-reads', version: '2', readItself: true });
    expect(await version(again)).toEqual({ userId: 'u-reads', version: '2', readItself: false });
  });
});

describe("a route's charge made with the session read (SessionCharges)", () => {
  const write = async (cookie: string) =>
    (await app.inject({ method: 'POST', url: '/api/write', cookies: { [SESSION_COOKIE]: cookie } })).json<{ userId: string | null; hits?: number; withSession?: boolean }>();
  const hits = async (userId: string) => Number(await redis.get(`${prefix}:rl:{${chargeKey(userId)}}:hits`));

  it('counts once per request, with the read once the session is known, and never for a session that ended', async () => {
    const cookie = await signInAs('u-charge');
    // First request of this session here: its user is not known yet, so the route charges itself.
    expect(await write(cookie)).toEqual({ userId: 'u-charge', hits: 1, withSession: false });
    expect(await write(cookie)).toEqual({ userId: 'u-charge', hits: 2, withSession: true });
    expect(await write(cookie)).toEqual({ userId: 'u-charge', hits: 3, withSession: true });
    // Ended elsewhere (sign-out on another replica): a visitor, and the user's budget is not drawn on.
    await redis.del(`${prefix}:sess:${cookie.split('.')[0]}`);
    expect(await write(cookie)).toEqual({ userId: null });
    expect(await hits('u-charge')).toBe(3);
    // Requests on the dead cookie in flight together, before any answer: none draws either.
    const other = await signInAs('u-charge-2');
    expect(await write(other)).toMatchObject({ hits: 1 });
    await redis.del(`${prefix}:sess:${other.split('.')[0]}`);
    expect(await Promise.all(Array.from({ length: 5 }, () => write(other)))).toEqual(Array(5).fill({ userId: null }));
    expect(await hits('u-charge-2')).toBe(1);
  });
});

describe('sessions indexed per user', () => {
  const idOf = (cookie: string) => cookie.split('.')[0];
  const indexKey = (userId: string) => `${prefix}:user-sess:${userId}`;

  it('ends every other session of the user, tells who holds their sockets, and keeps this one', async () => {
    const [a, b, c] = [await signInAs('u-many'), await signInAs('u-many'), await signInAs('u-many')];
    const other = await signInAs('u-someone-else');
    expect((await store.sessionIdsOf('u-many')).sort()).toEqual([a, b, c].map(idOf).sort());
    ended.length = 0;

    const res = await app.inject({ method: 'POST', url: '/api/end-others', cookies: { [SESSION_COOKIE]: a } });
    expect(res.json()).toEqual({ ended: 2 });
    expect(ended).toEqual([expect.arrayContaining([idOf(b), idOf(c)])]);
    expect((await me(a)).userId).toBe('u-many');
    expect((await me(b)).userId).toBeNull();
    expect((await me(c)).userId).toBeNull();
    expect((await me(other)).userId).toBe('u-someone-else');
    expect(await store.sessionIdsOf('u-many')).toEqual([idOf(a)]);
  });

  it('keeps the index no longer than its sessions: expired ids drop out, the set expires with its last session', async () => {
    const first = await signInAs('u-index');
    clock += IDLE / 2;
    const second = await signInAs('u-index');
    // The set lives until its latest session would expire (idle timeout from its sign-in).
    const ttl = await redis.pttl(indexKey('u-index'));
    expect(ttl).toBeGreaterThan(IDLE - 5_000);
    expect(ttl).toBeLessThanOrEqual(IDLE);
    clock += IDLE / 2 + 1; // the first session's idle timeout has passed; the second's has not
    expect(await store.sessionIdsOf('u-index')).toEqual([idOf(second)]);
    await signInAs('u-index'); // the next write prunes the expired id from the set itself
    expect(await redis.zscore(indexKey('u-index'), idOf(first))).toBeNull();
  });

  it('removes a session from the index at sign-out and reports it ended', async () => {
    const cookie = await signInAs('u-index-out');
    ended.length = 0;
    await app.inject({ method: 'POST', url: '/api/sign-out', cookies: { [SESSION_COOKIE]: cookie } });
    expect(ended).toEqual([[idOf(cookie)]]);
    expect(await store.sessionIdsOf('u-index-out')).toEqual([]);
  });

  it('reports a rotation for the same user and an end when another user signs in on the browser', async () => {
    const first = await signInAs('u-rot');
    rotated.length = 0;
    ended.length = 0;
    const second = await signInAs('u-rot', first);
    expect(rotated).toEqual([[idOf(first), idOf(second)]]);
    expect(ended).toEqual([]);
    await signInAs('u-rot-other', second);
    expect(ended).toEqual([[idOf(second)]]);
  });

  it('tells which sessions are live in one read, without refreshing them', async () => {
    const live = await signInAs('u-live');
    const gone = await signInAs('u-live-gone');
    await app.inject({ method: 'POST', url: '/api/sign-out', cookies: { [SESSION_COOKIE]: gone } });
    expect(await store.liveSessionIds([idOf(live), idOf(gone), 'never-existed'])).toEqual(new Set([idOf(live)]));
    clock += IDLE + 1;
    expect(await store.liveSessionIds([idOf(live)])).toEqual(new Set());
  });
});

describe('the session cookie header', () => {
  it('reads the first value of the cookie, decoded, and nothing from a malformed one', () => {
    expect(readCookie('a=1; civic.sid=abc.d%2Fe; civic.sid=second', SESSION_COOKIE)).toBe('abc.d/e');
    expect(readCookie('civic.sidx=1; xcivic.sid=2', SESSION_COOKIE)).toBeUndefined();
    expect(readCookie(`${SESSION_COOKIE}="quoted"`, SESSION_COOKIE)).toBe('quoted');
    expect(readCookie(`${SESSION_COOKIE}=%E0%A4%A`, SESSION_COOKIE)).toBeUndefined();
    expect(readCookie(undefined, SESSION_COOKIE)).toBeUndefined();
  });

  it('writes Secure only over HTTPS and clears with an expiry in the past', () => {
    const expires = new Date(Date.UTC(2026, 5, 1));
    expect(serializeCookie('civic.sid', 'a/b', { secure: true, expires })).toBe(
      'civic.sid=a%2Fb; Path=/; Expires=Mon, 01 Jun 2026 00:00:00 GMT; HttpOnly; SameSite=Lax; Secure',
    );
    expect(serializeCookie('civic.sid', '', { secure: false })).toBe('civic.sid=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax');
  });
});

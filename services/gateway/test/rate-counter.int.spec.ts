import type Redis from 'ioredis';
import { createRedis } from '@civic/service-kit';
import { stackEnv } from '@civic/testing';
import { RedisRateCounter } from '../src/auth/rate-counter';

/*
 * The request counter behind every @RateLimited route, against the run's real Redis: a fixed
 * window from the first hit, a block once past the limit that outlives its cause only until it
 * expires, and keys apart per limit and caller. Expiry is made to happen (PEXPIRE 1 ms, then
 * waiting until Redis no longer has the key), not waited for by the clock.
 */
const prefix = `${stackEnv('REDIS_PREFIX')}:rate-counter-spec-${process.pid}`;
const MINUTE = 60_000;
let redis: Redis;
let counter: RedisRateCounter;
let n = 0;
const freshKey = () => `vote-user:user:${(n += 1)}`;
const hitsKey = (key: string) => `${prefix}:rl:{${key}}:hits`;
const blockKey = (key: string) => `${prefix}:rl:{${key}}:blocked`;

/** Makes Redis expire a key now and waits until it is gone. */
async function expireNow(key: string) {
  await redis.pexpire(key, 1);
  while (await redis.exists(key)) await new Promise((r) => setImmediate(r));
}

beforeAll(() => {
  redis = createRedis(stackEnv('REDIS_URL'), { enableAutoPipelining: true });
  counter = new RedisRateCounter(redis, prefix);
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

it('counts hits in a window that starts at the first one, and blocks the hit past the limit', async () => {
  const key = freshKey();
  const counts = [];
  for (let i = 0; i < 4; i++) counts.push(await counter.increment(key, MINUTE, 3, 2 * MINUTE));
  expect(counts.map((c) => [c.totalHits, c.isBlocked])).toEqual([
    [1, false],
    [2, false],
    [3, false],
    [4, true],
  ]);
  expect(counts[0]!.timeToExpire).toBeGreaterThan(55);
  expect(counts[0]!.timeToExpire).toBeLessThanOrEqual(60);
  expect(counts[3]!.timeToBlockExpire).toBe(120);
  expect(await redis.pttl(blockKey(key))).toBeGreaterThan(115_000);
  // Blocked stays blocked, and says for how long.
  const again = await counter.increment(key, MINUTE, 3, 2 * MINUTE);
  expect(again.isBlocked).toBe(true);
  expect(again.timeToBlockExpire).toBeGreaterThan(100);
});

it('after a block expires, the window still running keeps refusing; a new window admits again', async () => {
  const key = freshKey();
  for (let i = 0; i < 3; i++) await counter.increment(key, MINUTE, 2, MINUTE);
  await expireNow(blockKey(key));
  // The window has 3 hits and a limit of 2: the next hit is past it and blocks anew.
  expect((await counter.increment(key, MINUTE, 2, MINUTE)).isBlocked).toBe(true);
  await expireNow(blockKey(key));
  await expireNow(hitsKey(key));
  const fresh = await counter.increment(key, MINUTE, 2, MINUTE);
  expect([fresh.totalHits, fresh.isBlocked, fresh.timeToBlockExpire]).toEqual([1, false, 0]);
});

it('keeps each limit and caller apart, and gives every counter an expiry', async () => {
  const [a, b] = [freshKey(), freshKey()];
  await counter.increment(a, MINUTE, 1, MINUTE);
  expect((await counter.increment(a, MINUTE, 1, MINUTE)).isBlocked).toBe(true);
  expect((await counter.increment(b, MINUTE, 1, MINUTE)).isBlocked).toBe(false);
  // A hits key left without an expiry (as after a crash between INCR and PEXPIRE elsewhere) gets one.
  await redis.persist(hitsKey(b));
  await counter.increment(b, MINUTE, 5, MINUTE);
  expect(await redis.pttl(hitsKey(b))).toBeGreaterThan(0);
});


describe('a charge made with the session read (ADR 0036)', () => {
  const sessionKey = (id: string) => `${prefix}:sess:${id}`;
  const session = (userId: string) => JSON.stringify({ userId, issuedAt: 1, lastSeenAt: 1 });

  it("counts while the key holds a session of the user it names, like any charge, and blocks past the limit", async () => {
    const key = freshKey();
    await redis.set(sessionKey('s-live'), session('u-1'));
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push(await counter.incrementIfSession(key, MINUTE, 2, MINUTE, { key: sessionKey('s-live'), userId: 'u-1' }));
    expect(counts.map((c) => [c?.totalHits, c?.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    // Both kinds of charge draw on one counter.
    expect((await counter.increment(key, MINUTE, 2, MINUTE)).totalHits).toBe(4);
  });

  it('counts nothing for a session that has ended, or that belongs to someone else', async () => {
    const key = freshKey();
    await redis.set(sessionKey('s-other'), session('u-10'));
    // No such session (ended: signed out, timed out, ended by a password change).
    expect(await counter.incrementIfSession(key, MINUTE, 5, MINUTE, { key: sessionKey('s-gone'), userId: 'u-1' })).toBeUndefined();
    // Another user's session, and a user id that only starts the same way.
    expect(await counter.incrementIfSession(key, MINUTE, 5, MINUTE, { key: sessionKey('s-other'), userId: 'u-2' })).toBeUndefined();
    expect(await counter.incrementIfSession(key, MINUTE, 5, MINUTE, { key: sessionKey('s-other'), userId: 'u-1' })).toBeUndefined();
    expect(await redis.exists(hitsKey(key), blockKey(key))).toBe(0);
  });
});

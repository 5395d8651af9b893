import { randomUUID } from 'node:crypto';
import { stackEnv } from '@civic/testing';
import { createRedis } from '@civic/service-kit';
import { Presence } from '../src/live/presence';

/*
 * Presence over several gateways, on the real Redis (a key of this test's own): the total is what
 * the live gateways hold, a gateway that stops beating (killed: no close, no offline calls) has
 * its share subtracted by another one, once, and a stalled gateway that comes back and closes its
 * sockets after being reaped does not subtract them twice.
 */
const redis = createRedis(stackEnv('REDIS_URL'));
const EXPIRE_MS = 1_000;
let key: string;

beforeEach(() => {
  key = `${stackEnv('REDIS_PREFIX')}:presence-test:${randomUUID()}`;
});
afterAll(() => redis.disconnect());

const total = async () => Object.fromEntries(Object.entries(await redis.hgetall(key)).map(([user, n]) => [user, Number(n)]));

it('counts every gateway, and drops a dead gateway’s share once its heartbeat is older than the expiry', async () => {
  const [a, b, c] = [new Presence(redis, key, EXPIRE_MS), new Presence(redis, key, EXPIRE_MS), new Presence(redis, key, EXPIRE_MS)];
  await Promise.all([a.online('ann'), a.online('ann'), a.online('bob'), b.online('ann'), b.online('cy')]);
  expect(await total()).toEqual({ ann: 3, bob: 1, cy: 1 });

  // `a` dies: no offline calls, no stop(). Before the expiry nothing is reaped...
  const t0 = Date.now();
  expect(await b.reapDead(t0)).toBe(0);
  // ... after it, `b` and `c` reap together: a's share is subtracted exactly once. (Reaping is
  // judged at a time past the expiry rather than waited for; b beats again meanwhile, a does not.)
  await redis.zadd(`${key}:gateways`, t0 + 2 * EXPIRE_MS, b.gatewayId);
  const reaped = await Promise.all([b.reapDead(t0 + 2 * EXPIRE_MS), c.reapDead(t0 + 2 * EXPIRE_MS)]);
  expect(reaped.reduce((x, y) => x + y, 0)).toBe(1);
  expect(await total()).toEqual({ ann: 1, cy: 1 });
  expect(await redis.exists(`${key}:gw:${a.gatewayId}`)).toBe(0);

  // The living gateway's sockets still close normally.
  await Promise.all([b.offline('ann'), b.offline('cy')]);
  expect(await total()).toEqual({});
});

it('a stalled gateway reaped while its sockets were open subtracts nothing when they close', async () => {
  const [stalled, other] = [new Presence(redis, key, EXPIRE_MS), new Presence(redis, key, EXPIRE_MS)];
  await Promise.all([stalled.online('dee'), other.online('dee')]);
  const later = Date.now() + 2 * EXPIRE_MS;
  await redis.zadd(`${key}:gateways`, later, other.gatewayId);
  expect(await other.reapDead(later)).toBe(1);
  expect(await total()).toEqual({ dee: 1 });
  await stalled.offline('dee');
  expect(await total()).toEqual({ dee: 1 });
  await other.offline('dee');
  expect(await total()).toEqual({});
});

it('a gateway that stops cleanly removes its share at once, and its heartbeat runs while started', async () => {
  const gateway = new Presence(redis, key, EXPIRE_MS);
  await gateway.start();
  await gateway.online('eve');
  expect(await redis.zscore(`${key}:gateways`, gateway.gatewayId)).not.toBeNull();
  await gateway.stop();
  expect(await total()).toEqual({});
  expect(await redis.zscore(`${key}:gateways`, gateway.gatewayId)).toBeNull();
});

import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { createRedis } from '@civic/service-kit';
import { stackEnv } from '@civic/testing';
import { RateLimitedException } from '../src/auth/guards';
import { LoginLimits } from '../src/auth/login-limits';

/*
 * The failed-sign-in limiter on the run's real Redis, with small limits and a private prefix:
 * the doubling delay and its cap (the HTTP suite, rate-limits.int.spec.ts, shows the first two
 * steps with the stack's defaults). Waiting out a delay is done by removing its key, which is
 * what its expiry does.
 */
const prefix = `${stackEnv('REDIS_PREFIX')}:login-limits-${randomUUID().slice(0, 8)}`;
let redis: Redis;
/** Small limits: 2 failures per (email, address), a ceiling of 3 per email, waits of 1 s doubling to 4 s. */
let limits: LoginLimits;
/** The same per (email, address), with a ceiling out of reach. */
let pairOnly: LoginLimits;

beforeAll(() => {
  redis = createRedis(stackEnv('REDIS_URL'));
  const options = { redis, prefix, secret: 's'.repeat(40), failuresPerPair: 2, pairWindowMs: 60_000, ceiling: 3, emailWindowMs: 60_000, firstDelayMs: 1_000, maxDelayMs: 4_000 };
  limits = new LoginLimits(options);
  pairOnly = new LoginLimits({ ...options, ceiling: 1_000 });
});

afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

const waitKeys = () => redis.keys(`${prefix}:rl:login:wait:*`);
async function refusal(email: string, ip: string, limiter = limits): Promise<number | undefined> {
  try {
    await limiter.begin(email, ip);
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(RateLimitedException);
    return (err as RateLimitedException).retryAfterSeconds;
  }
}
/** A failed attempt from a fresh address (so only the per-email ceiling applies). */
let n = 0;
async function failFromNewAddress(email: string): Promise<void> {
  const attempt = await limits.begin(email, `10.9.0.${++n}`);
  await attempt.failed();
}

it('doubles the wait per failure past the ceiling, up to the maximum, and keeps no email in Redis', async () => {
  const email = 'ceiling@example.com';
  for (let i = 0; i < 3; i++) await failFromNewAddress(email);
  const waits: number[] = [];
  for (let step = 0; step < 4; step++) {
    waits.push((await refusal(email, `10.9.1.${step}`))!);
    await redis.del(...(await waitKeys())); // the delay passes
    await failFromNewAddress(email);
  }
  expect(waits).toEqual([1, 2, 4, 4]);
  expect((await redis.keys(`${prefix}:*`)).join(' ')).not.toContain('ceiling@example.com');
});

it('refuses one address after its failures for an email, not the others, and forgets them on a success', async () => {
  const email = 'pair@example.com';
  for (let i = 0; i < 2; i++) await (await pairOnly.begin(email, '10.8.0.1')).failed();
  expect(await refusal(email, '10.8.0.1', pairOnly)).toBeGreaterThan(55);
  expect(await refusal(email, '10.8.0.2', pairOnly)).toBeUndefined();
  expect(await refusal('other@example.com', '10.8.0.1', pairOnly)).toBeUndefined();

  await (await pairOnly.begin(email, '10.8.0.3')).failed();
  await (await pairOnly.begin(email, '10.8.0.3')).succeeded();
  // Forgotten: two more failures are allowed before that address is refused again.
  for (let i = 0; i < 2; i++) await (await pairOnly.begin(email, '10.8.0.3')).failed();
  expect(await refusal(email, '10.8.0.3', pairOnly)).toBeDefined();
});

it('gives back an attempt that ended for another reason (a service down)', async () => {
  const email = 'abandoned@example.com';
  for (let i = 0; i < 5; i++) await (await pairOnly.begin(email, '10.7.0.1')).abandoned();
  expect(await refusal(email, '10.7.0.1', pairOnly)).toBeUndefined();
});

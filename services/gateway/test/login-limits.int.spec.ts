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
/** The same with a minute's delay past the ceiling (it cannot pass while a test runs). */
let longDelays: LoginLimits;

beforeAll(() => {
  redis = createRedis(stackEnv('REDIS_URL'));
  const options = { redis, prefix, secret: 's'.repeat(40), failuresPerPair: 2, pairWindowMs: 60_000, ceiling: 3, emailWindowMs: 60_000, firstDelayMs: 1_000, maxDelayMs: 4_000, knownAddressMs: 60_000 };
  limits = new LoginLimits(options);
  pairOnly = new LoginLimits({ ...options, ceiling: 1_000 });
  longDelays = new LoginLimits({ ...options, firstDelayMs: 60_000, maxDelayMs: 60_000 });
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

it('lets an address that signed in to the email through its delay, under its own limit, without taking the slot', async () => {
  const email = 'known@example.com';
  const home = '10.6.0.1';
  await (await longDelays.begin(email, home)).succeeded();
  for (let i = 0; i < 3; i++) await (await longDelays.begin(email, `10.6.1.${i}`)).failed();

  // Strangers' failures put the email past its ceiling: a fresh address waits a minute...
  expect(await refusal(email, '10.6.2.1', longDelays)).toBe(60);
  // ...the voter's own address does not, and its attempts take no slot from the email's delay.
  expect(await refusal(email, home, longDelays)).toBeUndefined();
  expect(await refusal(email, '10.6.2.2', longDelays)).toBe(60);
  // It keeps its own (email, address) limit: the refusal above counted one attempt, one failure makes two.
  await (await longDelays.begin(email, home)).failed();
  expect(await refusal(email, home, longDelays)).toBeGreaterThan(55);
});

it('knows a new account\'s address as if it had signed in there', async () => {
  const email = 'registered@example.com';
  await longDelays.remember(email, '10.5.0.1');
  for (let i = 0; i < 3; i++) await (await longDelays.begin(email, `10.5.1.${i}`)).failed();
  expect(await refusal(email, '10.5.2.1', longDelays)).toBe(60);
  expect(await refusal(email, '10.5.0.1', longDelays)).toBeUndefined();
});

it('gives back an attempt that ended for another reason (a service down)', async () => {
  const email = 'abandoned@example.com';
  for (let i = 0; i < 5; i++) await (await pairOnly.begin(email, '10.7.0.1')).abandoned();
  expect(await refusal(email, '10.7.0.1', pairOnly)).toBeUndefined();
});

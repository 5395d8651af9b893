import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type Redis from 'ioredis';
import { MESSAGES } from '@civic/contracts';
import { createRedis, createRpcClient, type RpcClient } from '@civic/service-kit';
import { ApiClient, signedInClient, stackEnv, uniqueEmail } from '@civic/testing';
import { AuthController } from '../src/auth/auth.controller';
import { LocalStrategy } from '../src/auth/local.strategy';
import { LoginLimits } from '../src/auth/login-limits';
import { registerSessions } from '../src/auth/session';
import { IDENTITY_CLIENT } from '../src/clients';
import { ApiErrorFilter } from '../src/http/error.filter';

/*
 * The sign-in route as the gateway wires it (the real AuthController, LoginGuard, LocalStrategy,
 * login limits and Fastify sessions) on @nestjs/platform-fastify in this process, asking the
 * run's real identity service over RPC, with a private Redis prefix and a small failure limit.
 * Watching LocalStrategy.validate (the real method still runs) shows that Passport's local
 * strategy is the path a sign-in takes, and what reaches it. The stack's own gateway runs the same
 * code; auth, rate-limits and hostile-input specs hold its behaviour over HTTP.
 */
const FAILURES_PER_PAIR = 2;
const prefix = `${stackEnv('REDIS_PREFIX')}:login-strategy-${randomUUID().slice(0, 8)}`;
const password = 'correct-horse-1';

let redis: Redis;
let identity: RpcClient;
let app: NestFastifyApplication;
let baseUrl: string;
let validate: jest.SpyInstance;

beforeAll(async () => {
  redis = createRedis(stackEnv('REDIS_URL'));
  identity = createRpcClient({ service: 'identity', host: process.env.IDENTITY_RPC_HOST ?? '127.0.0.1', port: Number(process.env.IDENTITY_RPC_PORT), timeoutMs: 10_000, secret: stackEnv('RPC_SECRET') });
  const limits = new LoginLimits({ redis, prefix, secret: 's'.repeat(40), failuresPerPair: FAILURES_PER_PAIR, pairWindowMs: 60_000, ceiling: 1_000, emailWindowMs: 60_000, firstDelayMs: 1_000, maxDelayMs: 4_000, knownAddressMs: 60_000 });

  @Module({
    imports: [PassportModule.register({ session: false })],
    controllers: [AuthController],
    providers: [LocalStrategy, { provide: LoginLimits, useValue: limits }, { provide: IDENTITY_CLIENT, useValue: identity }, { provide: APP_FILTER, useClass: ApiErrorFilter }],
  })
  class LoginRouteModule {}

  // Each ApiClient names its own address in X-Forwarded-For, as behind the stack's proxy.
  app = await NestFactory.create<NestFastifyApplication>(LoginRouteModule, new FastifyAdapter({ trustProxy: '127.0.0.1' }), { logger: false });
  await registerSessions(app.getHttpAdapter().getInstance() as unknown as FastifyInstance, { redis, prefix, secret: 's'.repeat(40), idleMs: 60_000, absoluteMs: 3_600_000 });
  await app.listen(0, '127.0.0.1');
  baseUrl = await app.getUrl();
  validate = jest.spyOn(app.get(LocalStrategy), 'validate');
});

afterEach(() => validate.mockClear());

afterAll(async () => {
  validate?.mockRestore();
  await app?.close();
  await identity?.close();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

it('signs in through the local strategy, which gets the parsed email and asks identity', async () => {
  const { email, user } = await signedInClient({ email: uniqueEmail('Strategy'), password });
  const client = new ApiClient(baseUrl);
  const res = await client.post('/api/login', { email: `  ${email.toUpperCase()} `, password });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ id: user.id, email: email.toLowerCase() });
  expect(validate).toHaveBeenCalledTimes(1);
  // (Passport also hands validate its `done` callback, which the Nest mixin calls for it.)
  expect(validate.mock.calls[0].slice(0, 2)).toEqual([email.toLowerCase(), password]);
  // Signed in on our Fastify session: the cookie it set names the user.
  expect(client.sessionCookie()).toBeDefined();
  expect((await client.get('/api/user')).body.id).toBe(user.id);
});

it.each([
  [{ email: 'not-an-email', password }, 'email', MESSAGES.email],
  [{ email: 'someone@example.com' }, 'password', MESSAGES.passwordRequired],
  [{ email: 'someone@example.com', password: '' }, 'password', MESSAGES.passwordRequired],
  [{ email: 'some\u0000one@example.com', password }, 'email', 'Email must not contain control characters'],
  [{ email: 'someone@example.com', password: 'pass\u0007word' }, 'password', 'Password must not contain control characters'],
])('answers %j with the SPEC 400 before the strategy runs, counting nothing', async (body, field, message) => {
  const res = await new ApiClient(baseUrl).post('/api/login', body);
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ statusCode: 400, message });
  expect(res.body.fieldErrors[field]).toBe(message);
  expect(validate).not.toHaveBeenCalled();
  // Counted nothing (an address known from an earlier test's sign-in is not a count).
  expect((await redis.keys(`${prefix}:rl:login:*`)).filter((k) => !k.includes(':rl:login:known:'))).toEqual([]);
});

it("answers a wrong password with identity's 401, and refuses the address with a 429 before the strategy once it failed too often", async () => {
  const { email } = await signedInClient({ password });
  const stranger = new ApiClient(baseUrl);
  for (let i = 0; i < FAILURES_PER_PAIR; i++) {
    const res = await stranger.post('/api/login', { email, password: `guess-${i}` });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, message: 'Invalid email or password' });
  }
  expect(validate).toHaveBeenCalledTimes(FAILURES_PER_PAIR);

  const refused = await stranger.post('/api/login', { email, password });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(validate).toHaveBeenCalledTimes(FAILURES_PER_PAIR); // no password was checked for it

  // The voter, from their own address, signs in as ever.
  expect((await new ApiClient(baseUrl).post('/api/login', { email, password })).status).toBe(200);
  expect(validate).toHaveBeenCalledTimes(FAILURES_PER_PAIR + 1);
});

it('forgets the failures of an address that then signs in', async () => {
  const { email } = await signedInClient({ password });
  const voter = new ApiClient(baseUrl);
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < FAILURES_PER_PAIR - 1; i++) expect((await voter.post('/api/login', { email, password: `typo-${round}-${i}` })).status).toBe(401);
    expect((await voter.post('/api/login', { email, password })).status).toBe(200);
  }
});

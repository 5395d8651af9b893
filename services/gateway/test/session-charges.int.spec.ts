import type Redis from 'ioredis';
import { createRedis } from '@civic/service-kit';
import { ApiClient, signedInClient, stackEnv } from '@civic/testing';

/*
 * A write's rate-limit charge leaves in the same Redis write as its session read once the gateway
 * knows whose session a cookie is (SessionCharges, ADR 0036), and a session that has ended draws
 * nothing on its user's budget. Watched through Redis's MONITOR on the running stack's gateway.
 */
const prefix = stackEnv('REDIS_PREFIX');
const hitsKey = (userId: string) => `${prefix}:rl:{vote-user:user:${userId}}:hits`;
let redis: Redis;

beforeAll(() => {
  redis = createRedis(stackEnv('REDIS_URL'));
});
afterAll(() => redis.disconnect());

/** The commands Redis ran while `fn` did, with the connection each came from. */
async function commandsDuring(fn: () => Promise<void>): Promise<Array<{ source: string; args: string[] }>> {
  const monitor = await redis.monitor();
  const seen: Array<{ source: string; args: string[] }> = [];
  monitor.on('monitor', (_time: string, args: string[], source: string) => seen.push({ source, args }));
  try {
    await fn();
    // MONITOR's own echo of a marker: everything before it has been seen.
    const marker = `${prefix}:session-charges-spec:${process.pid}:${Date.now()}`;
    await redis.get(marker);
    while (!seen.some((c) => c.args[1] === marker)) await new Promise((r) => setImmediate(r));
  } finally {
    monitor.disconnect();
  }
  return seen;
}

it("sends a cast's charge with its session read, naming the session, once the session's user is known", async () => {
  // Someone else's two casts first: the gateway has both scripts loaded in Redis (a first call of
  // a script is retried as EVAL after Redis answers NOSCRIPT, in a write of its own).
  const warm = (await signedInClient()).client;
  for (let i = 0; i < 2; i++) await warm.post('/api/votes', { billId: 'hr-0-not-a-bill', vote: 'support' });
  const { client, user } = await signedInClient();
  const sessionKey = `${prefix}:sess:${decodeURIComponent(client.sessionCookie()!).split('.')[0]}`;
  const cast = () => client.post('/api/votes', { billId: 'hr-0-not-a-bill', vote: 'support' });
  const commands = await commandsDuring(async () => {
    // 404 (no such bill), counted all the same: the limit is charged before the route runs.
    for (let i = 0; i < 3; i++) expect((await cast()).status).toBe(404);
  });
  // The scripts' calls (sent by ioredis by their SHA first, always) with the user's counter; MONITOR
  // also lists the commands each script runs, under the source "lua".
  const charges = commands.filter((c) => c.args[0] === 'evalsha' && c.args.includes(hitsKey(user.id)));
  // evalsha <sha> <number of keys> <hits> <blocked> [<session>] …
  expect(charges.map((c) => c.args[2])).toEqual(['2', '3', '3']);
  for (const charge of charges.slice(1)) {
    expect(charge.args[5]).toBe(sessionKey);
    // Sent together: the connection's next command is the session read.
    const sameConnection = commands.filter((c) => c.source === charge.source);
    expect(sameConnection[sameConnection.indexOf(charge) + 1]?.args).toEqual(['get', sessionKey]);
  }
  expect(Number(await redis.get(hitsKey(user.id)))).toBe(3);
});

it("draws nothing on the user's budget for a copy of a cookie whose session was signed out", async () => {
  const { client, user } = await signedInClient();
  expect((await client.post('/api/votes', { billId: 'hr-0-not-a-bill', vote: 'oppose' })).status).toBe(404);
  const copy = new ApiClient(undefined, undefined, new Map([['civic.sid', client.sessionCookie()!]]));
  expect((await copy.post('/api/votes', { billId: 'hr-0-not-a-bill', vote: 'oppose' })).status).toBe(404);
  expect((await client.post('/api/logout')).status).toBe(200);
  const refused = await Promise.all(Array.from({ length: 5 }, () => copy.post('/api/votes', { billId: 'hr-0-not-a-bill', vote: 'oppose' })));
  expect(refused.map((r) => r.status)).toEqual(Array(5).fill(401));
  expect(Number(await redis.get(hitsKey(user.id)))).toBe(2);
});

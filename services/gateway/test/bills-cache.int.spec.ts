import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { ARCHETYPES, CACHE_TOPICS, cacheInvalidationChannel, EVENTS, type BillListItem, type BillSynthesisCompleted, type IntegrationEvent } from '@civic/contracts';
import { createRedis, QueueRegistry } from '@civic/service-kit';
import { signedInClient, stackEnv, waitFor, type ApiClient } from '@civic/testing';
import { startSecondGateway, type SecondGateway } from './security-support';

/*
 * Every gateway keeps bill reads in memory (BILLS_CACHE_TTL_MS), and a bill that changes must
 * show on every gateway at once, not after each one's time bound: the bills service's outbox
 * relay publishes the cache topic after the change committed, and each gateway drops its bill
 * cache (CACHE_TOPICS in @civic/contracts). The test stack turns the cache off, so this runs a
 * second gateway with a ten-minute bound: a change without an event stays cached (the cache is
 * on), a synthesized bill appears at once.
 */
const tag = `zc${randomUUID().replace(/-/g, '').slice(0, 8)}`;
const congress = 800 + Math.floor(Math.random() * 99);
const id = (n: number) => `${congress}-hr-${n}`;
const pool = new Pool({ connectionString: stackEnv('DATABASE_URL'), max: 2 });
const redis = createRedis(stackEnv('REDIS_URL'));
const queues = new QueueRegistry(redis, stackEnv('REDIS_PREFIX'));
let cached: SecondGateway;
let client: ApiClient;

/*
 * Other suites share the stack and its invalidation channel: a bill they import or synthesize
 * drops this gateway's cache too, at any moment. The test listens on the channel and knows when
 * that happened. Redis sends one connection its messages in the order they were published, so
 * once a fence published after a read has arrived, every invalidation that could have reached the
 * gateway before that read ended has arrived as well.
 */
const listener = createRedis(stackEnv('REDIS_URL'));
const fenceChannel = `${stackEnv('REDIS_PREFIX')}:bills-cache-test-fence:${tag}`;
let billInvalidations = 0;
const fencesArrived = new Map<string, () => void>();

async function fence(): Promise<void> {
  const marker = randomUUID();
  const arrived = new Promise<void>((resolve) => fencesArrived.set(marker, resolve));
  await redis.publish(fenceChannel, marker);
  await arrived;
}

async function seed(n: number, title: string): Promise<void> {
  await pool.query(
    `INSERT INTO bills.bills (bill_id, congress, bill_type, bill_number, title, origin_chamber, introduced_date, latest_action_date,
        latest_action_text, policy_area, summary, sponsors, source, record_hash, content_hash)
     VALUES ($1, $2, 'HR', $3, $4, 'House', '2025-01-02', '2025-06-01', 'Referred.', 'Health', 'A summary.', '[]'::jsonb, 'test', $5, $5)`,
    [id(n), congress, String(n), title, `hash-${tag}-${n}`],
  );
}

/** Synthesizes a seeded bill the way the ai-worker does: its result, into the bills service's inbox. */
async function synthesize(n: number): Promise<void> {
  const event: IntegrationEvent<BillSynthesisCompleted> = {
    id: randomUUID(),
    name: EVENTS.billSynthesisCompleted,
    occurredAt: new Date().toISOString(),
    payload: {
      billId: id(n),
      contentVersion: `hash-${tag}-${n}`,
      requestEventId: randomUUID(),
      result: {
        ok: true,
        output: {
          billAiSynthesisShort: `Short synthesis of ${n}.`,
          billAiSynthesisLong: `Long synthesis of ${n}.`,
          billArgumentsFor: ['For.'],
          billArgumentsAgainst: ['Against.'],
          billImportanceScore: 5,
          archetypeVotes: Object.fromEntries(ARCHETYPES.map((a) => [a.key, { vote: 'abstain', reason: `Suggested Abstain: ${a.name}.` }])),
        } as never,
        provenance: { provider: 'test', model: 'bills-cache', promptVersion: 'c1' },
      },
    },
  };
  await queues.publish(event);
  await waitFor(`${id(n)} synthesized`, async () => (await pool.query('SELECT 1 FROM bills.bills WHERE bill_id = $1 AND synthesized', [id(n)])).rowCount);
}

async function listThroughCache(): Promise<BillListItem[]> {
  const res = await fetch(`${cached.url}/api/bills?search=${tag}&limit=100`, { headers: { cookie: client.cookieHeader(), 'x-forwarded-for': client.ip } });
  expect(res.status).toBe(200);
  return (await res.json()) as BillListItem[];
}

beforeAll(async () => {
  await listener.subscribe(cacheInvalidationChannel(stackEnv('REDIS_PREFIX')), fenceChannel);
  listener.on('message', (channel: string, message: string) => {
    if (channel === fenceChannel) fencesArrived.get(message)?.();
    else if (message === CACHE_TOPICS.bills) billInvalidations += 1;
  });
  cached = await startSecondGateway({ BILLS_CACHE_TTL_MS: '600000' });
  ({ client } = await signedInClient());
  await seed(1, `${tag} First Act`);
  await seed(2, `${tag} Second Act`);
  await synthesize(1);
}, 60_000);

afterAll(async () => {
  await cached?.stop();
  await queues.close();
  listener.disconnect();
  redis.disconnect();
  await pool.end();
});

it('keeps bill reads cached until a bill changes, then every gateway drops them at once', async () => {
  expect((await listThroughCache()).map((b) => b.title)).toEqual([`${tag} First Act`]);

  // A change that no event announces is not seen: the answer comes from this gateway's memory.
  // When another suite's bill event dropped the cache between the two reads, the step proved
  // nothing and is taken again with a new title; it must be proven in one of five windows.
  let renamed = '';
  let proven = false;
  for (let attempt = 1; attempt <= 5 && !proven; attempt++) {
    await fence();
    const invalidationsBefore = billInvalidations;
    const before = (await listThroughCache()).map((b) => b.title);
    renamed = `${tag} First Act, renamed ${attempt}`;
    await pool.query('UPDATE bills.bills SET title = $2 WHERE bill_id = $1', [id(1), renamed]);
    const after = (await listThroughCache()).map((b) => b.title);
    await fence();
    if (billInvalidations !== invalidationsBefore) continue;
    expect(after).toEqual(before);
    expect(after).not.toEqual([renamed]);
    proven = true;
  }
  expect(proven).toBe(true);

  // A synthesis stored (bill.synthesized.v1, relayed after its commit) drops the cache: the new
  // bill and the renamed one are both read afresh, long before the ten-minute bound.
  await synthesize(2);
  await waitFor('the caching gateway to show the synthesized bill', async () => (await listThroughCache()).length === 2, 15_000);
  expect((await listThroughCache()).map((b) => b.title).sort()).toEqual([renamed, `${tag} Second Act`]);
});

// Reaching into a bench stack's data the way its services would: a database client, a wait on
// a condition, and publishing an integration event as an outbox relay would.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from '../../infra/scripts/stack.mjs';

const require = createRequire(join(ROOT, 'package.json'));

export async function withDb(env, fn) {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Polls `probe` until it answers something truthy (that value), or fails after `timeoutMs`. */
export async function waitFor(what, probe, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Publishes an integration event to every queue its route lists (as an outbox relay would); resolves with its id. */
export async function publish(env, name, payload) {
  const { QueueRegistry, createRedis } = require('@civic/service-kit');
  const registry = new QueueRegistry(createRedis(env.REDIS_URL), env.REDIS_PREFIX);
  try {
    const event = { id: randomUUID(), name, occurredAt: new Date().toISOString(), payload };
    await registry.publish(event);
    return event.id;
  } finally {
    await registry.close();
    registry.connection.disconnect();
  }
}

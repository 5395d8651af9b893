import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { QueueEvents } from 'bullmq';
import { EVENTS, QUEUES, routesFor } from '@civic/contracts';
import { stackEnv } from '@civic/testing';
import { bullPrefix, createRedis, InboxConsumer, inboxBatchJobId, migrateSchema, OutboxRelay, outboxInboxSql, QueueRegistry, recordEvent, serviceDataSourceOptions } from '../src';

// A private schema and Redis prefix: this suite exercises the event plumbing on its own,
// against the real PostgreSQL and Redis of the test run.
const schema = `kit_${randomUUID().slice(0, 8)}`;
const prefix = `${stackEnv('REDIS_PREFIX')}-kit`;
let ds: DataSource;
const redis = createRedis(stackEnv('REDIS_URL'));
let queues: QueueRegistry;

class CreateTables1700000000000 {
  name = 'CreateTables1700000000000';
  async up(q: { query(sql: string): Promise<unknown> }) {
    for (const sql of outboxInboxSql(schema)) await q.query(sql);
    await q.query(`CREATE TABLE "${schema}".applied (id serial PRIMARY KEY, note text NOT NULL)`);
  }
  async down() {}
}

beforeAll(async () => {
  ds = await new DataSource(serviceDataSourceOptions({ url: stackEnv('DATABASE_URL'), schema, entities: [], migrations: [CreateTables1700000000000] })).initialize();
  await migrateSchema(ds, schema);
  queues = new QueueRegistry(redis, prefix);
});

afterAll(async () => {
  await queues.close();
  await ds.query(`DROP SCHEMA "${schema}" CASCADE`);
  await ds.destroy();
  redis.disconnect();
});

describe('transactional outbox', () => {
  it('keeps an event only when its transaction commits', async () => {
    await expect(
      ds.transaction(async (m) => {
        await recordEvent(m, EVENTS.billSynthesized, { billId: 'rolled-back' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const committed = await ds.transaction((m) => recordEvent(m, EVENTS.billSynthesized, { billId: 'kept' }));
    const rows = await ds.query(`SELECT id, payload FROM "${schema}".outbox`);
    expect(rows).toEqual([{ id: committed.id, payload: { billId: 'kept' } }]);
  });

  it('relays a lone committed event to its routed queue once, with the event id as job id', async () => {
    await ds.query(`UPDATE "${schema}".outbox SET published_at = now() WHERE published_at IS NULL`); // earlier tests' rows
    const event = await ds.transaction((m) => recordEvent(m, EVENTS.billSynthesized, { billId: 'relayed' }));
    const relay = new OutboxRelay(ds, queues);
    await relay.kick();
    await relay.kick(); // nothing left: a second pass must not publish again
    const queue = queues.get(QUEUES.inbox('voting'));
    const job = await queue.getJob(event.id);
    expect(job?.data).toMatchObject({ id: event.id, name: EVENTS.billSynthesized, payload: { billId: 'relayed' } });
    const [{ count }] = await ds.query(`SELECT count(*)::int AS count FROM "${schema}".outbox WHERE published_at IS NULL`);
    expect(count).toBe(0);
    await queue.obliterate({ force: true });
  });

  it('answers what a pass did: relayed, nothing to do, or failed (an outbox it cannot read)', async () => {
    await ds.query(`UPDATE "${schema}".outbox SET published_at = now() WHERE published_at IS NULL`);
    await ds.transaction((m) => recordEvent(m, EVENTS.billSynthesized, { billId: 'pass' }));
    const relay = new OutboxRelay(ds, queues);
    expect(await relay.kick()).toBe('relayed');
    expect(await relay.kick()).toBe('idle');
    const elsewhere = await new DataSource(serviceDataSourceOptions({ url: stackEnv('DATABASE_URL'), schema: `${schema}_none`, entities: [], migrations: [] })).initialize();
    try {
      expect(await new OutboxRelay(elsewhere, queues).kick()).toBe('failed');
    } finally {
      await elsewhere.destroy();
    }
    for (const queue of routesFor(EVENTS.billSynthesized)) await queues.get(queue).obliterate({ force: true });
  });

  it('sweeps, at its slowed idle pace, an event whose commit was never followed by a kick (a crash between the two)', async () => {
    await ds.query(`UPDATE "${schema}".outbox SET published_at = now() WHERE published_at IS NULL`);
    const relay = new OutboxRelay(ds, queues, { intervalMs: 10, idleIntervalMs: 80 });
    relay.start();
    try {
      while (relay.sweepIntervalMs < 80) await new Promise((r) => setTimeout(r, 10));
      const event = await ds.transaction((m) => recordEvent(m, EVENTS.billSynthesized, { billId: 'swept' }));
      const published = async () => (await ds.query(`SELECT published_at IS NOT NULL AS done FROM "${schema}".outbox WHERE id = $1`, [event.id]))[0].done;
      while (!(await published())) await new Promise((r) => setTimeout(r, 10));
      expect(await queues.get(QUEUES.inbox('voting')).getJob(event.id)).toBeDefined();
    } finally {
      await relay.stop();
    }
    for (const queue of routesFor(EVENTS.billSynthesized)) await queues.get(queue).obliterate({ force: true });
  });

  it('relays a batch of events to every queue each is routed to (an inbox as one batch job, others a job per event), a re-publish adding none', async () => {
    const names = [EVENTS.billSynthesized, EVENTS.voteCast, EVENTS.billSynthesized, EVENTS.postModerationRequested];
    const events = [];
    for (const [i, name] of names.entries()) events.push(await ds.transaction((m) => recordEvent(m, name, { billId: `batch-${i}` })));
    await new OutboxRelay(ds, queues).kick();
    const targets = [...new Set(names.flatMap((n) => routesFor(n)))];
    expect(targets).toEqual(expect.arrayContaining([QUEUES.inbox('voting'), QUEUES.inbox('notifications'), QUEUES.aiModeration]));
    for (const q of targets) {
      const routed = events.filter((e) => routesFor(e.name).includes(q));
      if (q.startsWith('inbox.') && routed.length > 1) {
        const batch = await queues.get(q).getJob(inboxBatchJobId(routed));
        expect(batch?.data.events.map((e: { payload: unknown }) => e.payload)).toEqual(routed.map((e) => e.payload));
      } else {
        const jobs = await Promise.all(routed.map((e) => queues.get(q).getJob(e.id)));
        expect(jobs.map((j) => j?.data.payload)).toEqual(routed.map((e) => e.payload));
      }
    }
    // Published again (a relay that died before marking its rows): the same jobs, no new ones.
    const counts = async () => Promise.all(targets.map(async (q) => (await queues.get(q).getJobCounts('wait', 'active', 'completed', 'failed', 'delayed', 'prioritized'))));
    const before = await counts();
    await queues.publishMany(events);
    expect(await counts()).toEqual(before);
    await Promise.all(targets.map((q) => queues.get(q).obliterate({ force: true })));
  });

  it('records an event no queue subscribes to as already published: kept as history, nothing for the relay', async () => {
    const unrouted = 'kit.unrouted.v1';
    expect(routesFor(unrouted)).toEqual([]);
    const event = await ds.transaction((m) => recordEvent(m, unrouted, { note: 'unrouted' }));
    const routed = await ds.transaction((m) => recordEvent(m, EVENTS.billSynthesized, { billId: 'routed' }));
    const rows = await ds.query(`SELECT id, published_at IS NOT NULL AS published FROM "${schema}".outbox WHERE id = ANY($1::uuid[]) ORDER BY created_at`, [[event.id, routed.id]]);
    expect(rows).toEqual([
      { id: event.id, published: true },
      { id: routed.id, published: false },
    ]);
    await new OutboxRelay(ds, queues).kick();
    for (const queue of routesFor(EVENTS.billSynthesized)) await queues.get(queue).obliterate({ force: true });
  });

  it('deletes published rows past the retention, and never an unpublished one', async () => {
    const [oldPublished, recentPublished, oldUnpublished] = await ds.transaction(async (m) =>
      Promise.all(['old', 'recent', 'waiting'].map((note) => recordEvent(m, 'kit.noted.v1', { note }))),
    );
    await ds.query(`UPDATE "${schema}".outbox SET published_at = now() - interval '8 days' WHERE id = $1`, [oldPublished.id]);
    await ds.query(`UPDATE "${schema}".outbox SET published_at = now() - interval '6 days' WHERE id = $1`, [recentPublished.id]);
    await ds.query(`UPDATE "${schema}".outbox SET published_at = NULL, created_at = now() - interval '30 days' WHERE id = $1`, [oldUnpublished.id]);
    const relay = new OutboxRelay(ds, queues, { retentionDays: 7 });
    expect(await relay.prune()).toBe(1);
    const ids = (await ds.query(`SELECT id FROM "${schema}".outbox`)).map((r: { id: string }) => r.id);
    expect(ids).not.toContain(oldPublished.id);
    expect(ids).toEqual(expect.arrayContaining([recentPublished.id, oldUnpublished.id]));
    expect(await relay.prune()).toBe(0);
  });
});

describe('inbox consumer', () => {
  it('applies each event once even when it is delivered twice', async () => {
    const handled: string[] = [];
    const consumer = new InboxConsumer(ds, redis, prefix, 'kit', {
      'kit.noted.v1': async (payload: { note: string }, m) => {
        handled.push(payload.note);
        await m.query(`INSERT INTO "${schema}".applied (note) VALUES ($1)`, [payload.note]);
      },
    });
    const event = { id: randomUUID(), name: 'kit.noted.v1', occurredAt: new Date().toISOString(), payload: { note: 'hello' } };
    expect(await consumer.process({ data: event })).toBe('applied');
    expect(await consumer.process({ data: event })).toBe('duplicate');
    expect(await consumer.process({ data: { ...event, id: randomUUID(), name: 'kit.unknown.v1' } })).toBe('ignored');
    expect(await ds.query(`SELECT note FROM "${schema}".applied`)).toEqual([{ note: 'hello' }]);
    expect(handled).toEqual(['hello']);
  });

  it('rolls back the handler and the inbox record together when the handler fails, so a retry applies it', async () => {
    let fail = true;
    const consumer = new InboxConsumer(ds, redis, prefix, 'kit', {
      'kit.flaky.v1': async (_p, m) => {
        await m.query(`INSERT INTO "${schema}".applied (note) VALUES ('flaky')`);
        if (fail) throw new Error('transient');
      },
    });
    const event = { id: randomUUID(), name: 'kit.flaky.v1', occurredAt: new Date().toISOString(), payload: {} };
    await expect(consumer.process({ data: event })).rejects.toThrow('transient');
    expect(await ds.query(`SELECT count(*)::int AS n FROM "${schema}".applied WHERE note = 'flaky'`)).toEqual([{ n: 0 }]);
    fail = false;
    expect(await consumer.process({ data: event })).toBe('applied');
    expect(await ds.query(`SELECT count(*)::int AS n FROM "${schema}".applied WHERE note = 'flaky'`)).toEqual([{ n: 1 }]);
  });

  it('consumes its queue with a real BullMQ worker', async () => {
    const seen: string[] = [];
    const consumer = new InboxConsumer(ds, redis, prefix, 'kit-live', {
      'kit.live.v1': async (payload: { n: number }) => {
        seen.push(String(payload.n));
      },
    });
    consumer.start();
    const queueEvents = new QueueEvents(QUEUES.inbox('kit-live'), { connection: redis.duplicate(), prefix: bullPrefix(prefix) });
    await queueEvents.waitUntilReady();
    const queue = queues.get(QUEUES.inbox('kit-live'));
    const ids = [1, 2, 3].map(() => randomUUID());
    const jobs = await Promise.all(ids.map((id, n) => queue.add('kit.live.v1', { id, name: 'kit.live.v1', occurredAt: '', payload: { n } }, { jobId: id })));
    await Promise.all(jobs.map((j) => j.waitUntilFinished(queueEvents, 10_000)));
    expect(seen.sort()).toEqual(['0', '1', '2']);
    await consumer.stop();
    await queueEvents.close();
    await queue.obliterate({ force: true });
  });
});

describe('inbox consumer: batches', () => {
  const noted = (note: string, name = 'kit.noted.v1') => ({ id: randomUUID(), name, occurredAt: new Date().toISOString(), payload: { note } });
  const appliedNotes = async (notes: string[]) =>
    (await ds.query(`SELECT note FROM "${schema}".applied WHERE note = ANY($1) ORDER BY id`, [notes])).map((r: { note: string }) => r.note);

  it('applies a batch in order, once per event, counting duplicates and events it has no handler for', async () => {
    const afterCommit: string[] = [];
    const consumer = new InboxConsumer(
      ds,
      redis,
      prefix,
      'kit',
      { 'kit.noted.v1': async (p: { note: string }, m) => void (await m.query(`INSERT INTO "${schema}".applied (note) VALUES ($1)`, [p.note])) },
      { afterCommit: (e) => void afterCommit.push(e.id) },
    );
    const [a, b, c] = ['batch-a', 'batch-b', 'batch-c'].map((n) => noted(n));
    expect(await consumer.process({ data: a })).toBe('applied');
    const unknown = noted('batch-unknown', 'kit.unknown.v1');
    expect(await consumer.processBatch([a, b, unknown, c, b])).toEqual({ applied: 2, duplicate: 2, ignored: 1 });
    expect(await appliedNotes(['batch-a', 'batch-b', 'batch-c', 'batch-unknown'])).toEqual(['batch-a', 'batch-b', 'batch-c']);
    expect(afterCommit).toEqual([a.id, a.id, b.id, c.id, b.id]);
    expect(await consumer.processBatch([b, c])).toEqual({ applied: 0, duplicate: 2, ignored: 0 });
  });

  it('applies the rest of a batch when one event fails, then fails the job so a retry applies that one', async () => {
    let failing = 'batch-poison';
    const consumer = new InboxConsumer(ds, redis, prefix, 'kit', {
      'kit.noted.v1': async (p: { note: string }, m) => {
        await m.query(`INSERT INTO "${schema}".applied (note) VALUES ($1)`, [p.note]);
        if (p.note === failing) throw new Error('cannot apply');
      },
    });
    const events = ['batch-before', 'batch-poison', 'batch-after'].map((n) => noted(n));
    await expect(consumer.processBatch(events)).rejects.toThrow('cannot apply');
    expect(await appliedNotes(['batch-before', 'batch-poison', 'batch-after'])).toEqual(['batch-before', 'batch-after']);
    failing = '';
    expect(await consumer.processBatch(events)).toEqual({ applied: 1, duplicate: 2, ignored: 0 });
    expect(await appliedNotes(['batch-before', 'batch-poison', 'batch-after'])).toEqual(['batch-before', 'batch-after', 'batch-poison']);
  });

  it('hands a run handler the consecutive fresh events of its name together, in order, with one follow-up per run', async () => {
    const calls: string[] = [];
    const followUps: string[] = [];
    const insertNote = (m: { query(sql: string, p: unknown[]): Promise<unknown> }, note: string) => m.query(`INSERT INTO "${schema}".applied (note) VALUES ($1)`, [note]);
    const run = async (m: Parameters<typeof insertNote>[0], events: Array<{ payload: unknown }>) => {
      const notes = events.map((e) => (e.payload as { note: string }).note);
      calls.push(`run ${notes.join(',')}`);
      for (const note of notes) await insertNote(m, note);
      return async () => void followUps.push(notes.join(','));
    };
    const consumer = new InboxConsumer(
      ds,
      redis,
      prefix,
      'kit',
      {
        'kit.noted.v1': (_p: { note: string }, m, e) => run(m, [e]).then((f) => (calls.push(`alone ${e.id === lone.id}`), f)),
        'kit.other.v1': async (p: { note: string }, m) => void (calls.push(`other ${p.note}`), await insertNote(m, p.note)),
      },
      { runs: { 'kit.noted.v1': run } },
    );
    const lone = noted('run-lone');
    expect(await consumer.process({ data: lone })).toBe('applied');
    const [a, b, c, d] = ['run-a', 'run-b', 'run-c', 'run-d'].map((n) => noted(n));
    const other = noted('run-other', 'kit.other.v1');
    // The lone event, already applied, and a repeat inside the batch are left out of the runs.
    expect(await consumer.processBatch([a, lone, b, other, c, b, d])).toEqual({ applied: 5, duplicate: 2, ignored: 0 });
    expect(calls).toEqual(['run run-lone', 'alone true', 'run run-a,run-b', 'other run-other', 'run run-c,run-d']);
    expect(followUps).toEqual(['run-lone', 'run-a,run-b', 'run-c,run-d']);
    expect(await appliedNotes(['run-lone', 'run-a', 'run-b', 'run-other', 'run-c', 'run-d'])).toEqual(['run-lone', 'run-a', 'run-b', 'run-other', 'run-c', 'run-d']);
  });

  it('takes the relay\'s batch jobs from its queue with a real BullMQ worker', async () => {
    const seen: string[] = [];
    const consumer = new InboxConsumer(ds, redis, prefix, 'kit-batch', {
      'kit.live.v1': async (payload: { n: number }) => void seen.push(String(payload.n)),
    });
    consumer.start();
    const queueEvents = new QueueEvents(QUEUES.inbox('kit-batch'), { connection: redis.duplicate(), prefix: bullPrefix(prefix) });
    await queueEvents.waitUntilReady();
    const queue = queues.get(QUEUES.inbox('kit-batch'));
    const events = [1, 2, 3].map((n) => ({ id: randomUUID(), name: 'kit.live.v1', occurredAt: '', payload: { n } }));
    const job = await queue.add('inbox.batch', { events }, { jobId: inboxBatchJobId(events) });
    expect(await job.waitUntilFinished(queueEvents, 10_000)).toEqual({ applied: 3, duplicate: 0, ignored: 0 });
    expect(seen).toEqual(['1', '2', '3']);
    await consumer.stop();
    await queueEvents.close();
    await queue.obliterate({ force: true });
  });
});

describe('inbox follow-up work', () => {
  it('runs afterCommit again when a redelivered event is a duplicate, so failed follow-ups are retried', async () => {
    const followUps: string[] = [];
    let failFollowUp = true;
    const consumer = new InboxConsumer(ds, redis, prefix, 'kit', { 'kit.follow.v1': async () => undefined }, {
      afterCommit: (e) => {
        followUps.push(e.id);
        if (failFollowUp) throw new Error('push failed');
      },
    });
    const event = { id: randomUUID(), name: 'kit.follow.v1', occurredAt: new Date().toISOString(), payload: {} };
    await expect(consumer.process({ data: event })).rejects.toThrow('push failed');
    failFollowUp = false;
    expect(await consumer.process({ data: event })).toBe('duplicate');
    expect(followUps).toEqual([event.id, event.id]);
  });
});

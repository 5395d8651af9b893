import type { ChildProcess } from 'node:child_process';
import { QUEUES } from '@civic/contracts';
import { stackEnv, waitFor } from '@civic/testing';
import { completedEventId } from '../src';
import { completedPayload, privatePrefix, QueueFixture } from './helpers';
import { RedisCut } from './redis-cut';
import { assertWorkerBuilt, startWorker } from './worker-process';

jest.setTimeout(60_000);

/** Long enough for several of ioredis's reconnect attempts (and BullMQ's blocking reads) to fail. */
const OUTAGE_MS = 3000;

/**
 * A real ai-worker process whose Redis goes away and comes back (through a relay the test cuts):
 * it must not crash, must say so in its log and readiness, and must pick its work up again by
 * itself once Redis is back. (createRedis and QueueRegistry in libs/service-kit, shared by every
 * process, carry the error handling this exercises.)
 */
describe('ai-worker: a Redis outage at runtime (real process, relay cut)', () => {
  let fx: QueueFixture;
  let relay: RedisCut;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    assertWorkerBuilt();
    fx = new QueueFixture(privatePrefix('outage'));
    relay = await RedisCut.start(stackEnv('REDIS_URL'));
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await relay?.close();
    await fx?.close();
  });

  it('keeps running, reports not ready while Redis is away, then serves the requests queued meanwhile', async () => {
    const worker = await startWorker(fx.prefix, 'ai-worker-outage', { REDIS_URL: relay.urlFor(stackEnv('REDIS_URL')) });
    child = worker.child;
    const ready = async () => (await fetch(`${worker.url}/health/ready`)).status;

    const first = await fx.requestSynthesis(1);
    await fx.waitForInbox(1, 15_000);

    await relay.cut();
    // Requests keep arriving meanwhile (the test's own connection to Redis is direct).
    const during = await Promise.all([2, 3, 4].map((n) => fx.requestSynthesis(n)));
    await waitFor('readiness to report Redis down', async () => (await ready()) === 503, 10_000);
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    expect(worker.child.exitCode).toBeNull();
    await relay.restore();

    const inbox = await fx.waitForInbox(4, 30_000);
    for (const request of [first, ...during]) {
      const job = inbox.get(completedEventId(request.id));
      expect(job).toBeDefined();
      expect(completedPayload(job!)).toMatchObject({ requestEventId: request.id, result: { ok: true } });
    }
    await waitFor('readiness to recover', async () => (await ready()) === 200, 10_000);
    expect(worker.child.exitCode).toBeNull();
    const log = worker.output();
    expect(log).toMatch(/redis connection error; reconnecting/);
    expect(log).toMatch(/redis connection restored/);
    expect(log).not.toMatch(/"level":60|Fatal|Unhandled error event/);
    expect(await fx.queue(QUEUES.aiSynthesis).getJobCounts('failed')).toEqual({ failed: 0 });

    // And it still shuts down cleanly.
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toEqual({ code: 0, signal: null });
  });
});

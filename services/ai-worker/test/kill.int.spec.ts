import type { ChildProcess } from 'node:child_process';
import { QUEUES } from '@civic/contracts';
import { waitFor } from '@civic/testing';
import { completedEventId } from '../src';
import { answerPayload, privatePrefix, QueueFixture } from './helpers';
import { assertWorkerBuilt, startWorker } from './worker-process';

jest.setTimeout(120_000);

const BILLS = 40;
/** Test-only: each job takes long enough that a kill lands while several are in flight. */
const SLOW_WORKER = { AI_LOCAL_DELAY_MS: '300', AI_LOCK_DURATION_MS: '3000', AI_STALLED_INTERVAL_MS: '1000' };

/** The same kill test for each AI queue: synthesis, and the user-bill verdicts authors wait on. */
const KINDS: { name: string; queue: string; job: string; request: (fx: QueueFixture, n: number) => Promise<{ id: string; payload: { billId: string } }>; worker: Record<string, string> }[] = [
  { name: 'bill synthesis', queue: QUEUES.aiSynthesis, job: 'bill\\.synthesis-requested\\.v1', request: (fx: QueueFixture, n: number) => fx.requestSynthesis(n), worker: {} },
  { name: 'user-bill moderation', queue: QUEUES.aiModeration, job: 'user-bill\\.moderation-requested\\.v1', request: (fx: QueueFixture, n: number) => fx.requestModeration(n), worker: { QUEUES: QUEUES.aiModeration } },
];

describe.each(KINDS)('ai-worker: a SIGKILLed worker loses no $name request (kill test, real processes)', (kind) => {
  let fx: QueueFixture;
  const children: ChildProcess[] = [];

  beforeAll(() => {
    assertWorkerBuilt();
    fx = new QueueFixture(privatePrefix('kill'));
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await fx?.close();
  });

  it('worker B finishes what A held when A was killed; every bill gets exactly one result id', async () => {
    const requests = await Promise.all(Array.from({ length: BILLS }, (_, i) => kind.request(fx, 100 + i)));
    const queue = fx.queue(kind.queue);

    const a = await startWorker(fx.prefix, 'ai-worker-A', { ...SLOW_WORKER, ...kind.worker });
    children.push(a.child);
    // Kill A mid-stream: some results published, several jobs in flight (locked by A).
    await waitFor('A to be mid-work', async () => (await fx.billsInbox()).size >= 6 && (await queue.getActiveCount()) >= 2, 30_000);
    a.child.kill('SIGKILL');
    expect(await a.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const orphaned = await queue.getActive();
    expect(orphaned.length).toBeGreaterThan(0);
    const doneByA = (await fx.billsInbox()).size;
    expect(doneByA).toBeLessThan(BILLS);

    const b = await startWorker(fx.prefix, 'ai-worker-B', { ...SLOW_WORKER, ...kind.worker });
    children.push(b.child);
    const inbox = await fx.waitForInbox(BILLS, 60_000);
    await waitFor('every request job to complete', async () => (await queue.getCompletedCount()) === BILLS, 10_000);

    // Exactly one result per request, under the request's deterministic id, each one readable.
    expect(inbox.size).toBe(BILLS);
    for (const request of requests) {
      const job = inbox.get(completedEventId(request.id));
      expect(job).toBeDefined();
      const payload = answerPayload(job!);
      expect(payload).toMatchObject({ billId: request.payload.billId, requestEventId: request.id, result: { ok: true } });
    }
    expect(new Set([...inbox.values()].map((j) => j.data.payload.billId)).size).toBe(BILLS);
    expect(await queue.getJobCounts('waiting', 'active', 'delayed', 'failed')).toMatchObject({ waiting: 0, active: 0, delayed: 0, failed: 0 });

    // The jobs A held were recovered through BullMQ's stalled-job check, by B.
    for (const job of orphaned) {
      const after = await queue.getJob(job.id!);
      expect(await after!.getState()).toBe('completed');
      expect(after!.stalledCounter).toBeGreaterThanOrEqual(1);
    }
    expect(b.output()).toMatch(/job stalled/);
    const metrics = await (await fetch(`${b.url}/metrics`)).text();
    expect(metrics).toMatch(new RegExp(`civic_ai_jobs_total\\{queue="${kind.queue.replace('.', '\\.')}",job="${kind.job}",outcome="completed"\\} \\d+`));

    // Graceful shutdown: SIGTERM while jobs are in flight lets them finish, and nothing stalls.
    await Promise.all([1, 2, 3, 4, 5, 6].map((i) => kind.request(fx, 200 + i)));
    await waitFor('B to take the new jobs', async () => (await queue.getActiveCount()) >= 2, 10_000);
    const inFlight = await queue.getActive();
    b.child.kill('SIGTERM');
    expect(await b.exited).toEqual({ code: 0, signal: null });
    for (const job of inFlight) expect(await (await queue.getJob(job.id!))!.getState()).toBe('completed');
    expect(await queue.getActiveCount()).toBe(0);
    const final = await fx.billsInbox();
    for (const job of inFlight) expect(final.has(completedEventId(job.id!))).toBe(true);
    expect(final.size).toBeGreaterThanOrEqual(BILLS + inFlight.length);
  });
});

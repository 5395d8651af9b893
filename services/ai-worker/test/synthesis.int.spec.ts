import { LocalProvider } from '@civic/ai';
import { EVENTS, QUEUES } from '@civic/contracts';
import { createRootLogger } from '@civic/service-kit';
import { stackEnv, waitFor } from '@civic/testing';
import { completedEventId, failedEventId, startAiWorker, toWorkerConfig, aiWorkerEnv, type RunningAiWorker } from '../src';
import { completedPayload, privatePrefix, QueueFixture } from './helpers';

jest.setTimeout(30_000);

describe('ai-worker: bill synthesis against real Redis (local provider, in-process)', () => {
  let fx: QueueFixture;
  let worker: RunningAiWorker;

  beforeAll(async () => {
    createRootLogger('ai-worker-test', process.env.TEST_LOG_LEVEL ?? 'silent');
    fx = new QueueFixture(privatePrefix('synth'));
    const config = toWorkerConfig(
      aiWorkerEnv.parse({ REDIS_URL: stackEnv('REDIS_URL'), REDIS_PREFIX: fx.prefix, QUEUES: 'ai.synthesis,ai.moderation', CONCURRENCY: '3' }),
    );
    worker = await startAiWorker({ config, provider: new LocalProvider() });
  });

  afterAll(async () => {
    await worker?.stop();
    await fx?.close();
  });

  it('serves only queues that have processors, and says it is ready', async () => {
    expect(worker.queues).toEqual([QUEUES.aiSynthesis, QUEUES.aiModeration]);
    const res = await fetch(`${worker.url}/health/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', checks: { redis: 'up', workers: 'up' } });
    expect((await fetch(`${worker.url}/health/live`)).status).toBe(200);
  });

  it('answers every request with one completed event on inbox.bills under a deterministic id', async () => {
    const requests = await Promise.all([1, 2, 3, 4, 5].map((n) => fx.requestSynthesis(n)));
    const inbox = await fx.waitForInbox(requests.length, 15_000);

    for (const request of requests) {
      const job = inbox.get(completedEventId(request.id));
      expect(job).toBeDefined();
      const payload = completedPayload(job!);
      expect(payload).toMatchObject({ billId: request.payload.billId, contentVersion: request.payload.contentVersion, requestEventId: request.id });
      if (!payload.result.ok) throw new Error(`expected a synthesis, got ${payload.result.error}`);
      expect(payload.result.provenance.provider).toBe('local');
      expect(payload.result.output.billAiSynthesisShort.length).toBeGreaterThan(0);
      // The request id travels with the result, so the owner's logs tie back to the request.
      expect(job!.data.requestId).toBe(request.requestId);
    }
    // BullMQ marks a job completed just after its processor returns (after the publish), so wait.
    const queue = fx.queue(QUEUES.aiSynthesis);
    await waitFor('five completed synthesis jobs', async () => (await queue.getJobCounts('completed')).completed === 5, 10_000);
    expect(await queue.getJobCounts('completed', 'failed')).toEqual({ completed: 5, failed: 0 });
  });

  it('a re-run of the same request (as after a crash) publishes the same event id, so the owner gets it once', async () => {
    const request = await fx.requestSynthesis(10);
    await fx.waitForInbox(6, 10_000);
    // The same event delivered again under another job id is what a crashed-then-retried job looks like.
    await fx.queue(QUEUES.aiSynthesis).add(request.name, request, { jobId: `${request.id}.redelivery` });
    await waitFor('the re-run to finish', async () => (await fx.queue(QUEUES.aiSynthesis).getCompletedCount()) === 7, 10_000);
    const inbox = await fx.billsInbox();
    expect([...inbox.keys()].filter((id) => id.startsWith(request.id))).toEqual([completedEventId(request.id)]);
  });

  it('an invalid payload is answered once with {ok:false} and never retried', async () => {
    const before = (await fx.billsInbox()).size;
    const request = await fx.requestSynthesis(20, { input: { billId: '', title: '' } as never });
    const inbox = await fx.waitForInbox(before + 1, 10_000);

    const job = inbox.get(failedEventId(request.id, '1'));
    expect(job).toBeDefined();
    const payload = completedPayload(job!);
    expect(payload).toMatchObject({ billId: 'hr20-119', contentVersion: 'v20', requestEventId: request.id, result: { ok: false, attempts: 1 } });
    expect(payload.result.ok === false && payload.result.error).toMatch(/invalid bill\.synthesis-requested\.v1 payload: input\.(billId|title)/);

    // The result reaches the inbox before the job's record is final: read it once finished.
    const requestJob = await fx.finishedJob(QUEUES.aiSynthesis, request.id);
    expect(await requestJob.getState()).toBe('failed');
    expect(requestJob.attemptsMade).toBe(1);
    expect(inbox.has(completedEventId(request.id))).toBe(false);
  });

  it('a job that is not an integration event fails without retry and without a result', async () => {
    const queue = fx.queue(QUEUES.aiSynthesis);
    const before = (await fx.billsInbox()).size;
    await queue.add(EVENTS.billSynthesisRequested, { nonsense: true }, { jobId: 'not-an-event' });
    await waitFor('the bad job to fail', async () => (await queue.getJob('not-an-event'))?.finishedOn !== undefined, 10_000);
    const job = await queue.getJob('not-an-event');
    expect(await job!.getState()).toBe('failed');
    expect(job!.attemptsMade).toBe(1);
    expect(job!.failedReason).toMatch(/not an integration event/);
    expect((await fx.billsInbox()).size).toBe(before);
  });

  it('exports job duration, outcomes and queue depth on /metrics', async () => {
    const text = await (await fetch(`${worker.url}/metrics`)).text();
    expect(text).toMatch(/civic_ai_jobs_total\{queue="ai\.synthesis",job="bill\.synthesis-requested\.v1",outcome="completed"\} 7/);
    expect(text).toMatch(/civic_ai_jobs_total\{queue="ai\.synthesis",job="bill\.synthesis-requested\.v1",outcome="failed"\} 2/);
    expect(text).toMatch(/civic_ai_job_duration_seconds_count\{queue="ai\.synthesis",job="bill\.synthesis-requested\.v1",outcome="completed"\} 7/);
    expect(text).toMatch(/civic_ai_queue_jobs\{queue="ai\.synthesis",state="failed"\} 2/);
    expect(text).toMatch(/civic_ai_queue_jobs\{queue="ai\.moderation",state="waiting"\} 0/);
  });
});

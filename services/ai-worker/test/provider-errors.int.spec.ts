import { createAiProvider, LocalProvider } from '@civic/ai';
import { EVENTS, QUEUES, type BillSynthesisOutput } from '@civic/contracts';
import { createRootLogger } from '@civic/service-kit';
import { stackEnv, startFakeOpenAiServer, type FakeOpenAiServer } from '@civic/testing';
import { aiWorkerEnv, completedEventId, failedEventId, runAdmin, startAiWorker, toWorkerConfig, type RunningAiWorker } from '../src';
import { completedPayload, privatePrefix, QueueFixture, sampleBill, synthesisRequest } from './helpers';

jest.setTimeout(45_000);

/**
 * The OpenAI provider against an OpenAI-compatible server on loopback (DESIGN §6): the real SDK,
 * the real HTTP errors, the real BullMQ retries. The SDK's own retries are off so each job
 * attempt is exactly one request.
 */
describe('ai-worker: provider errors (OpenAI provider against the fake OpenAI server)', () => {
  let fake: FakeOpenAiServer;
  let fx: QueueFixture;
  let worker: RunningAiWorker;
  let validOutput: BillSynthesisOutput;

  beforeAll(async () => {
    createRootLogger('ai-worker-test', process.env.TEST_LOG_LEVEL ?? 'silent');
    fake = await startFakeOpenAiServer();
    fx = new QueueFixture(privatePrefix('errors'));
    validOutput = (await new LocalProvider().synthesizeBill(sampleBill(1))).output;
    const env = { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MAX_RETRIES: '0', OPENAI_TIMEOUT_MS: '5000' };
    const config = toWorkerConfig(aiWorkerEnv.parse({ REDIS_URL: stackEnv('REDIS_URL'), REDIS_PREFIX: fx.prefix, QUEUES: 'ai.synthesis', CONCURRENCY: '1' }));
    worker = await startAiWorker({ config, provider: createAiProvider(env) });
  });

  beforeEach(() => fake.reset());

  afterAll(async () => {
    await worker?.stop();
    await fx?.close();
    await fake?.close();
  });

  it('retries 500s with backoff and publishes the result of the attempt that succeeds', async () => {
    fake.enqueue({ kind: 'error', status: 500 }, { kind: 'error', status: 503 }, { kind: 'completion', content: validOutput, model: 'gpt-4o-mini-2024-07-18' });
    const request = await fx.requestSynthesis(1);
    const inbox = await fx.waitForInbox(1, 20_000);

    const payload = completedPayload(inbox.get(completedEventId(request.id))!);
    expect(payload.result).toEqual({ ok: true, output: validOutput, provenance: expect.objectContaining({ provider: 'openai', model: 'gpt-4o-mini-2024-07-18' }) });
    expect(fake.completionRequests).toHaveLength(3);
    // Exponential backoff (1 s, then 2 s) between the attempts.
    const [a, b, c] = fake.completionRequests.map((r) => r.receivedAt);
    expect(b! - a!).toBeGreaterThanOrEqual(900);
    expect(c! - b!).toBeGreaterThanOrEqual(1800);
    const job = await fx.finishedJob(QUEUES.aiSynthesis, request.id);
    expect(job.attemptsMade).toBe(3); // BullMQ 5 counts the successful attempt too
    expect(await job.getState()).toBe('completed');
  });

  it('does not retry malformed JSON: one request, one {ok:false} result', async () => {
    fake.setFallback({ kind: 'completion', content: '{"billAiSynthesisShort": "cut off' });
    const request = await fx.requestSynthesis(2);
    const inbox = await fx.waitForInbox(2, 10_000);

    const payload = completedPayload(inbox.get(failedEventId(request.id, '1'))!);
    expect(payload.result).toEqual({ ok: false, error: expect.stringMatching(/not valid JSON/), attempts: 1 });
    // Recorded as failed after its first attempt: no retry is scheduled.
    const job = await fx.finishedJob(QUEUES.aiSynthesis, request.id);
    expect(await job.getState()).toBe('failed');
    expect(job.attemptsMade).toBe(1);
    expect(fake.completionRequests).toHaveLength(1);
  });

  it('does not retry output that fails the schema', async () => {
    fake.setFallback({ kind: 'completion', content: { ...validOutput, billImportanceScore: 42 } });
    const request = await fx.requestSynthesis(3);
    const inbox = await fx.waitForInbox(3, 10_000);
    const payload = completedPayload(inbox.get(failedEventId(request.id, '1'))!);
    expect(payload.result).toMatchObject({ ok: false, attempts: 1 });
    const job = await fx.finishedJob(QUEUES.aiSynthesis, request.id);
    expect(await job.getState()).toBe('failed');
    expect(job.attemptsMade).toBe(1);
    expect(fake.completionRequests).toHaveLength(1);
  });

  it('when attempts run out it reports {ok:false}; ai:retry runs the job again and the success reaches the owner', async () => {
    fake.setFallback({ kind: 'error', status: 500, message: 'upstream overloaded' });
    // The request with a short retry budget (the default is 8 attempts over about 2 minutes).
    const request = synthesisRequest(4);
    const queue = fx.queue(QUEUES.aiSynthesis);
    await queue.add(EVENTS.billSynthesisRequested, request, { jobId: request.id, attempts: 2, backoff: { type: 'fixed', delay: 100 } });

    let inbox = await fx.waitForInbox(4, 10_000);
    const failure = completedPayload(inbox.get(failedEventId(request.id, '2'))!);
    expect(failure.result).toEqual({ ok: false, error: expect.stringMatching(/AI provider returned 500/), attempts: 2 });
    expect(fake.completionRequests).toHaveLength(2);
    expect(await (await fx.finishedJob(QUEUES.aiSynthesis, request.id)).getState()).toBe('failed');

    // The operator's retry path: the provider is healthy again.
    fake.setFallback({ kind: 'completion', content: validOutput });
    const counts = await runAdmin(['queues', '--queue', 'ai.synthesis'], { REDIS_URL: stackEnv('REDIS_URL'), REDIS_PREFIX: fx.prefix });
    expect(counts).toMatch(/ai\.synthesis\s+0\s+0\s+0\s+3\s+1/); // waiting active delayed failed completed
    const out = await runAdmin(['retry', '--queue', 'ai.synthesis'], { REDIS_URL: stackEnv('REDIS_URL'), REDIS_PREFIX: fx.prefix });
    expect(out).toBe('ai.synthesis: 3 failed job(s) moved back to waiting');

    inbox = await fx.waitForInbox(7, 10_000);
    const success = completedPayload(inbox.get(completedEventId(request.id))!);
    expect(success).toMatchObject({ billId: 'hr4-119', requestEventId: request.id, result: { ok: true } });
    // The malformed-JSON and bad-schema requests of the earlier tests now succeed too.
    expect(inbox.size).toBe(7);
  });
});

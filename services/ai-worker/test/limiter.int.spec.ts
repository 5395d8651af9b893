import { LocalProvider } from '@civic/ai';
import { QUEUES } from '@civic/contracts';
import { createRootLogger } from '@civic/service-kit';
import { stackEnv, waitFor } from '@civic/testing';
import { aiWorkerEnv, startAiWorker, toWorkerConfig, type RunningAiWorker } from '../src';
import { privatePrefix, QueueFixture } from './helpers';

jest.setTimeout(30_000);

describe('ai-worker: provider rate limit (BullMQ limiter from AI_RATE_LIMIT_*)', () => {
  let fx: QueueFixture;
  let worker: RunningAiWorker;

  beforeAll(async () => {
    createRootLogger('ai-worker-test', process.env.TEST_LOG_LEVEL ?? 'silent');
    fx = new QueueFixture(privatePrefix('limit'));
    const config = toWorkerConfig(
      aiWorkerEnv.parse({
        REDIS_URL: stackEnv('REDIS_URL'),
        REDIS_PREFIX: fx.prefix,
        QUEUES: 'ai.synthesis',
        CONCURRENCY: '4',
        AI_RATE_LIMIT_MAX: '2',
        AI_RATE_LIMIT_DURATION_MS: '1000',
      }),
    );
    worker = await startAiWorker({ config, provider: new LocalProvider() });
  });

  afterAll(async () => {
    await worker?.stop();
    await fx?.close();
  });

  it('starts at most MAX jobs per DURATION however many it could run at once', async () => {
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => fx.requestSynthesis(n)));
    const queue = fx.queue(QUEUES.aiSynthesis);
    await waitFor('six jobs to complete', async () => (await queue.getCompletedCount()) === 6, 15_000);
    const started = (await queue.getCompleted()).map((j) => j.processedOn!).sort((a, b) => a - b);
    // 2 per second: the 3rd and 5th starts wait for the next windows.
    expect(started[5]! - started[0]!).toBeGreaterThanOrEqual(1900);
    for (let i = 0; i + 2 < started.length; i++) expect(started[i + 2]! - started[i]!).toBeGreaterThanOrEqual(900);
    expect((await fx.billsInbox()).size).toBe(6);
  });
});

import { createAiProvider, LocalProvider } from '@civic/ai';
import { QUEUES, type BillSynthesisOutput } from '@civic/contracts';
import { createRootLogger } from '@civic/service-kit';
import { stackEnv, startFakeOpenAiServer, type FakeOpenAiServer, waitFor } from '@civic/testing';
import { aiWorkerEnv, budgetKeys, completedEventId, runAdmin, startAiWorker, toWorkerConfig, TokenBudget, utcDay, type JobSpend, type RunningAiWorker } from '../src';
import { completedPayload, privatePrefix, QueueFixture, sampleBill, synthesisRequest } from './helpers';

jest.setTimeout(60_000);

/**
 * AI_DAILY_TOKEN_BUDGET (ADR 0028) with the OpenAI provider against the fake OpenAI server, whose
 * answers carry a `usage` like the real API's. Two replicas share the day's count in Redis; when
 * it reaches the budget the queue pauses, /metrics and `npm run ai:queues` say so, and the jobs
 * left wait. A higher budget resumes them, and every request is answered exactly once.
 */
describe('ai-worker: the daily token budget (OpenAI provider, fake OpenAI server)', () => {
  let fake: FakeOpenAiServer;
  let fx: QueueFixture;
  let validOutput: BillSynthesisOutput;
  const workers: RunningAiWorker[] = [];
  const providerEnv = () => ({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MAX_RETRIES: '0', OPENAI_TIMEOUT_MS: '5000' });
  const start = async (budget: number) => {
    const config = toWorkerConfig(
      aiWorkerEnv.parse({
        REDIS_URL: stackEnv('REDIS_URL'),
        REDIS_PREFIX: fx.prefix,
        QUEUES: 'ai.synthesis',
        CONCURRENCY: '1',
        AI_DAILY_TOKEN_BUDGET: String(budget),
        AI_PRICE_PROMPT_USD_PER_MTOK: '0.15',
        AI_PRICE_COMPLETION_USD_PER_MTOK: '0.6',
      }),
    );
    const worker = await startAiWorker({ config, provider: createAiProvider(providerEnv()) });
    workers.push(worker);
    return worker;
  };
  const admin = (budget: number) => runAdmin(['queues', '--queue', 'ai.synthesis'], { REDIS_URL: stackEnv('REDIS_URL'), REDIS_PREFIX: fx.prefix, AI_DAILY_TOKEN_BUDGET: String(budget) });
  const metric = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);

  beforeAll(async () => {
    createRootLogger('ai-worker-test', process.env.TEST_LOG_LEVEL ?? 'silent');
    fake = await startFakeOpenAiServer();
    fx = new QueueFixture(privatePrefix('budget'));
    validOutput = (await new LocalProvider().synthesizeBill(sampleBill(12))).output;
    fake.setFallback({ kind: 'completion', content: validOutput, model: 'gpt-4o-mini-2024-07-18' });
  });

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await fx?.close();
    await fake?.close();
  });

  it('runs jobs until the budget is spent, pauses the queue for every replica, says so, and loses no job', async () => {
    // What one job costs: every request below asks about the same bill, so each spends the same.
    const probe = await createAiProvider(providerEnv()).synthesizeBill(sampleBill(12));
    const perJob = probe.usage!.promptTokens + probe.usage!.completionTokens;
    expect(perJob).toBeGreaterThan(0);
    fake.reset();
    fake.setFallback({ kind: 'completion', content: validOutput, model: 'gpt-4o-mini-2024-07-18' });

    const budget = Math.floor(2.5 * perJob);
    const requests = [];
    for (let i = 0; i < 8; i++) requests.push(synthesisRequest(12));
    // Two replicas, one job at a time each.
    const [a] = [await start(budget), await start(budget)];
    for (const r of requests) await fx.events.publish(r);

    const queue = fx.queue(QUEUES.aiSynthesis);
    await waitFor('the budget to pause the queue', () => queue.isPaused(), 30_000);
    // Jobs in flight when the budget ran out finish (their tokens are spent either way), then nothing more starts.
    await waitFor('the active jobs to finish', async () => (await queue.getActiveCount()) === 0, 10_000);
    const answered = fake.completionRequests.length;
    // A job starts only while the day's count is under the budget; the other replica may have had one in flight.
    expect(answered).toBeGreaterThanOrEqual(3);
    expect(answered).toBeLessThanOrEqual(4);
    const status = await a!.budget.status();
    expect(status).toMatchObject({ used: answered * perJob, budget, paused: true });
    expect(await queue.getJobCounts('waiting', 'paused', 'failed', 'completed')).toMatchObject({ failed: 0, completed: answered });
    const counts = await queue.getJobCounts('waiting', 'paused');
    expect((counts.waiting ?? 0) + (counts.paused ?? 0)).toBe(8 - answered);
    // No further request reaches the model while paused.
    await new Promise((r) => setTimeout(r, 1500));
    expect(fake.completionRequests).toHaveLength(answered);

    // Tokens and cost per job: the completed job records what it spent.
    const done = (await queue.getJobs(['completed']))[0]!;
    const spend = done.returnvalue as JobSpend;
    expect(spend).toEqual({ promptTokens: probe.usage!.promptTokens, completionTokens: probe.usage!.completionTokens, costUsd: expect.any(Number), model: 'gpt-4o-mini-2024-07-18' });
    expect(spend.costUsd).toBeCloseTo((spend.promptTokens * 0.15 + spend.completionTokens * 0.6) / 1e6, 12);

    // /metrics says so.
    const text = await (await fetch(`${a!.url}/metrics`)).text();
    expect(metric(text, 'civic_ai_budget_paused')).toBe(1);
    expect(metric(text, 'civic_ai_budget_daily_tokens')).toBe(budget);
    expect(metric(text, 'civic_ai_budget_used_tokens')).toBe(answered * perJob);
    // One pause, counted once across the two replicas (the metrics registry is this process's: both replicas' counters).
    expect(metric(text, 'civic_ai_budget_pauses_total')).toBe(1);
    expect(text).toMatch(/civic_ai_tokens_total\{queue="ai\.synthesis",job="bill\.synthesis-requested\.v1",provider="openai",model="gpt-4o-mini-2024-07-18",kind="completion"\} \d+/);
    expect(text).toMatch(/civic_ai_cost_usd_total\{queue="ai\.synthesis",job="bill\.synthesis-requested\.v1",provider="openai",model="gpt-4o-mini-2024-07-18"\} 0\.\d+/);

    // So does `npm run ai:queues`.
    const out = await admin(budget);
    expect(out).toMatch(/paused/);
    expect(out).toMatch(/ai\.synthesis(\s+\d+){5}\s+yes/);
    expect(out).toContain(`Token budget: ${(answered * perJob).toLocaleString('en-US')} tokens used today`);
    expect(out).toMatch(/SPENT, AI queues paused by the budget until \d{4}-\d\d-\d\dT00:00:00\.000Z \(UTC midnight\) or a higher AI_DAILY_TOKEN_BUDGET/);

    // The operator raises the budget (a redeploy with the new value): the queue resumes and every request is answered once.
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await start(100 * perJob);
    const inbox = await fx.waitForInbox(8, 30_000);
    for (const r of requests) expect(completedPayload(inbox.get(completedEventId(r.id))!).result.ok).toBe(true);
    expect(fake.completionRequests).toHaveLength(8);
    expect(await queue.isPaused()).toBe(false);
    expect(await admin(100 * perJob)).toMatch(/Token budget: [\d,]+ tokens used today \(UTC \d{4}-\d\d-\d\d\) of [\d,]+ \(AI_DAILY_TOKEN_BUDGET\); queues running/);
  });
});

describe('ai-worker: a budget already spent when the worker starts', () => {
  it('takes no job: the request stays waiting, untried, and no model is asked', async () => {
    createRootLogger('ai-worker-test', process.env.TEST_LOG_LEVEL ?? 'silent');
    const fake = await startFakeOpenAiServer();
    const fx = new QueueFixture(privatePrefix('budget-spent'));
    try {
      // Another replica spent today's budget.
      await fx.redis.set(budgetKeys(fx.prefix).tokens(utcDay(new Date())), '500');
      const request = await fx.requestSynthesis(3);
      const config = toWorkerConfig(aiWorkerEnv.parse({ REDIS_URL: stackEnv('REDIS_URL'), REDIS_PREFIX: fx.prefix, QUEUES: 'ai.synthesis', AI_DAILY_TOKEN_BUDGET: '100' }));
      const env = { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL, OPENAI_MAX_RETRIES: '0' };
      const worker = await startAiWorker({ config, provider: createAiProvider(env) });
      try {
        const queue = fx.queue(QUEUES.aiSynthesis);
        await waitFor('the budget to pause the queue', () => queue.isPaused(), 10_000);
        await new Promise((r) => setTimeout(r, 1000));
        const job = (await queue.getJob(request.id))!;
        expect(['waiting', 'paused']).toContain(await job.getState());
        expect(job.attemptsMade).toBe(0);
        expect(fake.completionRequests).toHaveLength(0);
      } finally {
        await worker.stop();
      }
    } finally {
      await fx.close();
      await fake.close();
    }
  });
});

describe('TokenBudget: the day is a UTC day', () => {
  let fx: QueueFixture;
  beforeAll(() => {
    createRootLogger('ai-worker-test', process.env.TEST_LOG_LEVEL ?? 'silent');
    fx = new QueueFixture(privatePrefix('budget-day'));
  });
  afterAll(() => fx.close());

  it('pauses when the day is spent and resumes at UTC midnight; a queue an operator paused stays paused', async () => {
    let now = new Date('2026-03-01T23:59:30Z');
    const queue = fx.queue(QUEUES.aiSynthesis);
    const budget = new TokenBudget(fx.redis, fx.prefix, 1000, () => [queue], () => now);
    await budget.spend(600);
    expect(await queue.isPaused()).toBe(false);
    await budget.spend(400);
    expect(await queue.isPaused()).toBe(true);
    expect(await budget.status()).toEqual({ day: '2026-03-01', used: 1000, budget: 1000, paused: true, resetsAt: '2026-03-02T00:00:00.000Z' });
    await budget.check();
    expect(await queue.isPaused()).toBe(true);

    now = new Date('2026-03-02T00:00:05Z');
    await budget.check();
    expect(await queue.isPaused()).toBe(false);
    expect(await budget.status()).toMatchObject({ day: '2026-03-02', used: 0, paused: false });

    // Paused by hand (no budget marker): the budget never resumes it.
    await queue.pause();
    await budget.check();
    expect(await queue.isPaused()).toBe(true);
  });
});

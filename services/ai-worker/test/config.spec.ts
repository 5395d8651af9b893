import { aiWorkerConfig } from '../src/config';

const base = { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'unit' };

describe('ai-worker configuration', () => {
  it('defaults to both AI queues, concurrency 2, no limiter, 30 s stalled checks and a random loopback port', () => {
    const c = aiWorkerConfig(base);
    expect(c).toMatchObject({
      queues: ['ai.synthesis', 'ai.moderation'],
      concurrency: 2,
      limiter: undefined,
      stalledIntervalMs: 30_000,
      lockDurationMs: 30_000,
      maxStalledCount: 1,
      httpHost: '127.0.0.1',
      httpPort: 0,
      localDelayMs: 0,
    });
  });

  it('takes any subset of queues, trimmed and deduplicated', () => {
    expect(aiWorkerConfig({ ...base, QUEUES: ' ai.moderation , ai.moderation' }).queues).toEqual(['ai.moderation']);
  });

  it('turns the rate limit on when a maximum is set', () => {
    expect(aiWorkerConfig({ ...base, AI_RATE_LIMIT_MAX: '50', AI_RATE_LIMIT_DURATION_MS: '1000' }).limiter).toEqual({ max: 50, duration: 1000 });
  });

  it('fails fast naming every bad variable', () => {
    expect(() => aiWorkerConfig({ ...base, QUEUES: 'ai.synthesis,ai.translate', CONCURRENCY: '0', AI_STALLED_INTERVAL_MS: 'soon' })).toThrow(
      /QUEUES\.1: unknown queue "ai\.translate"[\s\S]*CONCURRENCY[\s\S]*AI_STALLED_INTERVAL_MS/,
    );
    expect(() => aiWorkerConfig({ ...base, QUEUES: ' , ' })).toThrow(/QUEUES: name at least one of ai\.synthesis, ai\.moderation/);
  });

  it('refuses the test-only artificial delay in production', () => {
    expect(() => aiWorkerConfig({ ...base, NODE_ENV: 'production', AI_LOCAL_DELAY_MS: '100' })).toThrow(/AI_LOCAL_DELAY_MS: is for tests and benchmarks only/);
    expect(aiWorkerConfig({ ...base, NODE_ENV: 'test', AI_LOCAL_DELAY_MS: '100' }).localDelayMs).toBe(100);
  });
});

// (#12) Scaling the moderation workers as an operator would: ai-worker processes running only
// ai.moderation (QUEUES=ai.moderation, CONCURRENCY=C) against a loopback OpenAI-compatible server
// that answers every model call after 1 s. Verdicts/s of one and of two processes beside the
// ideal (processes × C per second); then two processes under a provider rate limit
// (AI_RATE_LIMIT_MAX per AI_RATE_LIMIT_DURATION_MS), which BullMQ's limiter must hold across both:
// the rate of provider calls over the run must not exceed it. The limiter counts in fixed windows,
// so a sliding second that straddles two windows may see up to twice the limit; that is reported.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { clearRedisPrefix, ROOT } from '../../infra/scripts/stack.mjs';
import { withDefaults } from '../../infra/scripts/env.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const CONCURRENCY = Number(process.env.BENCH_MODERATION_CONCURRENCY ?? 8);
const ANSWER_MS = 1000;
const RATE_LIMIT = { max: 5, durationMs: 1000 };
const SCALING_TARGET = 0.9;

const assessment = {
  constitutionalityScore: 9,
  decencyScore: 9,
  overallScore: 9,
  hardViolation: false,
  constitutionalityAssessment: 'Relies on the commerce power.',
  decencyAssessment: 'Civil language.',
  rejectionReasons: [],
  recommendations: ['Add a reporting duty.'],
};

async function run({ processes, jobs, env, fake, limit, log }) {
  const { QueueRegistry, createRedis } = require('@civic/service-kit');
  const { EVENTS, QUEUES } = require('@civic/contracts');
  const prefix = `civic-bench-modscale-${randomUUID().slice(0, 8)}`;
  const redis = createRedis(env.REDIS_URL);
  const events = new QueueRegistry(redis, prefix);
  const children = [];
  try {
    for (let i = 0; i < jobs; i++) {
      await events.publish({
        id: randomUUID(),
        name: EVENTS.userBillModerationRequested,
        occurredAt: new Date().toISOString(),
        payload: { billId: randomUUID(), authorId: randomUUID(), contentVersion: 1, input: { title: `Bench Act ${i}`, description: 'Funds rural broadband grants under the commerce power.' } },
      });
    }
    fake.reset();
    fake.setFallback(async () => {
      await new Promise((r) => setTimeout(r, ANSWER_MS));
      return { kind: 'completion', content: assessment };
    });
    for (let p = 0; p < processes; p++) {
      const child = spawn(process.execPath, [join(ROOT, 'services/ai-worker/dist/main.js')], {
        cwd: ROOT,
        env: {
          ...env,
          REDIS_PREFIX: prefix,
          QUEUES: QUEUES.aiModeration,
          CONCURRENCY: String(CONCURRENCY),
          AI_PROVIDER: 'openai',
          OPENAI_API_KEY: 'bench-key',
          OPENAI_BASE_URL: fake.baseURL,
          OPENAI_MAX_RETRIES: '0',
          LOG_LEVEL: 'warn',
          AI_WORKER_HTTP_PORT: '0',
          ...(limit ? { AI_RATE_LIMIT_MAX: String(limit.max), AI_RATE_LIMIT_DURATION_MS: String(limit.durationMs) } : {}),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      children.push({ child, stderr: () => stderr });
    }
    const queue = events.get(QUEUES.aiModeration);
    const deadline = Date.now() + 5 * 60_000;
    while ((await queue.getCompletedCount()) + (await queue.getFailedCount()) < jobs) {
      const dead = children.find((c) => c.child.exitCode !== null);
      if (dead) throw new Error(`ai-worker exited (${dead.child.exitCode}): ${dead.stderr().slice(-500)}`);
      if (Date.now() > deadline) throw new Error('the moderation run did not finish within 5 minutes');
      await new Promise((r) => setTimeout(r, 200));
    }
    const done = await queue.getJobs(['completed', 'failed'], 0, -1);
    const failed = done.filter((j) => j.failedReason).length;
    if (failed) log(`  ${failed} moderation jobs failed`);
    // From the first job taken to the last finished: process start-up is not counted.
    const first = Math.min(...done.map((j) => j.processedOn));
    const last = Math.max(...done.map((j) => j.finishedOn));
    // The busiest one-second window of model calls the provider saw.
    const times = fake.completionRequests.map((r) => r.receivedAt).sort((a, b) => a - b);
    let busiest = 0;
    for (let i = 0, j = 0; i < times.length; i++) {
      while (times[i] - times[j] >= 1000) j++;
      busiest = Math.max(busiest, i - j + 1);
    }
    return { rate: (jobs - failed) / ((last - first) / 1000), failed, busiest };
  } finally {
    await Promise.all(children.map(({ child }) => (child.exitCode === null ? (child.kill('SIGTERM'), new Promise((r) => child.once('exit', r))) : undefined)));
    await events.close();
    redis.disconnect();
    await clearRedisPrefix(env.REDIS_URL, prefix);
  }
}

export default {
  id: 'moderation-scaling',
  title: `Moderation workers scaling (QUEUES=ai.moderation, CONCURRENCY=${CONCURRENCY}, provider answers after ${ANSWER_MS} ms)`,

  async run(ctx) {
    const { startFakeOpenAiServer } = require('@civic/testing');
    const fake = await startFakeOpenAiServer();
    const env = withDefaults({ ...process.env });
    try {
      // About 8 s of ideal work per run: enough rounds that start and end effects stay small.
      const one = await run({ processes: 1, jobs: CONCURRENCY * 8, env, fake, log: ctx.log });
      ctx.log(`  one process: ${one.rate.toFixed(2)} verdicts/s`);
      const two = await run({ processes: 2, jobs: 2 * CONCURRENCY * 8, env, fake, log: ctx.log });
      ctx.log(`  two processes: ${two.rate.toFixed(2)} verdicts/s`);
      const limited = await run({ processes: 2, jobs: RATE_LIMIT.max * 6, env, fake, limit: RATE_LIMIT, log: ctx.log });
      ctx.log(`  two processes, limit ${RATE_LIMIT.max}/${RATE_LIMIT.durationMs} ms: ${limited.rate.toFixed(2)} verdicts/s, busiest second ${limited.busiest} calls`);
      const ideal1 = CONCURRENCY * (1000 / ANSWER_MS);
      const ideal2 = 2 * ideal1;
      return {
        rows: [
          { metric: `one ai-worker process${one.failed ? ` (${one.failed} failed)` : ''}`, value: one.rate, unit: 'verdicts/s', baseline: ideal1, baselineLabel: 'ideal (1 × C/s)', ratio: one.rate / ideal1, target: `≥ ${SCALING_TARGET * 100}%`, pass: !one.failed && one.rate / ideal1 >= SCALING_TARGET },
          { metric: `two ai-worker processes${two.failed ? ` (${two.failed} failed)` : ''}`, value: two.rate, unit: 'verdicts/s', baseline: ideal2, baselineLabel: 'ideal (2 × C/s)', ratio: two.rate / ideal2, target: `≥ ${SCALING_TARGET * 100}%`, pass: !two.failed && two.rate / ideal2 >= SCALING_TARGET },
          { metric: `two processes under AI_RATE_LIMIT_MAX=${RATE_LIMIT.max} per ${RATE_LIMIT.durationMs} ms: verdicts/s over the run`, value: limited.rate, unit: 'verdicts/s', baseline: RATE_LIMIT.max, baselineLabel: 'the limit', ratio: limited.rate / RATE_LIMIT.max, target: `≤ ${RATE_LIMIT.max}/s`, pass: !limited.failed && limited.rate <= RATE_LIMIT.max * 1.02 },
          { metric: 'same: busiest sliding second of provider calls (fixed windows allow up to 2× at a boundary)', value: limited.busiest, unit: 'calls', target: `≤ ${2 * RATE_LIMIT.max}`, pass: limited.busiest <= 2 * RATE_LIMIT.max },
        ],
        data: { concurrency: CONCURRENCY, answerMs: ANSWER_MS, one, two, limited, rateLimit: RATE_LIMIT },
      };
    } finally {
      await fake.close();
    }
  },
};

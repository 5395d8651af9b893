// (i) AI synthesis throughput with the offline local provider. Baseline: the provider alone,
// in-process, one bill at a time. Measured: one ai-worker process (as deployed, default
// CONCURRENCY) taking the same requests from Redis and publishing the results.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { clearRedisPrefix, ROOT } from '../../infra/scripts/stack.mjs';
import { withDefaults } from '../../infra/scripts/env.mjs';
import { generateBill, synthesisInput } from '../lib/generate.mjs';
import { median } from '../lib/stats.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const BILLS = Number(process.env.BENCH_SYNTHESIS_BILLS ?? 500);
const RUNS = 3;

async function providerRun(provider, inputs) {
  const started = process.hrtime.bigint();
  for (const input of inputs) await provider.synthesizeBill(input);
  return inputs.length / (Number(process.hrtime.bigint() - started) / 1e9);
}

async function workerRun(inputs, env, log) {
  const { QueueRegistry, createRedis } = require('@civic/service-kit');
  const { EVENTS, QUEUES } = require('@civic/contracts');
  const prefix = `civic-bench-synth-${randomUUID().slice(0, 8)}`;
  const redis = createRedis(env.REDIS_URL);
  const events = new QueueRegistry(redis, prefix);
  let child;
  try {
    for (let i = 0; i < inputs.length; i += 100) {
      await Promise.all(
        inputs.slice(i, i + 100).map((input, k) =>
          events.publish({
            id: randomUUID(),
            name: EVENTS.billSynthesisRequested,
            occurredAt: new Date().toISOString(),
            payload: { billId: input.billId, contentVersion: `bench-${i + k}`, input },
          }),
        ),
      );
    }
    child = spawn(process.execPath, [join(ROOT, 'services/ai-worker/dist/main.js')], {
      cwd: ROOT,
      env: { ...env, REDIS_PREFIX: prefix, QUEUES: QUEUES.aiSynthesis, AI_PROVIDER: 'local', LOG_LEVEL: 'warn', AI_WORKER_HTTP_PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const queue = events.get(QUEUES.aiSynthesis);
    const deadline = Date.now() + 5 * 60_000;
    while ((await queue.getCompletedCount()) + (await queue.getFailedCount()) < inputs.length) {
      if (child.exitCode !== null) throw new Error(`ai-worker exited (${child.exitCode}): ${stderr.slice(-500)}`);
      if (Date.now() > deadline) throw new Error('ai-worker did not finish the synthesis run within 5 minutes');
      await new Promise((r) => setTimeout(r, 200));
    }
    const jobs = await queue.getJobs(['completed', 'failed'], 0, -1);
    const failed = jobs.filter((j) => j.failedReason).length;
    if (failed) log(`  ${failed} synthesis jobs failed`);
    // From the first job taken to the last finished: process start-up is not counted.
    const first = Math.min(...jobs.map((j) => j.processedOn));
    const last = Math.max(...jobs.map((j) => j.finishedOn));
    return inputs.length / ((last - first) / 1000);
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await events.close();
    redis.disconnect();
    await clearRedisPrefix(env.REDIS_URL, prefix);
  }
}

export default {
  id: 'synthesis',
  title: `AI synthesis, local provider (${BILLS} generated bills, median of ${RUNS})`,

  async run(ctx) {
    const { LocalProvider } = require('@civic/ai');
    const provider = new LocalProvider();
    const inputs = Array.from({ length: BILLS }, (_, i) => synthesisInput(generateBill(i, 7)));
    const env = withDefaults({ ...process.env });

    // Warm-up: JIT and lexicon caches.
    for (const input of inputs.slice(0, 50)) await provider.synthesizeBill(input);
    const inProcess = [];
    for (let r = 0; r < RUNS; r++) inProcess.push(await providerRun(provider, inputs));
    ctx.log(`  provider in-process: ${inProcess.map((v) => v.toFixed(0)).join(', ')} bills/s`);
    const viaWorker = [];
    for (let r = 0; r < RUNS; r++) viaWorker.push(await workerRun(inputs, env, ctx.log));
    ctx.log(`  one ai-worker process: ${viaWorker.map((v) => v.toFixed(0)).join(', ')} bills/s`);

    const baseline = median(inProcess);
    const value = median(viaWorker);
    return {
      rows: [
        { metric: 'synthesis throughput, one ai-worker (Redis in, Redis out)', value, unit: 'bills/s', baseline, baselineLabel: 'provider in-process', ratio: value / baseline },
      ],
      data: { bills: BILLS, runs: { inProcess, viaWorker } },
    };
  },
};

// (#13, #26 item 3) Post moderation latency: POST /api/discussions → the verdict on the author's
// socket, local provider, at RATE posts per second (lib/verdict-latency.mjs), on a quiet stack and
// again while reads of the bill page load the gateway at full throughput (the machine busy with
// the bench's own load). Posts go to a bill the discussions service knows as active: the bench
// stack loads no sample, so unless another scenario loaded bills, prepare imports one generated
// bill and the stack's ai-worker synthesizes it.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../infra/scripts/stack.mjs';
import { importGeneratedBills } from '../lib/generate.mjs';
import { measureMax } from '../lib/load.mjs';
import { registerUser } from '../lib/session.mjs';
import { latencyRows, measureVerdictLatency } from '../lib/verdict-latency.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const RATE = Number(process.env.BENCH_POST_RATE ?? 50);
const P99_TARGET_MS = 250;

/** A bill the discussions service accepts (its bill.synthesized.v1 has arrived), within 2 minutes. */
async function discussableBill(url, user) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const bills = await (await fetch(`${url}/api/bills?limit=1`, { headers: { cookie: user.cookie } })).json();
    if (Array.isArray(bills) && bills[0]) {
      const probe = await fetch(`${url}/api/discussions?billId=${encodeURIComponent(bills[0].billId)}&billType=congressional`, { headers: { cookie: user.cookie } });
      if (probe.status === 200) return bills[0].billId;
    }
    if (Date.now() > deadline) throw new Error('no active bill to discuss after 2 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
}

export default {
  id: 'post-moderation-latency',
  title: `Discussion moderation: post → verdict on the author's socket (local provider, ${RATE}/s)`,
  needsStack: true,
  stackEnv: { RATE_LIMIT_POST_WRITES_PER_USER_PER_MINUTE: '100000000', RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: '100000' },

  async prepare(ctx) {
    const stack = await ctx.stack();
    const probe = await fetch(`${stack.url}/api/bills/119-hr-1`, { headers: { cookie: (await registerUser(stack.url, 'post-probe')).cookie } });
    if (probe.status === 404) ctx.log(`  ${importGeneratedBills({ env: stack.env, count: 1, seed: 11, runId: ctx.runId, root: ROOT })}`);
  },

  async run(ctx) {
    const { SOCKET_EVENTS } = require('@civic/contracts');
    const stack = await ctx.stack();
    let billId;
    let reader;
    const refusals = {};
    let lastRefusal;
    const measure = (tag) => measureVerdictLatency({
      stack,
      opts: ctx.opts,
      rate: RATE,
      users: 10,
      tag,
      event: SOCKET_EVENTS.discussionModerated,
      idOf: (push) => push.discussion.id,
      prepareUser: async (user) => {
        billId ??= await discussableBill(stack.url, user);
        reader ??= user;
      },
      send: async (i, user) => {
        const res = await fetch(`${stack.url}/api/discussions`, {
          method: 'POST',
          headers: { cookie: user.cookie, origin: user.origin, 'content-type': 'application/json' },
          body: JSON.stringify({ billType: 'congressional', billId, title: `Fund rural water systems ${i}`, content: 'Small towns cannot replace lead pipes alone; matching grants make it possible.' }),
        });
        if (res.status === 201) return (await res.json()).id;
        refusals[res.status] = (refusals[res.status] ?? 0) + 1;
        lastRefusal = await res.text();
        return null;
      },
    });
    const quiet = await measure('post');
    if (quiet.failures) ctx.log(`  refused: ${JSON.stringify(refusals)}; the last: ${lastRefusal?.slice(0, 200)}`);
    // The same posts while 20 connections read the bill page as fast as the gateway answers, from
    // before the first post until after the last one.
    const { warmup, duration } = ctx.opts;
    const load = measureMax({ url: `${stack.url}/api/bills/${encodeURIComponent(billId)}`, headers: { cookie: reader.cookie }, connections: 20, duration: warmup + duration + 15, warmup: 0 });
    const busy = await measure('post-busy');
    const reads = await load;
    if (busy.failures) ctx.log(`  refused (both runs): ${JSON.stringify(refusals)}; the last: ${lastRefusal?.slice(0, 200)}`);
    const summary = (r) => ({ measured: r.latencies.length, failures: r.failures, missing: r.missing, p50: r.p50, p99: r.p99, max: r.max });
    return {
      rows: [
        ...latencyRows({ what: 'post → verdict on socket', unit: 'posts', rate: RATE, result: quiet, p99TargetMs: P99_TARGET_MS }),
        ...latencyRows({ what: `post → verdict on socket, bill page read at full load (${Math.round(reads.rps)} req/s)`, unit: 'posts', rate: RATE, result: busy, p99TargetMs: P99_TARGET_MS }),
      ],
      data: { rate: RATE, quiet: summary(quiet), busy: { ...summary(busy), reads } },
    };
  },
};

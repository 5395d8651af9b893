// (#13) Post moderation latency: POST /api/discussions → the verdict on the author's socket, local
// provider, at RATE posts per second (lib/verdict-latency.mjs). Posts go to a bill of the built-in
// sample that the discussions service knows as active.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../infra/scripts/stack.mjs';
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

  async run(ctx) {
    const { SOCKET_EVENTS } = require('@civic/contracts');
    const stack = await ctx.stack();
    let billId;
    const result = await measureVerdictLatency({
      stack,
      opts: ctx.opts,
      rate: RATE,
      users: 10,
      tag: 'post',
      event: SOCKET_EVENTS.discussionModerated,
      idOf: (push) => push.discussion.id,
      prepareUser: async (user) => {
        billId ??= await discussableBill(stack.url, user);
      },
      send: async (i, user) => {
        const res = await fetch(`${stack.url}/api/discussions`, {
          method: 'POST',
          headers: { cookie: user.cookie, origin: user.origin, 'content-type': 'application/json' },
          body: JSON.stringify({ billType: 'congressional', billId, title: `Fund rural water systems ${i}`, content: 'Small towns cannot replace lead pipes alone; matching grants make it possible.' }),
        });
        return res.status === 201 ? (await res.json()).id : null;
      },
    });
    return {
      rows: latencyRows({ what: 'post → verdict on socket', unit: 'posts', rate: RATE, result, p99TargetMs: P99_TARGET_MS }),
      data: { rate: RATE, measured: result.latencies.length, failures: result.failures, missing: result.missing, p50: result.p50, p99: result.p99, max: result.max },
    };
  },
};

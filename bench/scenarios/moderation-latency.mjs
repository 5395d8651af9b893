// (#12) User-bill moderation latency: POST /api/user-bills (submitted for review) → the verdict on
// the author's socket, local provider, at RATE submissions per second (lib/verdict-latency.mjs).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../infra/scripts/stack.mjs';
import { latencyRows, measureVerdictLatency } from '../lib/verdict-latency.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const RATE = Number(process.env.BENCH_MODERATION_RATE ?? 50);
const P99_TARGET_MS = 250;

const bill = (i) => ({
  title: `Bench Broadband Act ${i}`,
  description: 'Funds grants to states for rural broadband under the commerce power (Article I, Section 8), with yearly reports to Congress on coverage and cost.',
  policyArea: 'Science, Technology, Communications',
  isPublic: true,
  moderationStatus: 'pending',
});

export default {
  id: 'moderation-latency',
  title: `User-bill moderation: submit → verdict on the author's socket (local provider, ${RATE}/s)`,
  needsStack: true,
  stackEnv: { RATE_LIMIT_USER_BILL_WRITES_PER_USER_PER_MINUTE: '100000000', RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: '100000' },

  async run(ctx) {
    const { SOCKET_EVENTS } = require('@civic/contracts');
    const stack = await ctx.stack();
    const result = await measureVerdictLatency({
      stack,
      opts: ctx.opts,
      rate: RATE,
      users: 10,
      tag: 'moderation',
      event: SOCKET_EVENTS.userBillModerated,
      idOf: (push) => push.bill.id,
      send: async (i, user) => {
        const res = await fetch(`${stack.url}/api/user-bills`, {
          method: 'POST',
          headers: { cookie: user.cookie, origin: user.origin, 'content-type': 'application/json' },
          body: JSON.stringify(bill(i)),
        });
        return res.status === 201 ? (await res.json()).id : null;
      },
    });
    return {
      rows: latencyRows({ what: 'submit → verdict on socket', unit: 'bills', rate: RATE, result, p99TargetMs: P99_TARGET_MS }),
      data: { rate: RATE, measured: result.latencies.length, failures: result.failures, missing: result.missing, p50: result.p50, p99: result.p99, max: result.max },
    };
  },
};

// (#12) Moderation latency as an author lives it: from sending POST /api/user-bills (submitted
// for review) to the verdict arriving on the author's socket, with the stack's ai-worker on the
// offline local provider. Submissions are paced open-loop at RATE per second (each one's clock
// starts when it is due), spread over USERS authors, each listening on its own socket.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../infra/scripts/stack.mjs';
import { registerUser } from '../lib/session.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const RATE = Number(process.env.BENCH_MODERATION_RATE ?? 50);
const USERS = 10;
const P99_TARGET_MS = 250;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function connect(url, user) {
  const { io } = require('socket.io-client');
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { cookie: user.cookie, origin: user.origin } });
    socket.once('session.ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

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
    const users = [];
    for (let i = 0; i < USERS; i++) users.push(await registerUser(stack.url, `moderation-${i}`));
    const sockets = await Promise.all(users.map((u) => connect(stack.url, u)));
    const started = new Map(); // bill id → due time (ms, hrtime)
    const latencies = [];
    const arrived = new Map();
    for (const socket of sockets) {
      socket.on(SOCKET_EVENTS.userBillModerated, ({ bill }) => arrived.set(bill.id, performance.now()));
    }
    const total = RATE * ctx.opts.duration;
    const warm = RATE * ctx.opts.warmup;
    const t0 = performance.now();
    let failures = 0;
    const sends = [];
    for (let i = 0; i < warm + total; i++) {
      const due = t0 + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const user = users[i % USERS];
      sends.push(
        fetch(`${stack.url}/api/user-bills`, {
          method: 'POST',
          headers: { cookie: user.cookie, origin: user.origin, 'content-type': 'application/json' },
          body: JSON.stringify(bill(i)),
        }).then(async (res) => {
          if (res.status !== 201) return void failures++;
          const { id } = await res.json();
          if (i >= warm) started.set(id, due);
        }, () => void failures++),
      );
    }
    await Promise.all(sends);
    const deadline = performance.now() + 60_000;
    while ([...started.keys()].some((id) => !arrived.has(id)) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    for (const s of sockets) s.close();
    const missing = [...started.keys()].filter((id) => !arrived.has(id)).length;
    for (const [id, due] of started) if (arrived.has(id)) latencies.push(arrived.get(id) - due);
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const bad = failures + missing;
    return {
      rows: [
        { metric: `submit → verdict on socket, p50 (${latencies.length} bills${bad ? `, ${failures} refused, ${missing} without verdict` : ''})`, value: p50, unit: 'ms', target: 'report' },
        { metric: `submit → verdict on socket, p99 at ${RATE} submissions/s`, value: p99, unit: 'ms', target: `≤ ${P99_TARGET_MS} ms`, pass: !bad && p99 <= P99_TARGET_MS },
      ],
      data: { rate: RATE, measured: latencies.length, failures, missing, p50, p99, max: latencies.at(-1) },
    };
  },
};

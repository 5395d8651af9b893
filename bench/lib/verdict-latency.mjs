// Moderation latency as an author lives it: from sending a write that asks for a review to the
// verdict arriving on the author's socket, with the stack's ai-worker on the offline local
// provider. Writes are paced open-loop at `rate` per second (each one's clock starts when it is
// due), spread over `users` authors, each listening on its own socket.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../infra/scripts/stack.mjs';
import { registerUser } from './session.mjs';

const require = createRequire(join(ROOT, 'package.json'));

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function connect(url, user) {
  const { io } = require('socket.io-client');
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { cookie: user.cookie, origin: user.origin } });
    socket.once('session.ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * `send(i, user)` posts the i-th write and answers the reviewed item's id (or null when refused);
 * `event` is the socket event of a verdict and `idOf(payload)` the item it is about.
 * `prepareUser(user)` runs once per author (e.g. a name for the read models).
 */
export async function measureVerdictLatency({ stack, opts, rate, users: userCount, tag, send, event, idOf, prepareUser }) {
  const users = [];
  for (let i = 0; i < userCount; i++) {
    const user = await registerUser(stack.url, `${tag}-${i}`);
    await prepareUser?.(user);
    users.push(user);
  }
  const sockets = await Promise.all(users.map((u) => connect(stack.url, u)));
  const started = new Map(); // item id → due time (ms, hrtime)
  const arrived = new Map();
  for (const socket of sockets) socket.on(event, (payload) => arrived.set(idOf(payload), performance.now()));
  const total = rate * opts.duration;
  const warm = rate * opts.warmup;
  const t0 = performance.now();
  let failures = 0;
  const sends = [];
  for (let i = 0; i < warm + total; i++) {
    const due = t0 + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sends.push(
      send(i, users[i % users.length]).then(
        (id) => {
          if (!id) failures++;
          else if (i >= warm) started.set(id, due);
        },
        () => void failures++,
      ),
    );
  }
  await Promise.all(sends);
  const deadline = performance.now() + 60_000;
  while ([...started.keys()].some((id) => !arrived.has(id)) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const s of sockets) s.close();
  const missing = [...started.keys()].filter((id) => !arrived.has(id)).length;
  const latencies = [];
  for (const [id, due] of started) if (arrived.has(id)) latencies.push(arrived.get(id) - due);
  latencies.sort((a, b) => a - b);
  return { latencies, failures, missing, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) };
}

/** The two table rows of a latency run. */
export function latencyRows({ what, unit, rate, result, p99TargetMs }) {
  const { latencies, failures, missing, p50, p99 } = result;
  const bad = failures + missing;
  return [
    { metric: `${what}, p50 (${latencies.length} ${unit}${bad ? `, ${failures} refused, ${missing} without verdict` : ''})`, value: p50, unit: 'ms', target: 'report' },
    { metric: `${what}, p99 at ${rate} writes/s`, value: p99, unit: 'ms', target: `≤ ${p99TargetMs} ms`, pass: !bad && p99 <= p99TargetMs },
  ];
}

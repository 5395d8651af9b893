// A route's baseline: the gateway's own answers for the measured paths, served from memory by a
// bare Fastify process and measured the same way (max, then p99 at half of it), so a ratio says
// what the stack costs over writing the same bytes.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../infra/scripts/stack.mjs';
import { startBareServer } from '../scenarios/bare-route.mjs';
import { measureAtRate, measureMax } from './load.mjs';

export const formatBytes = (n) => (n >= 1024 ? `${(n / 1024).toFixed(1)} kB` : `${n} B`);

export async function measureBareTwin({ url, cookie, requests, opts, runId }) {
  const bodies = {};
  for (const { path } of requests) {
    const res = await fetch(`${url}${path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    bodies[path] = await res.text();
  }
  const dir = join(ROOT, '.tmp');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-bare-bodies-${runId}.json`);
  writeFileSync(file, JSON.stringify(bodies));
  const server = await startBareServer(file);
  try {
    const max = await measureMax({ url: server.url, requests, ...opts });
    const half = await measureAtRate({ url: server.url, requests, connections: opts.connections, duration: opts.duration, rate: max.rps / 2 });
    const sizes = Object.values(bodies).map((b) => Buffer.byteLength(b));
    return { max, half, bytes: Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length) };
  } finally {
    await server.stop();
    rmSync(file, { force: true });
  }
}

/**
 * Measures a route through the gateway beside its bare twin: max throughput (target: a share of
 * the bare route's) and p99 at half the max (target: a ceiling). Answers the two table rows.
 */
export async function measureAgainstTwin({ name, url, cookie, requests, opts, runId, throughputTarget, p99TargetMs }) {
  const { connections, duration, warmup } = opts;
  const bare = await measureBareTwin({ url, cookie, requests, opts: { connections, duration, warmup }, runId });
  const headers = { cookie };
  const max = await measureMax({ url, requests, headers, connections, duration, warmup });
  const half = await measureAtRate({ url, requests, headers, connections, duration, rate: max.rps / 2 });
  const bad = max.non2xx + max.errors + half.non2xx + half.errors;
  const note = bad ? ` (${bad} non-2xx/errors)` : '';
  const ratio = max.rps / bare.max.rps;
  return {
    data: { max, half, bare },
    rows: [
      {
        metric: `${name}: max throughput${note}`,
        value: max.rps,
        unit: 'req/s',
        baseline: bare.max.rps,
        baselineLabel: `bare route, same JSON (${formatBytes(bare.bytes)})`,
        ratio,
        target: `>= ${throughputTarget * 100}% of bare`,
        pass: !bad && ratio >= throughputTarget,
      },
      {
        metric: `${name}: p99 at half max (${Math.round(max.rps / 2)} req/s)${note}`,
        value: half.p99,
        unit: 'ms',
        baseline: bare.half.p99,
        baselineLabel: 'bare route, same JSON',
        ratio: bare.half.p99 ? half.p99 / bare.half.p99 : undefined,
        target: `<= ${p99TargetMs} ms`,
        pass: !bad && half.p99 <= p99TargetMs,
      },
    ],
  };
}

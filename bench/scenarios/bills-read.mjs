// (iii) Bill reads through the gateway with a signed-in session, 10,000 generated bills loaded
// with the bills service's own import command and synthesized by the stack's ai-worker.
// Targets (issue): throughput >= 25% of the bare route's; p99 <= 50 ms at half the measured max.
// The baseline is "a bare Fastify route serving the same JSON from memory": the scenario fetches
// the gateway's answers for the very paths it measures and has a bare server serve those bytes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { startBareServer } from './bare-route.mjs';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from '../../infra/scripts/stack.mjs';
import { stackHas } from '../lib/bench-stack.mjs';
import { dataJson, generateBill, SEARCH_TERM } from '../lib/generate.mjs';
import { measureAtRate, measureMax } from '../lib/load.mjs';

const BILLS = Number(process.env.BENCH_BILLS ?? 10_000);
const THROUGHPUT_TARGET = 0.25;
const P99_TARGET_MS = 50;
const BILLS_MAIN = join(ROOT, 'services/bills/dist/main.js');
const IMPORT_CLI = join(ROOT, 'services/bills/dist/cli/import-bills.js');

let session;

async function waitForSyntheses(databaseUrl, log) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 20 * 60_000;
    let lastLog = 0;
    for (;;) {
      const { rows } = await client.query(`SELECT synthesis_status AS status, count(*)::int AS n FROM bills.bills GROUP BY 1`);
      const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
      const done = (by.synthesized ?? 0) + (by.failed ?? 0);
      if (done >= BILLS) return by;
      if (Date.now() - lastLog > 10_000) {
        log(`  synthesized ${by.synthesized ?? 0}/${BILLS}${by.failed ? ` (${by.failed} failed)` : ''}`);
        lastLog = Date.now();
      }
      if (Date.now() > deadline) throw new Error(`only ${done}/${BILLS} bills synthesized after 20 minutes`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await client.end();
  }
}

async function signIn(url) {
  const origin = new URL(url).origin;
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'bench-password-1' }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error('register set no session cookie');
  return cookie;
}

async function check(url, path, cookie) {
  const res = await fetch(`${url}${path}`, { headers: { cookie } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${body.slice(0, 300)}`);
  return JSON.parse(body);
}

const formatBytes = (n) => (n >= 1024 ? `${(n / 1024).toFixed(1)} kB` : `${n} B`);

/**
 * The route's baseline: the gateway's own answers for these paths, served from memory by a bare
 * Fastify process and measured the same way (max, then p99 at half of it).
 */
async function measureBareTwin(url, requests, opts, runId) {
  const bodies = {};
  for (const { path } of requests) {
    const res = await fetch(`${url}${path}`, { headers: { cookie: session } });
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

export default {
  id: 'bills-read',
  title: `Bill reads through the gateway (${BILLS.toLocaleString('en-US')} bills, signed-in session)`,
  needsStack: true,
  // Gateway rate limits this scenario would trip, lifted one by one (RATE_LIMIT_*). It signs in
  // once per run on a fresh database and the read endpoints carry no limit, so none is lifted.
  stackEnv: {},

  unavailable() {
    if (!existsSync(BILLS_MAIN)) return 'bills service not built (services/bills/dist/main.js missing)';
    if (!stackHas('bills')) return 'bills service not in the stack yet (infra/scripts/stack.mjs SERVICES)';
    if (!existsSync(IMPORT_CLI)) return 'bills import command not built (services/bills/dist/cli/import-bills.js missing)';
    return null;
  },

  async prepare(ctx) {
    const stack = await ctx.stack();
    const dir = join(ROOT, '.tmp', `bench-bills-${ctx.runId}`);
    mkdirSync(dir, { recursive: true });
    try {
      ctx.log(`  writing ${BILLS} data.json files`);
      for (let i = 0; i < BILLS; i++) writeFileSync(join(dir, `hr${i + 1}.json`), JSON.stringify(dataJson(generateBill(i, 11))));
      ctx.log('  importing with the bills import command');
      const res = spawnSync(process.execPath, [IMPORT_CLI, dir, '--json', '--batch', '500'], { cwd: ROOT, env: stack.env, encoding: 'utf8', timeout: 15 * 60_000 });
      if (res.status !== 0) throw new Error(`import failed (${res.status}): ${(res.stderr || res.stdout).slice(-800)}`);
      ctx.log(`  ${res.stdout.trim().split('\n').at(-1)}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const started = Date.now();
    const statuses = await waitForSyntheses(stack.env.DATABASE_URL, ctx.log);
    ctx.log(`  syntheses by the stack's ai-worker done ${((Date.now() - started) / 1000).toFixed(0)} s after the import ended: ${JSON.stringify(statuses)}`);
    session = await signIn(stack.url);
    const list = await check(stack.url, `/api/bills?limit=20&search=${SEARCH_TERM}`, session);
    if (!Array.isArray(list) || list.length === 0) throw new Error(`GET /api/bills?search=${SEARCH_TERM} found nothing: ${JSON.stringify(list).slice(0, 200)}`);
    await check(stack.url, '/api/bills/119-hr-1', session);
    ctx.data.statuses = statuses;
  },

  async run(ctx) {
    const stack = await ctx.stack();
    const { connections, duration, warmup } = ctx.opts;
    const headers = { cookie: session };
    const routes = [
      { name: `GET /api/bills?limit=20&search=${SEARCH_TERM}`, requests: [{ method: 'GET', path: `/api/bills?limit=20&search=${SEARCH_TERM}` }] },
      {
        name: 'GET /api/bills/{id}',
        // 200 different bills, spread over the table, so no single row stays hot.
        requests: Array.from({ length: 200 }, (_, k) => ({ method: 'GET', path: `/api/bills/119-hr-${1 + ((k * 50) % BILLS)}` })),
      },
    ];
    const rows = [];
    const data = {};
    for (const route of routes) {
      const bare = await measureBareTwin(stack.url, route.requests, { connections, duration, warmup }, ctx.runId);
      const max = await measureMax({ url: stack.url, requests: route.requests, headers, connections, duration, warmup });
      const half = await measureAtRate({ url: stack.url, requests: route.requests, headers, connections, duration, rate: max.rps / 2 });
      data[route.name] = { max, half, bare };
      const bad = max.non2xx + max.errors + half.non2xx + half.errors;
      const note = bad ? ` (${bad} non-2xx/errors)` : '';
      const ratio = max.rps / bare.max.rps;
      rows.push({
        metric: `${route.name}: max throughput${note}`,
        value: max.rps,
        unit: 'req/s',
        baseline: bare.max.rps,
        baselineLabel: `bare route, same JSON (${formatBytes(bare.bytes)})`,
        ratio,
        target: `>= ${THROUGHPUT_TARGET * 100}% of bare`,
        pass: !bad && ratio >= THROUGHPUT_TARGET,
      });
      rows.push({
        metric: `${route.name}: p99 at half max (${Math.round(max.rps / 2)} req/s)${note}`,
        value: half.p99,
        unit: 'ms',
        baseline: bare.half.p99,
        baselineLabel: 'bare route, same JSON',
        ratio: bare.half.p99 ? half.p99 / bare.half.p99 : undefined,
        target: `<= ${P99_TARGET_MS} ms`,
        pass: !bad && half.p99 <= P99_TARGET_MS,
      });
    }
    return { rows, data };
  },
};

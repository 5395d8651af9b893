// (iii) Bill reads through the gateway with a signed-in session, 10,000 generated bills loaded
// with the bills service's own import command and synthesized by the stack's ai-worker.
// Targets (issue): throughput >= 25% of the bare route's; p99 <= 50 ms at half the measured max.
// The baseline is "a bare Fastify route serving the same JSON from memory": the scenario fetches
// the gateway's answers for the very paths it measures and has a bare server serve those bytes.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from '../../infra/scripts/stack.mjs';
import { stackHas } from '../lib/bench-stack.mjs';
import { importGeneratedBills, SEARCH_TERM } from '../lib/generate.mjs';
import { measureAgainstTwin } from '../lib/bare-twin.mjs';
import { registerUser } from '../lib/session.mjs';

const BILLS = Number(process.env.BENCH_BILLS ?? 10_000);
// Max throughput against the bare route serving the same JSON: the search as before (#8), the
// bill detail, a cached read, near the bare route (#26).
const LIST_THROUGHPUT_TARGET = 0.25;
const DETAIL_THROUGHPUT_TARGET = 0.75;
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

async function check(url, path, cookie) {
  const res = await fetch(`${url}${path}`, { headers: { cookie } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${body.slice(0, 300)}`);
  return JSON.parse(body);
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
    ctx.log(`  importing ${BILLS} generated bills with the bills import command`);
    ctx.log(`  ${importGeneratedBills({ env: stack.env, count: BILLS, seed: 11, runId: ctx.runId, root: ROOT })}`);
    const started = Date.now();
    const statuses = await waitForSyntheses(stack.env.DATABASE_URL, ctx.log);
    ctx.log(`  syntheses by the stack's ai-worker done ${((Date.now() - started) / 1000).toFixed(0)} s after the import ended: ${JSON.stringify(statuses)}`);
    session = (await registerUser(stack.url, 'bills-read')).cookie;
    const list = await check(stack.url, `/api/bills?limit=20&search=${SEARCH_TERM}`, session);
    if (!Array.isArray(list) || list.length === 0) throw new Error(`GET /api/bills?search=${SEARCH_TERM} found nothing: ${JSON.stringify(list).slice(0, 200)}`);
    await check(stack.url, '/api/bills/119-hr-1', session);
    ctx.data.statuses = statuses;
  },

  async run(ctx) {
    const stack = await ctx.stack();
    const { connections, duration, warmup } = ctx.opts;
    const routes = [
      { name: `GET /api/bills?limit=20&search=${SEARCH_TERM}`, target: LIST_THROUGHPUT_TARGET, requests: [{ method: 'GET', path: `/api/bills?limit=20&search=${SEARCH_TERM}` }] },
      {
        name: 'GET /api/bills/{id}',
        target: DETAIL_THROUGHPUT_TARGET,
        // 200 different bills, spread over the table, so no single row stays hot.
        requests: Array.from({ length: 200 }, (_, k) => ({ method: 'GET', path: `/api/bills/119-hr-${1 + ((k * 50) % BILLS)}` })),
      },
    ];
    const rows = [];
    const data = {};
    for (const route of routes) {
      const measured = await measureAgainstTwin({
        name: route.name,
        url: stack.url,
        cookie: session,
        requests: route.requests,
        opts: { connections, duration, warmup },
        runId: ctx.runId,
        throughputTarget: route.target,
        p99TargetMs: P99_TARGET_MS,
      });
      data[route.name] = measured.data;
      rows.push(...measured.rows);
    }
    return { rows, data };
  },
};

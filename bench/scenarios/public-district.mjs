// The public district page and the open CSV export through the gateway (issue #27, ADR 0030),
// for visitors without a session, beside a bare Fastify route serving the same bytes. The bench
// stack loads no sample, so prepare imports the roll-call test fixtures (fictional members, 2019)
// with the import command: every district's page then lists their bills. The gateway answers
// from its per-answer cache (BILLS_CACHE_TTL_MS) between loads.
// Targets (as for bill reads): throughput >= 25% of the bare route's; p99 <= 50 ms at half the max.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../infra/scripts/stack.mjs';
import { measureAgainstTwin } from '../lib/bare-twin.mjs';
import { stackHas } from '../lib/bench-stack.mjs';
import { dataJson, generateBill } from '../lib/generate.mjs';

const THROUGHPUT_TARGET = 0.25;
const P99_TARGET_MS = 50;
const FIXTURES = join(ROOT, 'services/bills/test/rollcall-fixtures');
const IMPORT_CLI = join(ROOT, 'services/bills/dist/cli/import-rollcalls.js');
const IMPORT_BILLS_CLI = join(ROOT, 'services/bills/dist/cli/import-bills.js');
/** The national file's bill: one generated bill, imported (a bill the catalog lacks is a 404). */
const NATIONAL_BILL = '119-hr-1';
/** A bill of the fixtures with a House roll call. */
const BILL = '116-hjres-9920';
/** Districts spread over the country, so the answers of many districts are in play. */
const DISTRICTS = ['WY-AL', 'SD-AL', 'ND-AL', 'VT-AL', 'ME-01', 'ME-02', 'NY-07', 'NY-12', 'CA-12', 'CA-30', 'TX-07', 'TX-35', 'IL-07', 'FL-27', 'WA-07', 'GA-05', 'OH-03', 'PA-03', 'MI-13', 'AZ-07'];

async function waitForRollCalls(url) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await fetch(`${url}/api/districts/WY-AL`);
    const body = res.status === 200 ? await res.json() : null;
    if (body?.bills.length) return body.bills.map((b) => b.billId);
    if (Date.now() > deadline) throw new Error(`no bill with a roll call on /api/districts/WY-AL (${res.status})`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export default {
  id: 'public-district',
  title: 'Public district page and open CSV export (no session)',
  needsStack: true,
  // Every request comes from loopback, one address: lift the per-address public read limit.
  stackEnv: { RATE_LIMIT_PUBLIC_READS_PER_IP_PER_MINUTE: '100000000' },

  unavailable() {
    if (!stackHas('bills') || !stackHas('voting') || !stackHas('identity')) return 'bills, voting and identity must be in the stack';
    if (!existsSync(IMPORT_CLI) || !existsSync(IMPORT_BILLS_CLI)) return 'bills import commands not built (services/bills/dist/cli/import-*.js missing)';
    return null;
  },

  async prepare(ctx) {
    const stack = await ctx.stack();
    const files = readdirSync(FIXTURES).filter((f) => /\.(xml|json|yaml)$/.test(f)).map((f) => join(FIXTURES, f));
    const res = spawnSync(process.execPath, [IMPORT_CLI, ...files], { cwd: ROOT, env: stack.env, encoding: 'utf8', timeout: 120_000 });
    if (res.status !== 0) throw new Error(`roll-call import failed (${res.status}): ${(res.stderr || res.stdout).slice(-800)}`);
    const dir = join(ROOT, '.tmp', `bench-district-bill-${ctx.runId}`);
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(join(dir, 'hr1.json'), JSON.stringify(dataJson(generateBill(0, 11))));
      const imported = spawnSync(process.execPath, [IMPORT_BILLS_CLI, dir], { cwd: ROOT, env: stack.env, encoding: 'utf8', timeout: 120_000 });
      if (imported.status !== 0) throw new Error(`bill import failed (${imported.status}): ${(imported.stderr || imported.stdout).slice(-800)}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const bills = await waitForRollCalls(stack.url);
    if (!bills.includes(BILL)) throw new Error(`${BILL} is not among the imported bills (${bills.join(', ')})`);
    ctx.log(`  ${bills.length} bills with roll calls on every district's page`);
    for (const d of DISTRICTS) {
      const res = await fetch(`${stack.url}/api/districts/${d}`);
      if (res.status !== 200) throw new Error(`GET /api/districts/${d} answered ${res.status}`);
    }
  },

  async run(ctx) {
    const stack = await ctx.stack();
    const { connections, duration, warmup } = ctx.opts;
    const routes = [
      { name: 'GET /api/districts/{ST-NN}', requests: DISTRICTS.map((d) => ({ method: 'GET', path: `/api/districts/${d}` })) },
      { name: 'GET /api/open/districts/{ST-NN}/tallies.csv', requests: DISTRICTS.map((d) => ({ method: 'GET', path: `/api/open/districts/${d}/tallies.csv` })) },
      { name: 'GET /api/open/bills/{billId}/tallies.csv (every district)', requests: [{ method: 'GET', path: `/api/open/bills/${NATIONAL_BILL}/tallies.csv` }] },
    ];
    const rows = [];
    const data = {};
    for (const route of routes) {
      const measured = await measureAgainstTwin({
        name: route.name,
        url: stack.url,
        cookie: '',
        requests: route.requests,
        opts: { connections, duration, warmup },
        runId: ctx.runId,
        throughputTarget: THROUGHPUT_TARGET,
        p99TargetMs: P99_TARGET_MS,
      });
      data[route.name] = measured.data;
      rows.push(...measured.rows);
    }
    return { rows, data };
  },
};

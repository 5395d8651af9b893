// `npm run bench`: performance budgets as ratios against baselines measured in the same run on
// the same machine (DESIGN §7). Starts its own stack (database civic_bench, own port and Redis
// prefix), loads generated data, warms up, drives it with autocannon on loopback, prints ONE
// table and writes the figures to bench/results/bench-<time>.json.
//
//   npm run bench                          every scenario
//   npm run bench -- --only synthesis      some scenarios (comma separated ids)
//   npm run bench -- --no-build            reuse the dist/ folders
//   npm run bench -- --quick               short runs (3 s) to check the bench itself
//   npm run bench -- --record-best         also keep the figures that beat bench/best.json there
// Settings: BENCH_DURATION_S (10), BENCH_WARMUP_S (3), BENCH_CONNECTIONS (20), BENCH_BILLS
// (10000), BENCH_SYNTHESIS_BILLS (500), BENCH_LIGHTHOUSE_RUNS (5), CHROME_PATH (/usr/bin/chromium),
// BENCH_LOG_LEVEL (warn) for the stack's processes, BENCH_DATABASE (civic_bench) and
// BENCH_REDIS_PREFIX (civic-bench): dropped and cleared at start, so give concurrent runs their own.
// Exit code: 0 all measured and within target, 2 a target missed or a figure more than 15% below
// its best in bench/best.json, 1 a scenario could not run.
//
// A scenario is one module in bench/scenarios/ (see bench/README.md); add it to SCENARIOS.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { build, ROOT } from '../infra/scripts/stack.mjs';
import { BENCH_DATABASE, startBenchStack } from './lib/bench-stack.mjs';
import { databasePids, waitForQuiet } from './lib/quiet.mjs';
import { withDb } from './lib/stack-data.mjs';
import { formatTable } from './lib/table.mjs';
import { findRegressions, recordBest, REGRESSION_TOLERANCE } from './lib/best.mjs';

const args = process.argv.slice(2);
const log = (line) => process.stderr.write(`${line}\n`);

// Build before the scenarios load: they read the built libraries (e.g. @civic/contracts), which
// a fresh clone does not have yet.
if (!args.includes('--no-build')) {
  log('Building…');
  build({ quiet: true });
}
const scenario = async (file) => (await import(`./scenarios/${file}`)).default;
const [memory, synthesis, moderationRules, moderationScaling, bareRoute, billsRead, feedRead, voting, moderationLatency, postModerationLatency, notificationFanout, lighthouse, rpcSpread, publicDistrict] = await Promise.all(
  [
    'memory.mjs',
    'synthesis.mjs',
    'moderation-rules.mjs',
    'moderation-scaling.mjs',
    'bare-route.mjs',
    'bills-read.mjs',
    'feed-read.mjs',
    'voting.mjs',
    'moderation-latency.mjs',
    'post-moderation-latency.mjs',
    'notification-fanout.mjs',
    'lighthouse.mjs',
    'rpc-spread.mjs',
    'public-district.mjs',
  ].map(scenario),
);

/**
 * In run order; the bare route runs before the scenarios that compare with it. Memory prepares
 * first (the idle reading of the fresh stack) and is measured last (`runLast`: after the load).
 */
const SCENARIOS = [memory, synthesis, moderationRules, moderationScaling, bareRoute, billsRead, feedRead, voting, moderationLatency, postModerationLatency, notificationFanout, lighthouse, rpcSpread, publicDistrict];
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const quick = args.includes('--quick');
const num = (name, fallback) => Number(process.env[name] ?? fallback);
const opts = {
  duration: quick ? 3 : num('BENCH_DURATION_S', 10),
  warmup: quick ? 1 : num('BENCH_WARMUP_S', 3),
  connections: num('BENCH_CONNECTIONS', 20),
};
const runId = `${Date.now().toString(36)}_${process.pid}`;
const logDir = join(ROOT, '.tmp', `bench-logs-${runId}`);

// The run ends by itself: a stuck step is cut off and reported.
const HARD_LIMIT_MS = num('BENCH_TIME_LIMIT_MIN', 45) * 60_000;

let selected = SCENARIOS.filter((s) => !only || only.includes(s.id));
// A comparison needs its baseline in the same run.
if (selected.includes(voting) && !selected.includes(bareRoute)) selected = SCENARIOS.filter((s) => s === bareRoute || selected.includes(s));
// Every run that starts the stack reports its memory.
if (selected.some((s) => s.needsStack) && !selected.includes(memory)) selected = SCENARIOS.filter((s) => s === memory || selected.includes(s));

const results = []; // { scenario, title, status, rows, data, error }
const baselines = {}; // figures later scenarios compare with (the bare route)
let stackPromise;
let stack;
const ctxFor = (scenario, entry) => ({
  opts,
  runId,
  log,
  baselines,
  data: entry.data,
  stack: () =>
    (stackPromise ??= (async () => {
      const extraEnv = Object.assign({}, ...selected.filter((s) => s.needsStack).map((s) => s.stackEnv ?? {}));
      const lifted = Object.keys(extraEnv).filter((k) => k.startsWith('RATE_LIMIT_'));
      log(`Starting the bench stack (database ${BENCH_DATABASE}, logs in ${logDir})${lifted.length ? `; lifted: ${lifted.join(', ')}` : ''}…`);
      stack = await startBenchStack({ extraEnv, logDir });
      log(`  stack ready at ${stack.url}`);
      return stack;
    })()),
});

async function main() {
  for (const s of selected) {
    const reason = s.unavailable?.() ?? null;
    results.push({ scenario: s, title: s.title, status: reason ? `skipped: ${reason}` : 'pending', rows: [], data: {} });
  }
  // Prepare everything first (stack, data, syntheses), so all measurements run on a quiet machine.
  for (const entry of results.filter((e) => e.status === 'pending' && e.scenario.prepare)) {
    log(`Preparing ${entry.scenario.id}…`);
    try {
      await entry.scenario.prepare(ctxFor(entry.scenario, entry));
    } catch (err) {
      entry.status = 'error';
      entry.error = err.message;
    }
  }
  // The pages the loads dirtied are written now, not by a checkpoint during a measurement.
  if (stack) {
    try {
      await withDb(stack.env, (db) => db.query('CHECKPOINT'));
    } catch (err) {
      log(`  no checkpoint after loading (${err.message}); a measurement may meet one`);
    }
  }
  const pending = results.filter((e) => e.status === 'pending');
  for (const entry of [...pending.filter((e) => !e.scenario.runLast), ...pending.filter((e) => e.scenario.runLast)]) {
    // Before each measurement, not only the first: work a scenario leaves behind (the inbox events
    // of the voting scenario's casts, the moderation of posted discussions) must not be measured
    // as the next scenario's.
    if (stack) {
      const t = Date.now();
      await waitForQuiet(() => [...stack.children.map(({ child }) => child.pid), ...databasePids(BENCH_DATABASE)], { log });
      log(`Measuring ${entry.scenario.id}… (the stack and its database went quiet after ${((Date.now() - t) / 1000).toFixed(1)} s)`);
    } else {
      log(`Measuring ${entry.scenario.id}…`);
    }
    try {
      const out = await entry.scenario.run(ctxFor(entry.scenario, entry));
      entry.rows = out.rows;
      Object.assign(entry.data, out.data);
      entry.status = 'done';
    } catch (err) {
      entry.status = 'error';
      entry.error = err.message;
    }
  }
}

let timedOut = false;
const limit = setTimeout(() => {
  timedOut = true;
  log(`The bench exceeded ${HARD_LIMIT_MS / 60_000} minutes; stopping.`);
  void finish(1);
}, HARD_LIMIT_MS);

let finishing;
async function finish(forcedCode) {
  if (finishing) return finishing;
  finishing = (async () => {
    clearTimeout(limit);
    await stack?.stop().catch((err) => log(`could not stop the bench stack: ${err.message}`));
    const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version };
    const header = `Civic bench ${new Date().toISOString()} — ${machine.cpus} CPU (${machine.cpu}), Node ${machine.node}; ` +
      `autocannon ${opts.connections} connections, ${opts.duration} s runs after ${opts.warmup} s warm-up`;
    // Before the table, which shows a regressed row as such.
    const regressions = findRegressions(results);
    console.log(`\n${header}\n`);
    console.log(formatTable(results));
    if (regressions.length) {
      console.log(`\nRegressions: more than ${REGRESSION_TOLERANCE * 100}% below the best recorded in bench/best.json`);
      for (const { key, row } of regressions) {
        const r = row.regression;
        console.log(`  ${key}: ${(row.ratio * 100).toFixed(1)}%, best ${(r.best * 100).toFixed(1)}% (${r.at}, ${r.machine?.cpus} CPU ${r.machine?.cpu ?? ''}), floor ${(r.floor * 100).toFixed(1)}%`);
      }
    }
    if (args.includes('--record-best')) {
      if (quick) console.log('\n--record-best ignored: --quick runs are too short to keep');
      else {
        const changed = recordBest(results, { machine, at: new Date().toISOString() });
        console.log(`\nbench/best.json: ${changed.length ? `new best for ${changed.join('; ')}` : 'no figure beat its best'}`);
      }
    }
    const file = join(ROOT, 'bench/results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          at: new Date().toISOString(),
          machine,
          opts,
          scenarios: results.map((e) => ({ id: e.scenario.id, title: e.title, status: e.status, error: e.error, rows: e.rows, data: e.data })),
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nResults written to ${file.slice(ROOT.length + 1)}`);
    const errored = timedOut || results.some((e) => e.status === 'error');
    const missed = results.some((e) => e.rows.some((r) => r.pass === false)) || regressions.length > 0;
    process.exit(forcedCode ?? (errored ? 1 : missed ? 2 : 0));
  })();
  return finishing;
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void finish(130));

main().then(
  () => finish(),
  (err) => {
    log(err.message);
    results.push({ scenario: { id: 'bench' }, title: 'bench', status: 'error', error: err.message, rows: [], data: {} });
    return finish(1);
  },
);

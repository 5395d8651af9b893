// `npm test`: one fresh database and one stack for the whole run, then every suite against it:
// Jest (unit + integration, all backend packages), the web's Vitest unit tests, the deployment
// files' checks (infra/test) and Playwright (end-to-end in Chromium); then that stack stops and a
// stack with replicas of every process starts for the multi-replica test (*.scale.ts).
// Ends with a line "tests: N passed, N failed" and a non-zero exit on any failure.
//   npm test                 everything
//   npm test -- --only jest  Jest only;  npm test -- --only e2e  Playwright only
//   npm test -- --only scale  the multi-replica test only (2 gateways, 3 replicas of each service,
//                             2 ai-workers; SCALE_DURATION_S of traffic, 60 by default)
//   npm test -- --no-build  reuse existing dist/ folders (while iterating on one package)
//   extra args after --jest-args are passed to Jest (e.g. a test path pattern), after --e2e-args to Playwright (e.g. a spec file)
//   npm test -- --pgbouncer  the services (and the tests) reach PostgreSQL through a PgBouncer in
//                            transaction pooling mode started for the run; migrations connect directly
//   KEEP_LOGS=1 keeps the service logs of a passing run too (a failing run always keeps them)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, checkDependencies, clearRedisPrefix, dropDatabase, ensureDatabase, freePort, migrate, ROOT, startPgBouncer, startStack } from './stack.mjs';
import { withDefaults } from './env.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
// Each list runs to the other's flag, so one stack can run chosen Jest and Playwright files together.
const argsAfter = (flag) => {
  if (!args.includes(flag)) return [];
  const rest = args.slice(args.indexOf(flag) + 1);
  const end = rest.findIndex((a) => a === '--jest-args' || a === '--e2e-args');
  return end < 0 ? rest : rest.slice(0, end);
};
const jestArgs = argsAfter('--jest-args');
const e2eArgs = argsAfter('--e2e-args');
const runJest = !only || only === 'jest';
const runE2e = !only || only === 'e2e';
const runScale = !only || only === 'scale';
if (only && !['jest', 'e2e', 'scale'].includes(only)) {
  console.error(`--only takes jest, e2e or scale (not ${only}).`);
  process.exit(2);
}
const skipBuild = args.includes('--no-build');
const viaPgBouncer = args.includes('--pgbouncer');

const runId = `${Date.now().toString(36)}_${process.pid}`;
const base = withDefaults({ ...process.env });
const dbUrl = new URL(base.DATABASE_URL);
dbUrl.pathname = `/civic_test_${runId}`;
/** The multi-replica part's own database, when other suites ran first in the run's. */
const scaleDbUrl = new URL(dbUrl);
scaleDbUrl.pathname = `${dbUrl.pathname}_scale`;
/** `url` (the database's own or PgBouncer's) naming another database. */
const withDatabase = (url, pathname) => {
  const u = new URL(url);
  u.pathname = pathname;
  return u.toString();
};
const env = {
  ...base,
  NODE_ENV: 'test',
  DATABASE_URL: dbUrl.toString(),
  // The run's own database only: a DATABASE_DIRECT_URL from .env would point migrations elsewhere.
  DATABASE_DIRECT_URL: '',
  REDIS_PREFIX: `civic-test-${runId}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  // Tests present their own client IPs through X-Forwarded-For from loopback.
  TRUST_PROXY: 'loopback',
  // Integration tests read right after they write; the bench measures the cache instead.
  BILLS_CACHE_TTL_MS: '0',
  FEED_CACHE_TTL_MS: '0',
  // slow-requests.int.spec.ts waits for the cut of a request that never ends.
  HTTP_REQUEST_TIMEOUT_SECONDS: '5',
  // The ZIP → district table identity ships with (what a newcomer's `npm start` gets), so the
  // tests cover the default; suites that need another table load it into a database of their own.
  DISTRICTS_FILE: '',
};
/**
 * The multi-replica part's processes: 2 gateways, 3 replicas of each RPC service, 2 ai-workers,
 * as pods behind headless Services (each gateway spreads its calls over a service's replicas).
 */
const SCALE_REPLICAS = { gateway: 2, identity: 3, bills: 3, voting: 3, discussions: 3, notifications: 3, 'social-graph': 3, 'ai-worker': 2 };
/**
 * Their PostgreSQL connections, small enough that 18 service processes stay far below a shared
 * server's max_connections (100 by default) at the test's modest traffic.
 */
const SCALE_DB_POOLS = { IDENTITY_DB_POOL_SIZE: '2', BILLS_DB_POOL_SIZE: '2', VOTING_DB_POOL_SIZE: '3', DISCUSSIONS_DB_POOL_SIZE: '2', NOTIFICATIONS_DB_POOL_SIZE: '2', SOCIAL_GRAPH_DB_POOL_SIZE: '2' };
const tmp = join(ROOT, '.tmp');
const logDir = join(tmp, `test-logs-${runId}`);
mkdirSync(tmp, { recursive: true });

/** "in 14.6 s (slowest: bills-3)": how long the stack took to answer ready, for a run that gets slow. */
function readiness(stack) {
  const [slowest, ms] = Object.entries(stack.readyAfterMs).sort((a, b) => b[1] - a[1])[0];
  return `in ${(ms / 1000).toFixed(1)} s (slowest: ${slowest})`;
}

/**
 * Runs a test runner without blocking this process: the stack's supervisor (restarts) and log
 * pipes live on this event loop.
 */
function run(command, args, runEnv, cwd = ROOT) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: runEnv, stdio: 'inherit' });
    child.once('error', (err) => resolve({ status: 1, error: err }));
    child.once('exit', (code) => resolve({ status: code ?? 1 }));
  });
}

const totals = { passed: 0, failed: 0, skipped: 0 };

/** Runs Jest (in band: one stack) and adds its counts to the totals. */
async function runJestSuites(extraArgs, testEnv) {
  const out = join(tmp, `jest-${runId}.json`);
  const res = await run('npx', ['jest', '--ci', '--runInBand', '--forceExit', '--json', `--outputFile=${out}`, ...extraArgs], testEnv);
  let failed = 0;
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    failed = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    totals.skipped += r.numPendingTests + r.numTodoTests;
    rmSync(out);
  }
  countFailures('jest', res.status, failed);
}

/**
 * Adds a runner's failures to the totals; a runner that exits non-zero with none counted (no test
 * matched its pattern, a crash before its report) counts as one failure, so the summary line
 * never says "0 failed" for a run that failed.
 */
function countFailures(runner, status, failed) {
  totals.failed += failed;
  if (status === 0) return;
  exitCode = 1;
  if (failed === 0) {
    totals.failed += 1;
    console.error(`\n${runner} exited with ${status} although no test of it failed (see its output above)`);
  }
}

/** Stops the current stack; every process must drain and exit 0 on SIGTERM, or the run fails. */
async function stopStack() {
  const current = stack;
  stack = undefined;
  const unclean = (await current?.stop()) ?? [];
  if (unclean.length) {
    console.error(`\nNot shut down cleanly on SIGTERM: ${unclean.join(', ')}.`);
    exitCode = 1;
  }
}

let stack;
let pgbouncer;
let exitCode = 0;
try {
  await checkDependencies({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL });
  if (!skipBuild) {
    console.log('Building…');
    build({ quiet: true });
  }
  await ensureDatabase(env.DATABASE_URL);
  migrate(env);
  if (viaPgBouncer) {
    pgbouncer = await startPgBouncer({ databaseUrl: env.DATABASE_URL, dir: join(logDir, 'pgbouncer') });
    // Migrations (a session's advisory lock) keep the direct URL; everything else goes through it.
    env.DATABASE_DIRECT_URL = env.DATABASE_URL;
    env.DATABASE_URL = pgbouncer.url;
    if (!pgbouncer.namedStatements) env.DATABASE_NAMED_STATEMENTS = 'false';
    console.log(`Through ${pgbouncer.version} in transaction pooling mode at ${pgbouncer.url}${pgbouncer.namedStatements ? '' : ' (no named prepared statements before 1.21: DATABASE_NAMED_STATEMENTS=false)'}.`);
  }
  if (runJest || runE2e) {
    const port = await freePort();
    // The gateway's metrics port (internal, not the site's): tests read the tally cache's counters there.
    env.METRICS_PORT = String(await freePort());
    mkdirSync(logDir, { recursive: true });
    stack = await startStack({ env, port, logDir, stateFile: join(logDir, 'stack.json') });
    console.log(`Stack ready at ${stack.url} (database ${dbUrl.pathname.slice(1)}, logs in ${logDir}) ${readiness(stack)}.`);
    // Tests get the stack's whole environment (ports, URLs) and the file where the supervisor keeps
    // every process's current pid, so a chaos test can kill one and watch the supervisor restart it.
    const testEnv = {
      ...stack.env,
      STACK_URL: stack.url,
      E2E_BASE_URL: stack.url,
      STACK_STATE_FILE: stack.stateFile,
      CI: process.env.CI ?? '',
    };

    if (runJest) {
      // The offline moderation's suites (project "ai") run in Jest processes of their own, split in
      // three shards: each test file's fresh copy of the rules compiles their large regular expressions
      // anew, and one process holds what every file compiled until it ends. With every other suite in
      // one process this filled V8's code space (a fatal out-of-memory in CI, 27 Nov 2026, session
      // 19); with the ai suites alone, 41 files, it filled the heap at 600 MB (CI,
      // session 21).
      const before = totals.passed + totals.failed;
      for (const shard of ['1/3', '2/3', '3/3']) await runJestSuites(['--selectProjects', 'ai', `--shard=${shard}`, '--passWithNoTests', ...jestArgs], testEnv);
      await runJestSuites(['--ignoreProjects', 'ai', '--passWithNoTests', ...jestArgs], testEnv);
      // A pattern that matched no test in either process is a failed run, not an empty success.
      if (totals.passed + totals.failed === before) countFailures('jest', 1, 0);
    }

    if (runJest) {
      // The web app's unit tests (plain logic, Vitest): part of the unit phase, no stack needed.
      const out = join(tmp, `vitest-${runId}.json`);
      const res = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`], testEnv, join(ROOT, 'web'));
      let failed = 0;
      if (existsSync(out)) {
        const r = JSON.parse(readFileSync(out, 'utf8'));
        totals.passed += r.numPassedTests;
        failed = r.numFailedTests;
        totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
        rmSync(out);
      }
      countFailures('vitest', res.status, failed);
    }

    if (runJest) {
      // The deployment files (infra/test: rendered with kustomize, checked against the Kubernetes
      // schemas and the rules an operator relies on): node's own test runner, no stack needed.
      const res = spawnSync(process.execPath, ['--test', '--test-reporter=tap', join(ROOT, 'infra/test')], { cwd: ROOT, env: testEnv, encoding: 'utf8' });
      process.stdout.write(res.stdout.split('\n').filter((line) => /^(not )?ok |^# (pass|fail|skipped)/.test(line)).join('\n') + '\n');
      const count = (name) => Number(res.stdout.match(new RegExp(`^# ${name} (\\d+)`, 'm'))?.[1] ?? 0);
      totals.passed += count('pass');
      totals.failed += count('fail') || (res.status !== 0 ? 1 : 0);
      totals.skipped += count('skipped');
      if (res.status !== 0) {
        process.stdout.write(res.stdout + res.stderr);
        exitCode = 1;
      }
    }

    if (runE2e) {
      const out = join(ROOT, 'web/test-results/e2e.json');
      rmSync(out, { force: true });
      const res = await run('npx', ['playwright', 'test', '-c', 'web/playwright.config.ts', ...e2eArgs], testEnv);
      let failed = 0;
      if (existsSync(out)) {
        const s = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
        totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
        failed = s.unexpected ?? 0;
        totals.skipped += s.skipped ?? 0;
      }
      countFailures('playwright', res.status, failed);
    }
    // The stack stops here, before the multi-replica part starts its own (2 cores).
    await stopStack();
  }

  if (runScale) {
    const scaleEnv = { ...env, ...SCALE_DB_POOLS };
    if (runJest || runE2e) {
      // A database and Redis prefix of its own: the test waits for every queue and outbox to be
      // empty, which must not include what the suites before it left (retries of bad events).
      scaleEnv.DATABASE_URL = withDatabase(env.DATABASE_URL, scaleDbUrl.pathname);
      if (env.DATABASE_DIRECT_URL) scaleEnv.DATABASE_DIRECT_URL = scaleDbUrl.toString();
      scaleEnv.REDIS_PREFIX = `${env.REDIS_PREFIX}-scale`;
      await ensureDatabase(scaleDbUrl.toString());
      migrate({ ...scaleEnv, DATABASE_URL: scaleDbUrl.toString(), DATABASE_DIRECT_URL: '' });
    }
    const port = await freePort();
    scaleEnv.METRICS_PORT = String(await freePort());
    const scaleLogs = join(logDir, 'scale');
    mkdirSync(scaleLogs, { recursive: true });
    console.log(`Starting the multi-replica stack (${Object.entries(SCALE_REPLICAS).map(([n, c]) => `${c} ${n}`).join(', ')})…`);
    stack = await startStack({ env: scaleEnv, port, logDir: scaleLogs, stateFile: join(scaleLogs, 'stack.json'), replicas: SCALE_REPLICAS });
    console.log(`Multi-replica stack ready at ${stack.urls.join(' and ')} (logs in ${scaleLogs}) ${readiness(stack)}.`);
    const testEnv = { ...stack.env, STACK_URL: stack.url, STACK_URLS: stack.urls.join(','), STACK_STATE_FILE: stack.stateFile, CI: process.env.CI ?? '' };
    await runJestSuites(['--config', join(ROOT, 'jest.scale.config.js')], testEnv);
    await stopStack();
  }
} catch (err) {
  console.error(`\n${err.message}`);
  exitCode = 1;
} finally {
  await stopStack();
  await pgbouncer?.stop();
  await dropDatabase(dbUrl.toString()).catch((err) => console.error(`could not drop test database: ${err.message}`));
  await clearRedisPrefix(env.REDIS_URL, env.REDIS_PREFIX).catch(() => {});
  if (runScale && (runJest || runE2e)) {
    await dropDatabase(scaleDbUrl.toString()).catch((err) => console.error(`could not drop test database: ${err.message}`));
    await clearRedisPrefix(env.REDIS_URL, `${env.REDIS_PREFIX}-scale`).catch(() => {});
  }
  if (exitCode === 0 && !process.env.KEEP_LOGS) rmSync(logDir, { recursive: true, force: true });
  else console.error(`Service logs kept in ${logDir}`);
}
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(exitCode || (totals.failed ? 1 : 0));

// Where a vote cast and a tally read spend their time (issue #26): one hop at a time, then CPU
// profiles of the gateway and the voting service while the gateway is loaded.
//
//   node bench/profile-voting.mjs [--seconds 15] [--no-profile]     (after a build)
//
// Per hop, each a closed loop with BENCH_CONNECTIONS (20) in flight, on the bench stack:
//   raw PostgreSQL voting.cast_vote() → the voting service over signed RPC (no gateway) → the
//   gateway (POST /api/votes); a Redis GET (what a session lookup costs); for the tally read, the
//   voting service's districtTallies over RPC and the gateway's GET /api/district/votes.
// With profiles (the default) every stack process preloads lib/cpu-profile-on-signal.cjs (Node 20
// refuses --cpu-prof in NODE_OPTIONS), and the gateway's, the voting service's and notifications' CPU profiles
// cover exactly each gateway load (.tmp/profile-*/<name>-<pid>-<n>.cpuprofile, opened by Chrome
// DevTools or speedscope too); printed: self and total time per function and per package.
// With CIVIC_HEAP_PROFILE=1 the same windows are also sampled for allocations (.heapprofile beside
// each .cpuprofile; `node bench/lib/heapprofile.mjs <file>` prints bytes per package and function).
// Also printed: the CPU seconds each process (and PostgreSQL and Redis, machine-wide) spent per load, and
// what the database sessions were doing during the RPC casts (pg_stat_activity samples).
// Uses the stack's database BENCH_DATABASE (civic_bench) like `npm run bench`.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from '../infra/scripts/stack.mjs';
import { startBenchStack } from './lib/bench-stack.mjs';
import { formatSummary, summarizeProfile } from './lib/cpuprofile.mjs';
import { measureMax } from './lib/load.mjs';
import { registerUser } from './lib/session.mjs';
import { publish, waitFor, withDb } from './lib/stack-data.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const args = process.argv.slice(2);
const SECONDS = args.includes('--seconds') ? Number(args[args.indexOf('--seconds') + 1]) : 15;
const PROFILE = !args.includes('--no-profile');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BILLS = 500;
const USERS = 20;
const VALUES = ['support', 'oppose', 'abstain'];
const billId = (i) => `97-hr-${i + 1}`;
const log = (line) => process.stderr.write(`${line}\n`);

const runId = `${Date.now().toString(36)}_${process.pid}`;
const profileDir = join(ROOT, '.tmp', `profile-${runId}`);
mkdirSync(profileDir, { recursive: true });

/** CPU seconds (user + system) used so far by each stack process and by every PostgreSQL and Redis process on the machine. */
function cpuSeconds(children) {
  const ticks = (pid) => {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(f[11]) + Number(f[12]);
    } catch {
      return 0;
    }
  };
  const out = Object.fromEntries(children.map(({ name, child }) => [name, ticks(child.pid) / 100]));
  out.postgres = 0;
  out.redis = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const comm = readFileSync(`/proc/${pid}/comm`, 'utf8');
      if (comm.startsWith('postgres')) out.postgres += ticks(pid) / 100;
      else if (comm.startsWith('redis-server')) out.redis += ticks(pid) / 100;
    } catch {
      /* gone */
    }
  }
  return out;
}

/** Runs `fn` and answers its result with the CPU seconds each process spent meanwhile. */
async function withCpu(children, fn) {
  const before = cpuSeconds(children);
  const result = await fn();
  const after = cpuSeconds(children);
  return { result, cpu: Object.fromEntries(Object.keys(after).map((k) => [k, +(after[k] - (before[k] ?? 0)).toFixed(2)])) };
}

/**
 * What the stack's database sessions are doing while `fn` runs: pg_stat_activity sampled every
 * 20 ms, as the share of samples per state and wait (e.g. "active", "idle in transaction",
 * "active Lock:transactionid", "active IO:WalSync").
 */
async function withDbWaits(env, fn) {
  const probe = new pg.Client({ connectionString: env.DATABASE_URL });
  await probe.connect();
  const counts = new Map();
  let samples = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { rows } = await probe.query(
        `SELECT state || coalesce(' ' || wait_event_type || ':' || wait_event, '') AS what, count(*)::int AS n
           FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend' GROUP BY 1`,
      );
      samples += 1;
      for (const r of rows) counts.set(r.what, (counts.get(r.what) ?? 0) + r.n);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  try {
    const result = await fn();
    return { result, sessions: Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => [k, +(n / samples).toFixed(2)])) };
  } finally {
    running = false;
    await sampling;
    await probe.end();
  }
}

/** `fn` called by `CONNECTIONS` loops for `seconds`: calls/s. */
async function closedLoop(seconds, fn) {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      let k = c * 7919;
      while (Date.now() < end) {
        await fn((k += 1));
        done += 1;
      }
    }),
  );
  return done / seconds;
}

const extraEnv = {
  RATE_LIMIT_VOTES_PER_USER_PER_MINUTE: '100000000',
  RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: '100000',
  ...(PROFILE ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${join(ROOT, 'bench/lib/cpu-profile-on-signal.cjs')}`.trim(), CIVIC_CPU_PROFILE_DIR: profileDir } : {}),
};
log(`Starting the bench stack${PROFILE ? `, profiles into ${profileDir}` : ''}…`);
const stack = await startBenchStack({ extraEnv, logDir: join(profileDir, 'logs') });
const profiled = stack.children.filter(({ name }) => name === 'gateway' || name === 'voting' || name === 'notifications');
/** Starts or stops the profiler of the gateway, the voting service and notifications (cpu-profile-on-signal.cjs). */
const toggleProfiles = async () => {
  if (!PROFILE) return;
  for (const { child } of profiled) child.kill('SIGUSR2');
  await new Promise((r) => setTimeout(r, 300));
};
const windows = [];
const figures = {};
try {
  const env = stack.env;
  await withDb(env, (db) =>
    db.query(
      `INSERT INTO voting.active_bills (bill_id, title, policy_area, archetype_votes, synthesized_at, fanout_done_version)
       SELECT '97-hr-' || i, 'Profile bill ' || i, 'Health', '{}'::jsonb, now(), 1 FROM generate_series(1, $1::int) i ON CONFLICT (bill_id) DO NOTHING`,
      [BILLS],
    ),
  );
  const users = [];
  for (let i = 0; i < USERS; i++) users.push(await registerUser(stack.url, `profile-${i}`));
  for (const [i, u] of users.entries()) {
    const id = await publish(env, 'user.voter-profile-changed.v1', { userId: u.id, congressionalDistrict: `CA-${String(i + 1).padStart(2, '0')}`, archetypeKey: null });
    await withDb(env, (db) => waitFor('the profile event', async () => (await db.query('SELECT 1 FROM voting.inbox WHERE event_id = $1', [id])).rowCount, 30_000));
  }

  // Raw PostgreSQL, the bench's baseline.
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: CONNECTIONS });
  const cast = (k) => pool.query('SELECT status FROM voting.cast_vote($1::uuid, $2, $3)', [users[k % USERS].id, billId(k % BILLS), VALUES[k % 3]]);
  await closedLoop(2, cast);
  const rawRun = await withCpu([], () => closedLoop(SECONDS, cast));
  figures.rawCast = rawRun.result;
  figures.rawCastCpuSeconds = rawRun.cpu;
  await pool.end();
  log(`  raw PG cast_vote: ${figures.rawCast.toFixed(0)}/s`);

  // Redis: one GET, what each request's session lookup costs at least.
  const { createRedis } = require('@civic/service-kit');
  const redis = createRedis(env.REDIS_URL);
  await redis.set(`${env.REDIS_PREFIX}:profile-probe`, 'x');
  figures.redisGet = await closedLoop(Math.min(5, SECONDS), () => redis.get(`${env.REDIS_PREFIX}:profile-probe`));
  await redis.del(`${env.REDIS_PREFIX}:profile-probe`);
  redis.disconnect();
  log(`  Redis GET: ${figures.redisGet.toFixed(0)}/s`);

  // The voting service over signed RPC, without the gateway.
  const { createRpcClient } = require('@civic/service-kit');
  const { VOTING } = require('@civic/contracts');
  const voting = createRpcClient({ service: 'voting', host: env.VOTING_RPC_HOST, port: Number(env.VOTING_RPC_PORT), timeoutMs: 10_000, secret: env.RPC_SECRET });
  const rpcCast = (k) => voting.send(VOTING.castVote, { billId: billId((k * 31) % BILLS), vote: VALUES[k % 3] }, users[k % USERS].id);
  await closedLoop(2, rpcCast);
  const rpcWaits = await withDbWaits(env, () => withCpu(stack.children, () => closedLoop(SECONDS, rpcCast)));
  const rpcRun = rpcWaits.result;
  figures.rpcCastDbSessions = rpcWaits.sessions;
  figures.rpcCast = rpcRun.result;
  figures.rpcCastCpuSeconds = rpcRun.cpu;
  log(`  voting castVote over RPC: ${figures.rpcCast.toFixed(0)}/s`);
  const readBills = Array.from({ length: 20 }, (_, i) => billId(i));
  figures.rpcTally = await closedLoop(Math.min(5, SECONDS), (k) => voting.send(VOTING.districtTallies, { billIds: readBills }, users[k % USERS].id));
  log(`  voting districtTallies over RPC: ${figures.rpcTally.toFixed(0)}/s`);
  await voting.close();

  // The gateway.
  const origin = new URL(stack.url).origin;
  let n = 0;
  const castRequest = [
    {
      method: 'POST',
      path: '/api/votes',
      setupRequest: (req) => {
        n += 1;
        const k = (n * 2654435761) >>> 0;
        return { ...req, headers: { ...req.headers, cookie: users[n % USERS].cookie, origin, 'content-type': 'application/json' }, body: JSON.stringify({ billId: billId(k % BILLS), vote: VALUES[k % 3] }) };
      },
    },
  ];
  await measureMax({ url: stack.url, requests: castRequest, connections: CONNECTIONS, duration: 2, warmup: 0 });
  await toggleProfiles();
  const { result: gatewayCast, cpu: castCpu } = await withCpu(stack.children, () => measureMax({ url: stack.url, requests: castRequest, connections: CONNECTIONS, duration: SECONDS, warmup: 0 }));
  await toggleProfiles();
  figures.castCpuSeconds = castCpu;
  windows.push('POST /api/votes');
  figures.gatewayCast = gatewayCast.rps;
  log(`  gateway POST /api/votes: ${gatewayCast.rps.toFixed(0)}/s (p99 ${gatewayCast.p99} ms, non-2xx ${gatewayCast.non2xx})`);

  let r = 0;
  const readRequest = [{ method: 'GET', path: `/api/district/votes?billIds=${readBills.join(',')}`, setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: users[(r += 1) % USERS].cookie } }) }];
  await measureMax({ url: stack.url, requests: readRequest, connections: CONNECTIONS, duration: 2, warmup: 0 });
  await toggleProfiles();
  const { result: gatewayRead, cpu: readCpu } = await withCpu(stack.children, () => measureMax({ url: stack.url, requests: readRequest, connections: CONNECTIONS, duration: SECONDS, warmup: 0 }));
  await toggleProfiles();
  figures.tallyCpuSeconds = readCpu;
  windows.push('GET /api/district/votes');
  figures.gatewayTally = gatewayRead.rps;
  log(`  gateway GET /api/district/votes: ${gatewayRead.rps.toFixed(0)}/s (p99 ${gatewayRead.p99} ms, non-2xx ${gatewayRead.non2xx})`);
} finally {
  await stack.stop();
}

console.log(JSON.stringify(Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v) : v])), null, 1));
if (PROFILE) {
  // <name>-<pid>-<n>.cpuprofile, n counting the windows in order.
  for (const file of readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile')).sort()) {
    const [name, , n] = file.replace('.cpuprofile', '').split(/-(?=\d+-\d+$)|-(?=\d+$)/);
    console.log(`\n${formatSummary(`${name} during ${windows[Number(n)]}`, summarizeProfile(join(profileDir, file)))}`);
  }
}

// Starts, supervises and stops the whole Civic stack as child processes. Shared by `npm start`,
// `npm test` and `npm run bench`, so all three run the product the same way.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import Redis from 'ioredis';
import { Supervisor } from './supervisor.mjs';
import { nodeArgsOf, runtimeEnvFor } from './node-options.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Backend processes behind the gateway, in start order. `rpc` ones get a TCP port for RPC. */
export const SERVICES = [{ name: 'identity', rpc: true }, { name: 'bills', rpc: true }, { name: 'voting', rpc: true }, { name: 'discussions', rpc: true }, { name: 'notifications', rpc: true }, { name: 'social-graph', rpc: true }, { name: 'ai-worker', rpc: false }];
/** Services with database migrations, in order. */
export const MIGRATING_SERVICES = SERVICES.filter((s) => s.rpc).map((s) => s.name);

const envKey = (name) => name.toUpperCase().replace(/-/g, '_');

/**
 * Ports the stack hands to its processes come from below the kernel's ephemeral range (where
 * outgoing connections and listen(0) take theirs), so nothing can take one between the check and
 * the process listening on it; a port is never handed out twice by this process.
 */
const PORT_RANGE = [20_000, 32_000];
const handedOut = new Set();

function canListen(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

export async function freePort() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = PORT_RANGE[0] + Math.floor(Math.random() * (PORT_RANGE[1] - PORT_RANGE[0]));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port in ${PORT_RANGE.join('–')} after 200 tries`);
}

/** Fails with a message that names the variable to fix when PostgreSQL or Redis is unreachable. */
export async function checkDependencies({ databaseUrl, redisUrl }) {
  const admin = adminUrl(databaseUrl);
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`PostgreSQL is not reachable at DATABASE_URL=${redact(databaseUrl)} (${err.message}).\n` +
      `Start it (see README, "Prerequisites") or set DATABASE_URL.`);
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 3000 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(`Redis is not reachable at REDIS_URL=${redact(redisUrl)} (${err.message}).\n` +
      `Start it (see README, "Prerequisites") or set REDIS_URL.`);
  } finally {
    redis.disconnect();
  }
}

/** Creates the database named in DATABASE_URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`DATABASE_URL names an unusual database "${name}"; use letters, digits and _.`);
  const client = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
    return !rowCount;
  } finally {
    await client.end();
  }
}

export async function dropDatabase(databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Removes every Redis key a stack wrote under its prefix (test runs clean up after themselves). */
export async function clearRedisPrefix(redisUrl, prefix) {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

function adminUrl(databaseUrl) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}
/** A connection URL without its password (redis://civic:***@host). */
const redact = (u) => u.replace(/:[^:@/]+@/, ':***@');

/** Builds every project (Nx caches what has not changed). */
export function build({ quiet = false } = {}) {
  const res = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: ROOT,
    stdio: quiet ? 'pipe' : 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    encoding: 'utf8',
  });
  if (res.status !== 0) {
    if (quiet) process.stderr.write(`${res.stdout ?? ''}${res.stderr ?? ''}`);
    throw new Error('Build failed.');
  }
}

/** Applies every service's migrations (each holds an advisory lock, so concurrent runs are safe). */
export function migrate(env) {
  for (const name of MIGRATING_SERVICES) {
    const res = spawnSync(process.execPath, [join(ROOT, 'services', name, 'dist/migrate.js')], { cwd: ROOT, env, stdio: 'inherit' });
    if (res.status !== 0) throw new Error(`Migrations of ${name} failed.`);
  }
}

/** A process's name in the stack: the first replica keeps the plain name, the others `name-2`, `name-3`, … */
export const replicaName = (name, index) => (index === 0 ? name : `${name}-${index + 1}`);

/**
 * Starts every service, then the gateway, and waits for every process's /health/ready (the
 * gateway's does not wait for the services behind it: each is down on its own routes). From then
 * on the processes are supervised: one that exits is restarted with the same environment (same
 * ports) after a backoff (supervisor.mjs); only stop() ends them, the gateways first.
 * Logs go to the console with a [name] prefix, or to files under logDir. With stateFile, the
 * current pid, restart count, health URL and metrics URL of every process are kept in that JSON file.
 * STACK_READY_TIMEOUT_MS lengthens the wait on a machine busy with other work (default 60 s).
 * Every process gets the image's NODE_OPTIONS and MALLOC_ARENA_MAX and its service's NODE_ARGS (node-options.mjs); `sourceMaps` (on under npm test) adds --enable-source-maps.
 *
 * `replicas` (name → count, default 1 each; `gateway` too) runs several processes of a service,
 * each on its own ports, as pods of one Deployment: every gateway gets the RPC replicas of each
 * service as its `<NAME>_RPC_HOST` list (what a headless Service resolves to, ADR 0027), and the
 * extra gateways listen on free ports of their own (`urls`).
 */
export async function startStack({ env, port, logDir, stateFile, replicas = {}, sourceMaps = env.NODE_ENV === 'test', readyTimeoutMs = Number(process.env.STACK_READY_TIMEOUT_MS) || 60_000, log = (line) => process.stderr.write(`[stack] ${line}\n`) }) {
  const stackEnv = { ...env, PORT: String(port) };
  const count = (name) => Math.max(1, Number(replicas[name]) || 1);
  /** Every process to start: {name, service, script, env (its own ports), healthUrl, metricsUrl}. */
  const processes = [];
  /** What the gateways alone get: each replicated service's replicas as their call list. */
  const gatewayEnv = {};
  for (const svc of SERVICES) {
    const key = envKey(svc.name);
    const own = [];
    for (let i = 0; i < count(svc.name); i++) {
      const ports = {};
      if (svc.rpc) ports[`${key}_RPC_PORT`] = String(await freePort());
      // A fixed /health and /metrics port too, so a restarted process answers where the first one did.
      ports[`${key}_HTTP_PORT`] = String(i === 0 && Number(stackEnv[`${key}_HTTP_PORT`]) ? stackEnv[`${key}_HTTP_PORT`] : await freePort());
      const healthUrl = `http://127.0.0.1:${ports[`${key}_HTTP_PORT`]}`;
      own.push({
        name: replicaName(svc.name, i),
        service: svc.name,
        script: join(ROOT, 'services', svc.name, 'dist/main.js'),
        env: ports,
        healthUrl,
        metricsUrl: `${healthUrl}/metrics`,
        rpcAddress: svc.rpc ? `127.0.0.1:${ports[`${key}_RPC_PORT`]}` : null,
      });
    }
    // The first replica's ports are the stack's (tests and operator commands call it directly);
    // the service listens on <NAME>_RPC_HOST, which the gateways read as where to call it.
    Object.assign(stackEnv, own[0].env);
    if (svc.rpc) {
      stackEnv[`${key}_RPC_HOST`] = '127.0.0.1';
      if (own.length > 1) gatewayEnv[`${key}_RPC_HOST`] = own.map((p) => `127.0.0.1:${p.env[`${key}_RPC_PORT`]}`).join(',');
    }
    processes.push(...own);
  }
  const gateways = [];
  for (let i = 0; i < count('gateway'); i++) {
    const gatewayPort = i === 0 ? port : await freePort();
    const metricsPort = i === 0 ? stackEnv.METRICS_PORT : Number(stackEnv.METRICS_PORT) ? String(await freePort()) : stackEnv.METRICS_PORT;
    const url = `http://127.0.0.1:${gatewayPort}`;
    gateways.push({
      name: replicaName('gateway', i),
      service: 'gateway',
      script: join(ROOT, 'services/gateway/dist/main.js'),
      env: { ...gatewayEnv, PORT: String(gatewayPort), ...(metricsPort === undefined ? {} : { METRICS_PORT: String(metricsPort) }) },
      healthUrl: url,
      metricsUrl: Number(metricsPort) ? `http://${stackEnv.METRICS_HOST || '127.0.0.1'}:${metricsPort}/metrics` : null,
    });
  }
  processes.push(...gateways);

  const logs = logSink(logDir);
  const stopGraceMs = Number(stackEnv.SHUTDOWN_GRACE_MS) || 20_000;
  const supervisor = new Supervisor({ cwd: ROOT, stateFile, log, stopGraceMs, onSpawn: (name, child) => logs(name, child) });
  // The image's runtime settings (node-options.mjs). Source maps only under `npm test`: they cost each
  // process 15–35 MB, and a dist/ path in a stack names its src/ file (NODE_OPTIONS=--enable-source-maps for more).
  const nodeArgs = sourceMaps ? ['--enable-source-maps'] : [];
  for (const p of processes) {
    supervisor.start(p.name, [process.execPath, ...nodeArgs, ...nodeArgsOf(p.service), p.script], { ...stackEnv, ...p.env, SERVICE_NAME: p.name, ...runtimeEnvFor(env) }, { service: p.service, healthUrl: p.healthUrl, metricsUrl: p.metricsUrl, rpcAddress: p.rpcAddress ?? null });
  }

  // The gateways first: each stops taking requests and finishes the ones in flight while the
  // services behind it still answer; then the services drain their own work. Answers the
  // processes that did not shut down cleanly (exit code 0), if any.
  const stop = () => supervisor.stop(gateways.map((g) => g.name));
  const startedAt = Date.now();
  const readyAfterMs = {};
  // Once one process fails to start, the others' polls end too (the stack is being stopped).
  const polls = { deadline: startedAt + readyTimeoutMs, givenUp: false };
  try {
    await Promise.all(processes.map(async (p) => {
      await waitForReady(p.name, `${p.healthUrl}/health/ready`, polls, supervisor);
      readyAfterMs[p.name] = Date.now() - startedAt;
    }));
  } catch (err) {
    polls.givenUp = true;
    await stop();
    throw err;
  }
  supervisor.supervising = true;
  return {
    url: gateways[0].healthUrl,
    /** Every gateway's URL, the first one's (`url`) included. */
    urls: gateways.map((g) => g.healthUrl),
    env: stackEnv,
    /** How long each process took from its start to answering /health/ready. */
    readyAfterMs,
    stop,
    stateFile,
    /** Every process as {name, child}; child is the current one (a restart replaces it). */
    get children() {
      return supervisor.children;
    },
  };
}

/** Wires each new child's output: prefixed lines on the console, or one append-only file per name. */
function logSink(logDir) {
  const files = new Map();
  return (name, child) => {
    if (logDir) {
      mkdirSync(logDir, { recursive: true });
      if (!files.has(name)) files.set(name, createWriteStream(join(logDir, `${name}.log`), { flags: 'a' }));
      // end: false — the file outlives this child (a restarted one writes on).
      child.stdout.pipe(files.get(name), { end: false });
      child.stderr.pipe(files.get(name), { end: false });
      return;
    }
    const prefix = (stream, out) => {
      let buf = '';
      stream.on('data', (chunk) => {
        buf += chunk;
        const lines = buf.split('\n');
        buf = lines.pop();
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
  };
}

async function waitForReady(name, url, polls, supervisor) {
  const budgetMs = polls.deadline - Date.now();
  let last = '';
  while (Date.now() < polls.deadline && !polls.givenUp) {
    const dead = supervisor.deadChild();
    if (dead) throw new Error(`${dead.name} exited during start-up (${dead.child.signalCode ?? `code ${dead.child.exitCode}`}).`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = await res.text();
    } catch (err) {
      last = err.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The stack did not become ready within ${Math.round(budgetMs / 1000)}s: ${name} answered ${last}`);
}

/**
 * A PgBouncer in transaction pooling mode in front of DATABASE_URL's server, on a free port, for
 * `npm test -- --pgbouncer` (the Debian package: apt-get install pgbouncer). Answers the URL to
 * give the processes (same database, user and password, through PgBouncer), whether it supports
 * protocol-level named prepared statements (1.21+), and stop().
 */
export async function startPgBouncer({ databaseUrl, dir }) {
  const version = spawnSync('pgbouncer', ['--version'], { encoding: 'utf8' });
  if (version.status !== 0) throw new Error('--pgbouncer: pgbouncer is not installed (apt-get install -y pgbouncer).');
  const [major, minor] = (/PgBouncer (\d+)\.(\d+)/.exec(version.stdout) ?? []).slice(1).map(Number);
  const namedStatements = major > 1 || minor >= 21;
  const direct = new URL(databaseUrl);
  const port = await freePort();
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777); // run as nobody when we are root (PgBouncer refuses root)
  const user = decodeURIComponent(direct.username || 'postgres');
  writeFileSync(join(dir, 'users.txt'), `"${user}" "${decodeURIComponent(direct.password)}"\n`, { mode: 0o644 });
  const ini = [
    '[databases]',
    `* = host=${direct.hostname} port=${direct.port || 5432}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    // The test server trusts loopback; PgBouncer passes the password on where one is set.
    `auth_type = ${direct.password ? 'plain' : 'trust'}`,
    `auth_file = ${join(dir, 'users.txt')}`,
    'pool_mode = transaction',
    'max_client_conn = 2000',
    'default_pool_size = 40',
    // 1.21+: protocol-level named prepared statements across server connections.
    ...(namedStatements ? ['max_prepared_statements = 200'] : []),
    `logfile = ${join(dir, 'pgbouncer.log')}`,
  ].join('\n');
  writeFileSync(join(dir, 'pgbouncer.ini'), `${ini}\n`, { mode: 0o644 });
  const asNobody = process.getuid?.() === 0 ? ['-u', 'nobody'] : [];
  const child = spawn('pgbouncer', [...asNobody, join(dir, 'pgbouncer.ini')], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (await canListen(port)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`PgBouncer did not start (see ${join(dir, 'pgbouncer.log')}).`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    version: version.stdout.split('\n')[0],
    namedStatements,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}

export function webDistExists() {
  return existsSync(join(ROOT, 'web/dist/index.html'));
}

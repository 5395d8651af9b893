// Starts and stops the whole Civic stack as child processes. Shared by `npm start`, `npm test`
// and `npm run bench`, so all three run the product the same way.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import Redis from 'ioredis';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Backend processes behind the gateway, in start order. `rpc` ones get a TCP port for RPC. */
export const SERVICES = [{ name: 'identity', rpc: true }, { name: 'bills', rpc: true }, { name: 'voting', rpc: true }, { name: 'ai-worker', rpc: false }];
/** Services with database migrations, in order. */
export const MIGRATING_SERVICES = SERVICES.filter((s) => s.rpc).map((s) => s.name);

const envKey = (name) => name.toUpperCase().replace(/-/g, '_');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
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
    throw new Error(`Redis is not reachable at REDIS_URL=${redisUrl} (${err.message}).\n` +
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

/**
 * Starts every service, then the gateway, and waits for the gateway's /health/ready.
 * Logs go to the console with a [name] prefix, or to files under logDir.
 */
export async function startStack({ env, port, logDir, readyTimeoutMs = 60_000 }) {
  const children = [];
  const stackEnv = { ...env, PORT: String(port) };
  for (const svc of SERVICES) {
    if (!svc.rpc) continue; // workers (ai-worker) answer no RPC
    const key = envKey(svc.name);
    stackEnv[`${key}_RPC_HOST`] = '127.0.0.1';
    stackEnv[`${key}_RPC_PORT`] = String(await freePort());
  }
  const launch = (name, script, extraEnv = {}) => {
    const child = spawn(process.execPath, ['--enable-source-maps', script], {
      cwd: ROOT,
      env: { ...stackEnv, SERVICE_NAME: name, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeLogs(child, name, logDir);
    child.on('exit', (code, signal) => {
      if (!stopping && code !== 0) process.stderr.write(`[${name}] exited (${signal ?? code})\n`);
    });
    children.push({ name, child });
    return child;
  };
  let stopping = false;
  for (const svc of SERVICES) launch(svc.name, join(ROOT, 'services', svc.name, 'dist/main.js'));
  launch('gateway', join(ROOT, 'services/gateway/dist/main.js'));

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    stopping = true;
    await Promise.all(children.map(({ child }) => terminate(child)));
  };
  try {
    await waitForReady(`${url}/health/ready`, readyTimeoutMs, children);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, env: stackEnv, stop, children };
}

function pipeLogs(child, name, logDir) {
  if (logDir) {
    mkdirSync(logDir, { recursive: true });
    const file = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
    child.stdout.pipe(file);
    child.stderr.pipe(file);
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
}

async function waitForReady(url, timeoutMs, children) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const dead = children.find(({ child }) => child.exitCode !== null);
    if (dead) throw new Error(`${dead.name} exited during start-up (code ${dead.child.exitCode}).`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = await res.text();
    } catch (err) {
      last = err.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The stack did not become ready within ${timeoutMs / 1000}s: ${last}`);
}

function terminate(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export function webDistExists() {
  return existsSync(join(ROOT, 'web/dist/index.html'));
}

// Environment for the launch scripts: .env (created on first run with a fresh session secret and
// RPC secret), then defaults. Real environment variables always win over .env.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './stack.mjs';

export function loadEnv({ createDotEnv = true } = {}) {
  const dotEnv = join(ROOT, '.env');
  if (!existsSync(dotEnv) && createDotEnv) {
    const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
    const secret = () => randomBytes(32).toString('hex');
    const filled = example
      .replace(/^SESSION_SECRET=.*$/m, `SESSION_SECRET=${secret()}`)
      .replace(/^RPC_SECRET=.*$/m, `RPC_SECRET=${secret()}`)
      // For `docker compose up` (its Redis' password); npm start's own Redis needs none.
      .replace(/^REDIS_PASSWORD=.*$/m, `REDIS_PASSWORD=${secret()}`);
    writeFileSync(dotEnv, filled);
    console.log('Created .env from .env.example with a new SESSION_SECRET, RPC_SECRET and REDIS_PASSWORD.');
  }
  if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);
  return withDefaults(process.env);
}

export function withDefaults(env) {
  const out = { ...env };
  out.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/civic';
  out.REDIS_URL ||= 'redis://127.0.0.1:6379';
  out.PORT ||= '3000';
  // Two stacks on one Redis keep apart by database name unless told otherwise.
  out.REDIS_PREFIX ||= `civic-${new URL(out.DATABASE_URL).pathname.slice(1)}`;
  out.SESSION_SECRET ||= randomBytes(32).toString('hex');
  // Every process of one stack gets this same environment, so a secret made here (a .env from
  // before RPC signing, a test run) is shared by the gateway and the services it signs for.
  out.RPC_SECRET ||= randomBytes(32).toString('hex');
  return out;
}

import { z } from 'zod';
import { baseEnv, loadConfig } from '@civic/service-kit';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const gatewayEnv = baseEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  SESSION_SECRET: z.string().min(32, { message: 'must be at least 32 characters (npm start generates one into .env)' }),
  SESSION_IDLE_TIMEOUT_MINUTES: positiveInt(24 * 60),
  SESSION_ABSOLUTE_TIMEOUT_HOURS: positiveInt(30 * 24),
  /** Extra origins allowed to send state-changing requests, comma separated; the site's own origin always is. */
  ALLOWED_ORIGINS: z.string().default(''),
  /** Fastify trustProxy: false, true, a hop count, or addresses (e.g. 127.0.0.1 behind a local proxy). */
  TRUST_PROXY: z.string().default('false'),
  BODY_LIMIT_BYTES: positiveInt(100 * 1024),
  WEB_DIST: z.string().default(''),
  /** How long the gateway may serve a bill list or detail from memory (0 turns it off). */
  BILLS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  /**
   * Longest a district tally may be answered from memory (0 turns it off). Freshness does not
   * rest on it: every read checks the versions the voting service bumps (ADR 0009); this only
   * bounds staleness if a bump is lost.
   */
  TALLY_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5 * 60_000),
  // Rate limits: each its own variable so a load test can lift one without the rest.
  RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: positiveInt(30),
  RATE_LIMIT_LOGIN_PER_EMAIL_PER_15_MINUTES: positiveInt(10),
  RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: positiveInt(20),
});
export type GatewayConfig = z.infer<typeof gatewayEnv>;

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

let cached: GatewayConfig | undefined;
export function gatewayConfig(): GatewayConfig {
  return (cached ??= loadConfig(gatewayEnv));
}

export function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

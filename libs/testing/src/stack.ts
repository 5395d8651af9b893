/**
 * Integration tests run against the one stack `npm test` starts (see infra/scripts/test.mjs).
 * It passes the stack's address and connection strings in the environment.
 */
export function stackUrl(): string {
  const url = process.env.STACK_URL;
  if (!url) {
    throw new Error('STACK_URL is not set: integration tests need the running stack. Run them with `npm test`, which starts it.');
  }
  return url;
}

/** The gateway's internal metrics endpoint (METRICS_HOST:METRICS_PORT; the public port has no /metrics). */
export function gatewayMetricsUrl(): string {
  const port = process.env.METRICS_PORT;
  if (!port || port === '0') throw new Error('METRICS_PORT is not set: run integration tests with `npm test`, which gives the gateway one.');
  return `http://${process.env.METRICS_HOST ?? '127.0.0.1'}:${port}/metrics`;
}

export function stackEnv(name: 'DATABASE_URL' | 'REDIS_URL' | 'REDIS_PREFIX' | 'RPC_SECRET'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run integration tests with \`npm test\`.`);
  return value;
}

let counter = 0;
/** An email nobody else in this run uses. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A client IP of its own (the test stack trusts X-Forwarded-For from loopback), so rate limits don't leak between tests. */
export function uniqueIp(): string {
  const n = (process.pid * 7919 + Date.now() + ++counter) % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

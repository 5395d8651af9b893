import { z } from 'zod';
import { ConfigError, loadServiceConfig, rpcEndpoint } from '../src/config';

/*
 * A service's configuration is parsed once at boot into one typed object: the shared variables,
 * its ports read under its own name, and its own variables; a bad value stops the start with a
 * message naming every bad variable.
 */
const own = z
  .object({ DEMO_BATCH: z.coerce.number().int().positive().default(50), DEMO_MODE: z.enum(['fast', 'safe']).default('safe') })
  .transform((e) => ({ batch: e.DEMO_BATCH, mode: e.DEMO_MODE }));

const SECRET = 's'.repeat(40);

describe('loadServiceConfig', () => {
  it('gives the shared settings, the ports named after the service and its own, with their defaults', () => {
    expect(loadServiceConfig('demo-svc', own, { DEMO_SVC_RPC_PORT: '4100', RPC_SECRET: SECRET })).toEqual({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/civic',
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'civic',
      rpcHost: '127.0.0.1',
      rpcPort: 4100,
      httpHost: '127.0.0.1',
      httpPort: 0,
      dbPoolSize: 10,
      databaseNamedStatements: true,
      rpcSecrets: { current: SECRET, previous: undefined },
      logLevel: 'info',
      shutdownGraceMs: 20_000,
      shutdownRpcLingerMs: 1_000,
      batch: 50,
      mode: 'safe',
    });
    expect(loadServiceConfig('demo-svc', own, { DEMO_SVC_RPC_PORT: '4100', RPC_SECRET: SECRET, DEMO_SVC_HTTP_HOST: '0.0.0.0', DEMO_SVC_HTTP_PORT: '8080', DEMO_BATCH: '7', REDIS_PREFIX: 'x', LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '5000', SHUTDOWN_RPC_LINGER_MS: '0' })).toMatchObject({
      logLevel: 'warn',
      shutdownGraceMs: 5000,
      shutdownRpcLingerMs: 0,
      httpHost: '0.0.0.0',
      httpPort: 8080,
      batch: 7,
      redisPrefix: 'x',
    });
  });

  it('reads <NAME>_DB_POOL_SIZE for every service, with the default the service gives (10 unless it says)', () => {
    const env = { DEMO_SVC_RPC_PORT: '4100', RPC_SECRET: SECRET };
    expect(loadServiceConfig('demo-svc', own, { ...env, DEMO_SVC_DB_POOL_SIZE: '4' }).dbPoolSize).toBe(4);
    expect(loadServiceConfig('demo-svc', own, env, { dbPoolSize: 20 }).dbPoolSize).toBe(20);
    expect(loadServiceConfig('demo-svc', own, { ...env, DATABASE_NAMED_STATEMENTS: 'false' }).databaseNamedStatements).toBe(false);
    expect(() => loadServiceConfig('demo-svc', own, { ...env, DEMO_SVC_DB_POOL_SIZE: '0' })).toThrow(/ {2}DEMO_SVC_DB_POOL_SIZE: /);
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadServiceConfig('demo-svc', own, { DEMO_SVC_HTTP_PORT: 'eighty', DEMO_BATCH: '-1', REDIS_URL: 'not a url' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const variable of ['DEMO_SVC_RPC_PORT', 'DEMO_SVC_HTTP_PORT', 'DEMO_BATCH', 'REDIS_URL', 'RPC_SECRET']) expect(message).toContain(`  ${variable}: `);
    expect(message).not.toContain('DEMO_MODE');
  });

  it('refuses to start without an RPC secret, in production as anywhere, and reads the previous one for a rotation', () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', RPC_SECRET: '' }, { NODE_ENV: 'production', RPC_SECRET: 'short' }]) {
      expect(() => loadServiceConfig('demo-svc', own, { DEMO_SVC_RPC_PORT: '4100', ...env })).toThrow(/ {2}RPC_SECRET: must be at least 32 characters/);
    }
    expect(() => loadServiceConfig('demo-svc', own, { DEMO_SVC_RPC_PORT: '4100', RPC_SECRET: SECRET, RPC_SECRET_PREVIOUS: 'short' })).toThrow(/ {2}RPC_SECRET_PREVIOUS: /);
    const previous = 'p'.repeat(40);
    expect(loadServiceConfig('demo-svc', own, { DEMO_SVC_RPC_PORT: '4100', RPC_SECRET: SECRET, RPC_SECRET_PREVIOUS: previous }).rpcSecrets).toEqual({ current: SECRET, previous });
    // An empty line in .env is no previous secret.
    expect(loadServiceConfig('demo-svc', own, { DEMO_SVC_RPC_PORT: '4100', RPC_SECRET: SECRET, RPC_SECRET_PREVIOUS: '' }).rpcSecrets.previous).toBeUndefined();
  });
});

describe('rpcEndpoint', () => {
  it('reads where a service answers RPC, and says which variable is missing', () => {
    expect(rpcEndpoint('voting', { VOTING_RPC_PORT: '4003' })).toEqual({ host: '127.0.0.1', port: 4003 });
    expect(() => rpcEndpoint('voting', {})).toThrow(/VOTING_RPC_PORT: /);
  });
});

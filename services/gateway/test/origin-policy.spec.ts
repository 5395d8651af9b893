import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gatewayEnv, siteOrigins } from '../src/config';
import { OriginPolicy } from '../src/http/origin';
import { trustProxyFn } from '../src/http/trust-proxy';

/*
 * The origin policy against real HTTP requests (a loopback server answering whether it allows
 * each one), for the settings the test stack does not run with: a configured PUBLIC_ORIGIN, and
 * proxies that are or are not trusted.
 */
let server: Server;
let policy: OriginPolicy;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => res.end(String(policy.allows(req))));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function allows(headers: Record<string, string>): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve(body === 'true'));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('with PUBLIC_ORIGIN set', () => {
  beforeAll(() => {
    policy = new OriginPolicy(['https://civic.example'], trustProxyFn('loopback'), false);
  });

  it('allows the public origin and requests without Origin or Referer (non-browser clients)', async () => {
    expect(await allows({ origin: 'https://civic.example' })).toBe(true);
    expect(await allows({ origin: 'HTTPS://CIVIC.EXAMPLE' })).toBe(true);
    expect(await allows({ referer: 'https://civic.example/bills/119-hr-1' })).toBe(true);
    expect(await allows({})).toBe(true);
  });

  it('refuses anything else, whatever Host or a trusted proxy claims', async () => {
    expect(await allows({ origin: 'https://evil.example' })).toBe(false);
    expect(await allows({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).toBe(false);
    expect(await allows({ origin: 'http://evil.example', host: 'evil.example' })).toBe(false);
    expect(await allows({ origin: 'null' })).toBe(false);
    expect(await allows({ referer: 'not a url' })).toBe(false);
    expect(await allows({ origin: 'http://civic.example' })).toBe(false); // wrong scheme
  });
});

describe('without PUBLIC_ORIGIN', () => {
  it('believes the origin a proxy reports only when the proxy is trusted', async () => {
    const spoof = { origin: 'https://app.example', 'x-forwarded-host': 'app.example', 'x-forwarded-proto': 'https' };
    policy = new OriginPolicy(siteOrigins({ PUBLIC_ORIGIN: [], PORT: port }), trustProxyFn('loopback'), true);
    expect(await allows(spoof)).toBe(true);
    expect(await allows({ ...spoof, origin: 'https://evil.example' })).toBe(false);
    // The last X-Forwarded-Host entry is the one the trusted proxy wrote.
    expect(await allows({ ...spoof, 'x-forwarded-host': 'app.example, evil.example' })).toBe(false);

    for (const untrusted of ['false', '10.0.0.0/8']) {
      policy = new OriginPolicy(siteOrigins({ PUBLIC_ORIGIN: [], PORT: port }), trustProxyFn(untrusted), true);
      expect(await allows(spoof)).toBe(false);
      expect(await allows({ origin: 'http://evil.example', host: 'evil.example' })).toBe(false);
      expect(await allows({ origin: `http://127.0.0.1:${port}` })).toBe(true);
      expect(await allows({ origin: `http://localhost:${port}` })).toBe(true);
    }
  });
});

describe('gateway configuration', () => {
  const base = { SESSION_SECRET: 'x'.repeat(40), RPC_SECRET: 'r'.repeat(40) };
  const issues = (env: Record<string, string>) => gatewayEnv.safeParse({ ...base, ...env }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('reads origin lists and refuses what is not an origin', () => {
    expect(gatewayEnv.parse({ ...base, PUBLIC_ORIGIN: 'https://civic.example, https://www.civic.example/' }).PUBLIC_ORIGIN).toEqual([
      'https://civic.example',
      'https://www.civic.example',
    ]);
    expect(issues({ PUBLIC_ORIGIN: 'https://civic.example/app' })[0]).toMatch(/^PUBLIC_ORIGIN: .*not an origin/);
    expect(issues({ ALLOWED_ORIGINS: 'civic.example' })[0]).toMatch(/^ALLOWED_ORIGINS: /);
    expect(siteOrigins({ PUBLIC_ORIGIN: [], PORT: 3000 })).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('validates TRUST_PROXY and every rate limit', () => {
    for (const ok of ['false', 'true', '1', 'loopback', 'loopback, 10.0.0.0/8, 192.168.1.7']) expect(issues({ TRUST_PROXY: ok })).toEqual([]);
    expect(issues({ TRUST_PROXY: 'the proxy' })[0]).toMatch(/^TRUST_PROXY: /);
    for (const name of [
      'RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE',
      'RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP_PER_15_MINUTES',
      'RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_PER_HOUR',
      'RATE_LIMIT_LOGIN_DELAY_FIRST_SECONDS',
      'RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS',
      'RATE_LIMIT_REGISTER_PER_IP_PER_HOUR',
      'RATE_LIMIT_CHANGE_PASSWORD_PER_USER_PER_15_MINUTES',
      'RATE_LIMIT_CHANGE_PASSWORD_PER_IP_PER_15_MINUTES',
    ]) {
      expect(issues({ [name]: '0' })[0]).toMatch(new RegExp(`^${name}: `));
      expect(issues({ [name]: 'lots' })[0]).toMatch(new RegExp(`^${name}: `));
    }
    expect(issues({ RATE_LIMIT_LOGIN_DELAY_FIRST_SECONDS: '60', RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS: '30' })).toEqual([
      'RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS: must be at least RATE_LIMIT_LOGIN_DELAY_FIRST_SECONDS',
    ]);
    // One address alone must not be able to reach the per-email ceiling.
    expect(issues({ RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_PER_HOUR: '50' })[0]).toMatch(/^RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_PER_HOUR: must exceed 5 ×/);
  });
});

import { request as httpRequest } from 'node:http';
import type { Socket } from 'socket.io-client';
import { ApiClient, gatewayMetricsUrl, signedInClient, stackEnv, uniqueEmail } from '@civic/testing';
import { createRedis } from '@civic/service-kit';
import { disconnection, openSocket, startSecondGateway, type SecondGateway } from './security-support';

/*
 * Origin and proxy trust, and the metrics port, on a second real gateway started with
 * TRUST_PROXY=false beside the test stack's (which trusts loopback, the way tests present client
 * IPs). The two share services, Redis and sessions, like two replicas of one deployment, so the
 * same suite shows that ending a session on one replica closes its socket on the other.
 */
const password = 'correct-horse-1';
const redis = createRedis(stackEnv('REDIS_URL'));
const sockets: Socket[] = [];
let b: SecondGateway;

beforeAll(async () => {
  // PUBLIC_ORIGIN unset: B's origins are http://localhost:<port> and http://127.0.0.1:<port>.
  b = await startSecondGateway({ TRUST_PROXY: 'false', SOCKET_SESSION_CHECK_SECONDS: '1', PUBLIC_ORIGIN: '', ALLOWED_ORIGINS: '' });
}, 60_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  redis.disconnect();
  await b?.stop();
});

/**
 * A signed-in client of gateway B. It signs up through the stack's gateway (from its own client
 * IP): B trusts no proxy, so every request to it comes from 127.0.0.1, and sign-ups there would
 * count against the per-IP limits the browser tests' sign-ups (also from 127.0.0.1) share.
 */
async function userOnB(): Promise<{ client: ApiClient; email: string }> {
  const { client: onA, email } = await signedInClient({ password, email: uniqueEmail('gw-b') });
  const client = new ApiClient(b.url);
  (client as unknown as { cookies: Map<string, string> }).cookies.set('civic.sid', onA.sessionCookie()!);
  expect((await client.get('/api/user')).status).toBe(200);
  return { client, email };
}

/** A raw request, so the Host header is the test's to choose (fetch does not allow it). */
function rawPost(url: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, url), { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end('{}');
  });
}

describe('with TRUST_PROXY=false', () => {
  it('refuses a vote whose foreign Origin is backed by a spoofed X-Forwarded-Host', async () => {
    const { client } = await userOnB();
    const res = await client.post('/api/votes', { billId: '990-hr-424242', vote: 'support' }, { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Cross-origin request refused');
  });

  it('refuses a foreign Origin backed by a spoofed Host header', async () => {
    const { client } = await userOnB();
    const res = await rawPost(b.url, '/api/logout', { host: 'evil.example', origin: 'http://evil.example', cookie: client.cookieHeader() });
    expect(res.status).toBe(403);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('does not believe X-Forwarded-Proto: an https Origin is not the site, and the cookie is not marked Secure', async () => {
    const { email } = await signedInClient({ password, email: uniqueEmail('gw-b-proto') });
    const client = new ApiClient(b.url);
    const res = await client.post('/api/login', { email, password }, { origin: `https://127.0.0.1:${b.port}`, 'x-forwarded-proto': 'https' });
    expect(res.status).toBe(403);
    const plain = await client.post('/api/login', { email, password }, { 'x-forwarded-proto': 'https' });
    expect(plain.status).toBe(200);
    expect(plain.headers.getSetCookie().find((c) => c.startsWith('civic.sid='))).not.toMatch(/Secure/);
  });

  it('accepts its own configured origins (localhost and 127.0.0.1 on its port)', async () => {
    for (const origin of [`http://127.0.0.1:${b.port}`, `http://localhost:${b.port}`]) {
      expect((await new ApiClient(b.url).post('/api/logout', undefined, { origin })).status).toBe(200);
    }
  });

  it('refuses a socket handshake from a foreign Origin with a spoofed X-Forwarded-Host, accepts its own', async () => {
    const { client } = await userOnB();
    await expect(openSocket(b.url, client.cookieHeader(), 'http://evil.example')).rejects.toThrow();
    const own = await openSocket(b.url, client.cookieHeader(), `http://127.0.0.1:${b.port}`);
    sockets.push(own);
    expect(own.connected).toBe(true);
  });
});

describe('behind a trusted proxy (the test stack: TRUST_PROXY=loopback, no PUBLIC_ORIGIN)', () => {
  it('takes the origin the proxy reports as the site, and only that one', async () => {
    const { client } = await signedInClient();
    const proxied = { origin: 'https://civic.example', 'x-forwarded-host': 'civic.example', 'x-forwarded-proto': 'https' };
    expect((await client.post('/api/votes', { billId: '990-hr-424242', vote: 'support' }, proxied)).status).toBe(404); // past the origin check
    expect((await client.post('/api/votes', { billId: '990-hr-424242', vote: 'support' }, { ...proxied, origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('metrics', () => {
  it('are not served on the public port', async () => {
    for (const url of [b.url, new ApiClient().baseUrl]) {
      const res = await fetch(`${url}/metrics`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/# HELP|process_cpu/);
    }
  });

  it('are served on the internal metrics port for Prometheus', async () => {
    for (const url of [b.metricsUrl, gatewayMetricsUrl()]) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/plain/);
      const text = await res.text();
      expect(text).toMatch(/^process_cpu_user_seconds_total /m);
      expect(text).toMatch(/civic_gateway_tally_reads_total/);
    }
    expect((await fetch(b.metricsUrl.replace('/metrics', '/api/user'))).status).toBe(404);
  });
});

describe('sockets across replicas and timeouts', () => {
  it('closes a socket on gateway B when its session is ended on gateway A (password change elsewhere)', async () => {
    const { email } = await signedInClient({ password });
    const s1 = new ApiClient();
    const s2 = new ApiClient();
    expect((await s1.post('/api/login', { email, password })).status).toBe(200);
    expect((await s2.post('/api/login', { email, password })).status).toBe(200);
    const onB = await openSocket(b.url, s2.cookieHeader(), `http://127.0.0.1:${b.port}`);
    sockets.push(onB);
    const closed = disconnection(onB);
    expect((await s1.post('/api/user/change-password', { currentPassword: password, newPassword: 'brand-new-horse-5' })).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('closes a socket whose session expired (its Redis key gone) within the check interval', async () => {
    const { client } = await userOnB();
    const socket = await openSocket(b.url, client.cookieHeader(), `http://127.0.0.1:${b.port}`);
    sockets.push(socket);
    const closed = disconnection(socket, 10_000);
    const sessionId = decodeURIComponent(client.sessionCookie()!).split('.')[0];
    // What the key's TTL does when the session times out.
    expect(await redis.del(`${stackEnv('REDIS_PREFIX')}:sess:${sessionId}`)).toBe(1);
    expect(await closed).toBe('io server disconnect');
  });
});

it("keeps passwords and emails out of gateway B's log", () => {
  expect(b.output()).toContain('gateway ready');
  expect(b.output()).not.toContain(password);
  expect(b.output()).not.toMatch(/gw-b-[^"\s]*@example\.com/);
});

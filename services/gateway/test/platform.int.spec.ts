import { io, Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '@civic/contracts';
import { ApiClient, gatewayMetricsUrl, signedInClient, stackUrl } from '@civic/testing';

describe('health and platform', () => {
  it('/health/ready on the public port says only ok; the internal port names its dependency and reports the services', async () => {
    const res = await new ApiClient().get('/health/ready');
    expect(res.status).toBe(200);
    // Which dependency is down, and its error text, are for operators: not on the public port.
    expect(res.body).toEqual({ status: 'ok' });
    const internal = await fetch(gatewayMetricsUrl().replace(/\/metrics$/, '/health/ready'));
    expect(internal.status).toBe(200);
    const detail = (await internal.json()) as { checks: Record<string, string>; services: Record<string, string> };
    // Readiness rests on Redis alone (sessions); the services are reported, not required (ADR 0027).
    expect(detail.checks).toEqual({ redis: 'up' });
    expect(detail.services).toEqual({ identity: 'up', bills: 'up', voting: 'up', discussions: 'up', notifications: 'up', 'social-graph': 'up' });
  });

  it('/health/live answers without a session', async () => {
    expect((await new ApiClient().get('/health/live')).status).toBe(200);
  });

  it('sends security headers and a request id', async () => {
    const res = await new ApiClient().get('/api/user');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('keeps API answers out of every cache, but not the web app\'s files or the public district data', async () => {
    const { client } = await signedInClient();
    expect((await client.get('/api/user')).headers.get('cache-control')).toBe('no-store');
    expect((await new ApiClient().get('/api/user')).headers.get('cache-control')).toBe('no-store');
    expect((await new ApiClient().get('/')).headers.get('cache-control')).not.toContain('no-store');
    expect((await new ApiClient().get('/api/open/districts/SD-AL/tallies.json')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('keeps a client request id only in a safe format, and replaces anything else with a fresh one', async () => {
    const safe = await new ApiClient().request('GET', '/api/user', { headers: { 'x-request-id': 'lb-1a2b.3_c' } });
    expect(safe.headers.get('x-request-id')).toBe('lb-1a2b.3_c');
    for (const unsafe of ['<script>alert(1)</script>', 'a'.repeat(65), 'spaces are not ok', 'quote"and\\slash', '']) {
      const res = await new ApiClient().request('GET', '/api/user', { headers: { 'x-request-id': unsafe } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await new ApiClient().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.statusCode).toBe(404);
  });

  it('serves the web app for client-side routes (SPA fallback)', async () => {
    const res = await new ApiClient().get('/some/client/route');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('<div id="root"');
  });
});

function connect(cookie: string | undefined, origin: string | undefined): Promise<{ socket: Socket; ready?: unknown; error?: string }> {
  return new Promise((resolve) => {
    const socket = io(stackUrl(), {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
      timeout: 5000,
    });
    socket.on(SOCKET_EVENTS.ready, (ready) => resolve({ socket, ready }));
    socket.on('connect_error', (err) => resolve({ socket, error: err.message }));
  });
}

describe('live channel (Socket.IO)', () => {
  it('accepts a signed-in socket from the site origin and joins it to its user room', async () => {
    const { client, user } = await signedInClient();
    const { socket, ready, error } = await connect(client.cookieHeader(), client.origin);
    socket.close();
    expect(error).toBeUndefined();
    expect(ready).toEqual({ userId: user.id });
  });

  it('refuses a socket without a session', async () => {
    const client = new ApiClient();
    const { socket, error } = await connect(undefined, client.origin);
    socket.close();
    expect(error).toBe('unauthorized');
  });

  it('refuses a socket from a foreign origin even with a session', async () => {
    const { client } = await signedInClient();
    const { socket, error } = await connect(client.cookieHeader(), 'https://evil.example');
    socket.close();
    expect(error).toBeTruthy();
  });
});

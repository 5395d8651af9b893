import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpClient, HttpError, TokenBucket } from './http';

function virtualClock() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
    sleeps,
    elapsed: () => now,
  };
}

describe('TokenBucket', () => {
  it('lets a burst through, then paces requests at the refill rate', async () => {
    const clock = virtualClock();
    const bucket = new TokenBucket({ capacity: 2, refillPerSecond: 1, ...clock });
    for (let i = 0; i < 5; i++) await bucket.take();
    // 2 from the full bucket, 3 more at one per second.
    expect(clock.elapsed()).toBe(3000);
    expect(bucket.waitedMs).toBe(3000);
  });

  it('serves concurrent callers one token each, in order', async () => {
    const clock = virtualClock();
    const bucket = new TokenBucket({ capacity: 1, refillPerSecond: 10, ...clock });
    const order: number[] = [];
    await Promise.all([0, 1, 2, 3].map((i) => bucket.take().then(() => order.push(i))));
    expect(order).toEqual([0, 1, 2, 3]);
    expect(clock.elapsed()).toBe(300);
  });

  it('perHour never allows more than the hourly quota in any hour', async () => {
    const clock = virtualClock();
    const bucket = TokenBucket.perHour(5000, 50, clock);
    let taken = 0;
    while (clock.elapsed() < 3_600_000) {
      await bucket.take();
      if (clock.elapsed() <= 3_600_000) taken += 1;
    }
    expect(taken).toBeLessThanOrEqual(5000);
    expect(taken).toBeGreaterThan(4900);
  });

  it('rejects nonsense settings', () => {
    expect(() => new TokenBucket({ capacity: 0, refillPerSecond: 1 })).toThrow();
    expect(() => new TokenBucket({ capacity: 1, refillPerSecond: 0 })).toThrow();
  });
});

describe('HttpClient', () => {
  let server: Server;
  let base: string;
  const script: { status: number; headers?: Record<string, string>; body?: string }[] = [];
  let hits = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits += 1;
      const next = script.shift() ?? { status: 200, body: '{"ok":true}' };
      res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      res.end(next.body ?? '{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    script.length = 0;
    hits = 0;
  });

  it('retries 429 and 5xx, honouring Retry-After, then returns the answer', async () => {
    const clock = virtualClock();
    const client = new HttpClient({ retry: { retries: 3, baseDelayMs: 100, sleep: clock.sleep } });
    script.push({ status: 429, headers: { 'retry-after': '2' } }, { status: 503 });
    await expect(client.getJson(`${base}/x`)).resolves.toEqual({ ok: true });
    expect(hits).toBe(3);
    expect(client.stats).toEqual({ requests: 3, retries: 2 });
    expect(clock.sleeps[0]).toBe(2000);
    expect(clock.sleeps[1]).toBeGreaterThanOrEqual(100);
    expect(clock.sleeps[1]).toBeLessThanOrEqual(200);
  });

  it('gives up after the last retry with the status in the error', async () => {
    const clock = virtualClock();
    const client = new HttpClient({ retry: { retries: 1, baseDelayMs: 1, sleep: clock.sleep } });
    script.push({ status: 500, body: 'boom' }, { status: 502 });
    const error = await client.get(`${base}/y`).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(502);
    expect(hits).toBe(2);
  });

  it('does not retry other client errors', async () => {
    const client = new HttpClient({ retry: { retries: 3, baseDelayMs: 1 } });
    script.push({ status: 404, body: '{"error":"nope"}' });
    await expect(client.get(`${base}/z`)).rejects.toMatchObject({ status: 404 });
    expect(hits).toBe(1);
  });

  it('retries network failures', async () => {
    const client = new HttpClient({ retry: { retries: 1, baseDelayMs: 1 }, timeoutMs: 500 });
    const error = await client.get('http://127.0.0.1:1/unreachable').catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(0);
    expect(client.stats).toEqual({ requests: 2, retries: 1 });
  });

  it('takes a limiter token for every attempt', async () => {
    const clock = virtualClock();
    const limiter = new TokenBucket({ capacity: 1, refillPerSecond: 1, ...clock });
    const client = new HttpClient({ limiter, retry: { retries: 2, baseDelayMs: 1, sleep: async () => undefined } });
    script.push({ status: 503 }, { status: 503 });
    await client.get(`${base}/w`);
    expect(limiter.waitedMs).toBe(2000);
  });
});

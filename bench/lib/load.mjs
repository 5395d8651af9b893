// Load runs, bounded in duration and aimed at loopback only: autocannon for the maximum
// throughput (closed loop), an open-loop pacer of our own for latency at a given rate.
import net from 'node:net';
import autocannon from 'autocannon';

/** A steady light load (req/s) for latency that is not about saturation. */
export const LIGHT_RATE = Number(process.env.BENCH_LIGHT_RATE ?? 100);

function assertLoopback(url) {
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '[::1]') throw new Error(`bench traffic goes to loopback only, not ${host}`);
}

function run(opts) {
  assertLoopback(opts.url);
  return new Promise((resolve, reject) => {
    const instance = autocannon({ timeout: 10, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
    // A hard stop in case a run hangs: the bench must end by itself.
    const guard = setTimeout(() => instance.stop(), (opts.duration + 15) * 1000);
    instance.on('done', () => clearTimeout(guard));
  });
}

const summarize = (r) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  requests: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
  duration: r.duration,
});

/**
 * Highest throughput at a fixed number of connections: a short warm-up run (discarded), then the
 * measured run. `requests` may rotate paths (autocannon request list).
 */
export async function measureMax({ url, requests, headers = {}, connections, duration, warmup }) {
  if (warmup > 0) await run({ url, requests, headers, connections, duration: warmup });
  return summarize(await run({ url, requests, headers, connections, duration }));
}

/**
 * Latency when offered a steady load (req/s over all connections), e.g. half the measured max.
 *
 * Open loop, evenly paced: request i is due at start + i/rate and its latency counts from that
 * moment, so time spent waiting for a free connection is counted (no coordinated omission).
 * autocannon's own rate limit is not used for this: it sends each second's quota as fast as it
 * can and then idles, so its "half load" is a saturated burst in every second. Requests go over
 * `connections` keep-alive sockets as prebuilt HTTP/1.1 bytes and answers are framed by
 * Content-Length, which keeps the client light enough to share the machine with the server.
 * `requests` as for autocannon (method, path, headers, body, setupRequest), rotated in order.
 */
export async function measureAtRate({ url, requests = [{}], headers = {}, connections, duration, rate }) {
  assertLoopback(url);
  const target = new URL(url);
  const total = Math.max(1, Math.round(rate * duration));
  const dueAt = (i) => start + (i * 1000) / rate;
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  let settled = 0;
  let sent = 0;
  const waiting = []; // due request indexes with no free connection yet
  const idle = [];

  const encoded = new Map(); // request index → bytes, for requests without setupRequest
  const encode = (i) => {
    const slot = i % requests.length;
    if (encoded.has(slot)) return encoded.get(slot);
    let req = { method: 'GET', path: target.pathname + target.search, ...requests[i % requests.length] };
    req = { ...req, headers: { ...headers, ...req.headers } };
    if (req.setupRequest) req = req.setupRequest(req);
    const body = req.body === undefined ? '' : String(req.body);
    const lines = [`${req.method} ${req.path} HTTP/1.1`, `host: ${target.host}`, 'connection: keep-alive'];
    for (const [k, v] of Object.entries(req.headers)) lines.push(`${k}: ${v}`);
    if (body) lines.push(`content-length: ${Buffer.byteLength(body)}`);
    const bytes = Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`);
    if (!requests[slot].setupRequest) encoded.set(slot, bytes);
    return bytes;
  };

  const sockets = await Promise.all(Array.from({ length: connections }, () => openConnection(target)));
  for (const conn of sockets) {
    conn.onResponse = (status) => {
      const latency = performance.now() - dueAt(conn.current);
      if (status < 200 || status >= 300) non2xx += 1;
      else latencies.push(latency);
      settled += 1;
      release(conn);
    };
    conn.onError = () => {
      if (conn.current !== undefined) {
        errors += 1;
        settled += 1;
        conn.current = undefined;
      }
    };
    idle.push(conn);
  }
  const release = (conn) => {
    conn.current = undefined;
    if (waiting.length) send(conn, waiting.shift());
    else idle.push(conn);
  };
  const send = (conn, i) => {
    conn.current = i;
    conn.socket.write(encode(i));
  };

  const start = performance.now();
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && dueAt(sent) <= now) {
        const conn = idle.pop();
        if (conn && !conn.socket.destroyed) send(conn, sent);
        else waiting.push(sent);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  const deadline = performance.now() + 11_000;
  while (settled < total && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  const elapsed = (performance.now() - start) / 1000;
  for (const conn of sockets) conn.socket.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] * 100) / 100 : 0);
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), requests: latencies.length, non2xx, errors: errors + (total - settled), duration: elapsed };
}

/**
 * One keep-alive connection that frames HTTP/1.1 answers by Content-Length. Only header bytes
 * are kept; body bytes are counted and dropped, so big answers cost no copying.
 */
function openConnection(target) {
  return new Promise((resolve, reject) => {
    const conn = { socket: net.connect({ host: target.hostname, port: Number(target.port) }), current: undefined, onResponse: () => {}, onError: () => {} };
    let head = null; // header bytes of the answer being read
    let bodyLeft = -1;
    let status = 0;
    conn.socket.setNoDelay(true);
    conn.socket.once('connect', () => resolve(conn));
    conn.socket.once('error', reject);
    conn.socket.on('error', () => conn.onError());
    conn.socket.on('close', () => conn.onError());
    conn.socket.on('data', (chunk) => {
      let data = chunk;
      while (data.length) {
        if (bodyLeft < 0) {
          head = head ? Buffer.concat([head, data]) : data;
          const end = head.indexOf('\r\n\r\n');
          if (end < 0) return;
          const text = head.subarray(0, end).toString('latin1');
          status = Number(text.slice(9, 12));
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(text);
          if (!length) throw new Error(`answer without Content-Length from ${target.host}: ${text.split('\r\n')[0]}`);
          bodyLeft = Number(length[1]);
          data = head.subarray(end + 4);
          head = null;
        }
        const take = Math.min(bodyLeft, data.length);
        bodyLeft -= take;
        data = data.subarray(take);
        if (bodyLeft === 0) {
          bodyLeft = -1;
          conn.onResponse(status);
        }
      }
    });
  });
}

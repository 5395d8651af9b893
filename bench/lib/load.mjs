// autocannon runs, bounded in duration and aimed at loopback only.
import autocannon from 'autocannon';

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

/** Latency when offered a steady load (req/s over all connections), e.g. half the measured max. */
export async function measureAtRate({ url, requests, headers = {}, connections, duration, rate }) {
  return summarize(await run({ url, requests, headers, connections, duration, overallRate: Math.max(1, Math.round(rate)) }));
}

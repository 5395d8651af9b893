import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, register } from 'prom-client';
import { isShuttingDown } from './shutdown';

// The probes and metrics a process serves on its internal port, on node:http and without Nest,
// so a process with no HTTP framework (every service, the ai-worker) loads none.

/** A named readiness probe: resolves when the dependency answers, throws otherwise. */
export type ReadinessCheck = () => Promise<unknown>;

/** The readiness of every check: 'up', or 'down: <error>'. */
export async function settle(checks: Record<string, ReadinessCheck>, timeoutMs: number) {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await Promise.race([check(), new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), timeoutMs))]);
        return [name, 'up'] as const;
      } catch (err) {
        return [name, `down: ${(err as Error).message}`] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

/** The readiness answer: every check's result, and whether all are up. */
export async function readiness(checks: Record<string, ReadinessCheck>): Promise<{ ok: boolean; body: { status: string; checks: Record<string, string> } }> {
  if (isShuttingDown()) return { ok: false, body: { status: 'shutting down', checks: {} } };
  const results = await settle(checks, 2000);
  const ok = Object.values(results).every((v) => v === 'up');
  return { ok, body: { status: ok ? 'ok' : 'unavailable', checks: results } };
}

let defaultMetricsStarted = false;

/**
 * How often the event-loop lag is sampled (prom-client's default is every 10 ms). Each sample is a
 * timer that wakes the idle process: at 10 ms it was nearly every wake-up of an idle service
 * (strace: ~84 of its ~100 a second) and most of its idle CPU, 1.4–2% of a core each, the idle
 * stack 15%. A stall longer than this is still measured in full; a shorter one is caught in
 * proportion to its length, which keeps the lag's percentiles honest over a scrape interval.
 */
export const EVENT_LOOP_SAMPLE_MS = 100;

/** The process's own metrics (CPU, memory, event-loop lag) on /metrics, started once per process. */
export function collectProcessMetrics(): void {
  if (defaultMetricsStarted) return;
  collectDefaultMetrics({ eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
  defaultMetricsStarted = true;
}

/** An internal GET page: its status and JSON body. */
export type InternalPage = () => Promise<{ status: number; body: unknown }>;

/**
 * Serves GET /metrics and the given internal pages (path → status and JSON body) on their own
 * address with node:http: how a process whose main port is public (the gateway) keeps its metrics
 * off that port, and how every service answers its probes without an HTTP framework (see
 * startHealthServer). Resolves once listening; close it on shutdown.
 */
export async function startMetricsServer(host: string, port: number, pages: Record<string, InternalPage> = {}): Promise<{ server: Server; url: string }> {
  collectProcessMetrics();
  const server = createServer((req, res) => {
    const path = req.url?.split('?')[0] ?? '';
    const page = req.method === 'GET' && Object.hasOwn(pages, path) ? pages[path] : undefined;
    if (page) {
      page().then(
        ({ status, body }) => res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body)),
        () => res.writeHead(500).end(),
      );
      return;
    }
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    register.metrics().then(
      (body) => res.writeHead(200, { 'content-type': register.contentType }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return { server, url: `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}/metrics` };
}

/**
 * A service's internal HTTP port: /health/live, /health/ready (every check, named) and /metrics,
 * on node:http. A service process has no other HTTP route, so it loads no HTTP framework (Fastify,
 * its validators and serializers cost each process a few MB at idle; #26). Answers its base URL.
 */
export async function startHealthServer(host: string, port: number, checks: Record<string, ReadinessCheck>): Promise<{ server: Server; url: string }> {
  const { server, url } = await startMetricsServer(host, port, {
    '/health/live': async () => ({ status: 200, body: { status: 'ok' } }),
    '/health/ready': async () => {
      const { ok, body } = await readiness(checks);
      return { status: ok ? 200 : 503, body };
    },
  });
  return { server, url: url.replace(/\/metrics$/, '') };
}

/** Closes a server started above: no new connections, idle keep-alive ones dropped. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

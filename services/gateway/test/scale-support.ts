import { readFileSync } from 'node:fs';
import type { ApiClient, ApiResponse } from '@civic/testing';

/*
 * Helpers for the multi-replica test (multi-replica.scale.ts): the replicated stack's processes
 * as its supervisor records them, the counters each process exposes on /metrics, and a log of
 * every request the simulated visitors send through the gateways.
 */

/** One process of the replicated stack (infra/scripts/stack.mjs, `replicas`). */
export interface ReplicaState {
  name: string;
  service: string;
  pid: number | null;
  restarts: number;
  lastExit: { code: number | null; signal: string | null } | null;
  healthUrl: string;
  metricsUrl: string | null;
  /** host:port of its RPC listener (services with RPC only). */
  rpcAddress: string | null;
}

/** Every process of the stack, by name (`voting`, `voting-2`, …), as the supervisor last wrote them. */
export function replicas(): Record<string, ReplicaState> {
  const file = process.env.STACK_STATE_FILE;
  if (!file) throw new Error('STACK_STATE_FILE is not set: run this test with `npm test -- --only scale`.');
  const children = JSON.parse(readFileSync(file, 'utf8')).children as Record<string, Omit<ReplicaState, 'name'>>;
  return Object.fromEntries(Object.entries(children).map(([name, state]) => [name, { name, ...state }]));
}

export const replicasOf = (service: string): ReplicaState[] => Object.values(replicas()).filter((r) => r.service === service);

/** The gateways' URLs (STACK_URLS, comma separated). */
export function gatewayUrls(): string[] {
  const urls = (process.env.STACK_URLS ?? '').split(',').filter(Boolean);
  if (urls.length < 2) throw new Error('STACK_URLS names fewer than two gateways: run this test with `npm test -- --only scale`.');
  return urls;
}

/** The samples of one counter in a Prometheus text page: labels and value of each series. */
export function samples(page: string, metric: string): Array<{ labels: Record<string, string>; value: number }> {
  const out = [];
  for (const line of page.split('\n')) {
    if (!line.startsWith(`${metric}{`) && !line.startsWith(`${metric} `)) continue;
    const m = /^[^{\s]+(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (m[1] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    out.push({ labels, value: Number(m[2]) });
  }
  return out;
}

export async function metricsPage(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

/** A gateway's calls sent so far, by `service|replica address` (civic_rpc_calls_sent_total). */
export async function callsSent(metricsUrl: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const s of samples(await metricsPage(metricsUrl), 'civic_rpc_calls_sent_total')) out.set(`${s.labels.service}|${s.labels.replica}`, s.value);
  return out;
}

/** A service replica's calls run so far, all patterns (civic_rpc_calls_handled_total). */
export async function callsHandled(metricsUrl: string): Promise<number> {
  return samples(await metricsPage(metricsUrl), 'civic_rpc_calls_handled_total').reduce((sum, s) => sum + s.value, 0);
}

export const isAcknowledged = (status: number | 'connection') => typeof status === 'number' && status >= 200 && status < 300;

/** One request as a visitor saw it: an HTTP status, or 'connection' when no answer came. */
export interface Sent {
  /** 'setup' before the timed traffic, 'traffic' during it. */
  phase: string;
  route: string;
  gateway: number;
  status: number | 'connection';
  at: number;
  message?: string;
}

/** Every request of the run, and its failures (anything but 2xx). */
export class RequestLog {
  phase = 'setup';
  readonly sent: Sent[] = [];

  get failures(): Sent[] {
    return this.sent.filter((s) => !isAcknowledged(s.status));
  }

  inPhase(phase: string): Sent[] {
    return this.sent.filter((s) => s.phase === phase);
  }
}


/**
 * A signed-in visitor whose each request goes to a gateway picked at random (one session, shared
 * through Redis), as a load balancer in front of them would deal them; each is recorded in the
 * log under its route. (Taking the gateways in turn would pin a visitor's fixed cycle of routes
 * to one gateway each.)
 */
export class Visitor {
  readonly clients: ApiClient[];

  constructor(
    client: ApiClient,
    urls: string[],
    private readonly log: RequestLog,
  ) {
    this.clients = urls.map((url) => client.via(url));
  }

  async send<T = unknown>(route: string, call: (client: ApiClient) => Promise<ApiResponse<T>>): Promise<ApiResponse<T> | undefined> {
    const gateway = Math.floor(Math.random() * this.clients.length);
    try {
      const res = await call(this.clients[gateway]!);
      const ok = isAcknowledged(res.status);
      this.log.sent.push({ phase: this.log.phase, route, gateway, status: res.status, at: Date.now(), ...(ok ? {} : { message: (res.body as { message?: string } | undefined)?.message }) });
      return res;
    } catch {
      this.log.sent.push({ phase: this.log.phase, route, gateway, status: 'connection', at: Date.now() });
      return undefined;
    }
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `probe` answers true; throws naming `what` after timeoutMs. Answers the time it took. */
export async function until(what: string | (() => string), probe: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await probe().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`);
    await sleep(100);
  }
  return Date.now() - started;
}

export function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

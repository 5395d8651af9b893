import { request } from 'node:http';
import { gatewayMetricsUrl, stackUrl } from '@civic/testing';

/** One route of the running gateway, as its internal /routes page lists it (http/route-table.ts). */
export interface GatewayRoute {
  method: string;
  path: string;
  public: boolean;
  rateLimits: string[];
}

/** The running gateway's route table, read from its internal port (never a hand-written list). */
export async function gatewayRoutes(): Promise<GatewayRoute[]> {
  const res = await fetch(gatewayMetricsUrl().replace(/\/metrics$/, '/routes'));
  if (res.status !== 200) throw new Error(`/routes answered ${res.status}`);
  const routes = (await res.json()) as GatewayRoute[];
  if (routes.length < 10) throw new Error(`the route table lists only ${routes.length} routes`);
  return routes;
}

export const routeName = (r: Pick<GatewayRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  body: any;
}

/**
 * Sends a request with its request target exactly as given (fetch would normalise it: `//api`
 * becomes a host, `/%61pi` may be rewritten), like a hand-crafted client could.
 */
export function rawRequest(method: string, target: string, opts: { headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  const base = new URL(stackUrl());
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, method, path: target, headers: opts.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
      });
    });
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

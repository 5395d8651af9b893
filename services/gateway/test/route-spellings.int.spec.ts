import { stackUrl, uniqueIp } from '@civic/testing';
import { gatewayRoutes, rawRequest, routeName, type GatewayRoute, type RawResponse } from './route-table-support';

/*
 * Sign-in is decided by the route the router matched, never by how the request spelled its
 * URL. Every route of the running gateway (its route table, so a route added later is covered
 * without editing this test) is sent signed out in several spellings of the same path, and each
 * must get exactly the answer of the plain spelling: 401 for every route that is not public.
 */
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** The path with each parameter filled in (a well-formed id: the answer must not hinge on it). */
const fill = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => (name === 'billId' ? '119-hr-1' : SAMPLE_ID));
const segments = (path: string) => path.split('/').slice(1);
const isParam = (template: string, i: number) => segments(template)[i]?.startsWith(':');
const hex = (ch: string) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** Spellings of one route's path: the same resource to the router, different strings to a prefix test. */
function spellings(route: GatewayRoute): Record<string, string> {
  const plain = fill(route.path);
  const parts = segments(plain);
  const mapStatic = (f: (s: string) => string) => `/${parts.map((s, i) => (isParam(route.path, i) || !s ? s : f(s))).join('/')}`;
  const origin = new URL(stackUrl()).origin;
  return {
    plain,
    'percent-encoded letters': mapStatic((s) => s.replace(/[a-z]/g, hex)),
    'percent-encoded first letter': mapStatic((s) => hex(s[0]) + s.slice(1)),
    'percent-encoded slash': parts.length > 1 ? `/${parts[0]}%2F${parts.slice(1).join('/')}` : plain,
    'absolute-form': `${origin}${plain}`,
    'doubled slashes': `/${parts.join('//')}`.replace(/^\//, '//'),
    'upper case': mapStatic((s) => s.toUpperCase()),
  };
}

async function send(route: GatewayRoute, target: string, ip: string): Promise<RawResponse> {
  const write = route.method !== 'GET' && route.method !== 'HEAD';
  const withBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (write) headers.origin = new URL(stackUrl()).origin;
  if (withBody) headers['content-type'] = 'application/json';
  return rawRequest(route.method, target, { headers, body: withBody ? '{}' : undefined });
}

const answer = (res: RawResponse) => ({ status: res.status, message: typeof res.body === 'object' ? res.body?.message : undefined });

describe('every route answers the same whatever the spelling of its URL (signed out)', () => {
  let routes: GatewayRoute[] = [];
  beforeAll(async () => {
    routes = await gatewayRoutes();
  });

  it('lists the API and the probes', () => {
    const names = routes.map(routeName);
    expect(names).toEqual(expect.arrayContaining(['GET /api/users/:id/profile', 'POST /api/votes', 'GET /health/ready']));
    expect(routes.find((r) => r.path === '/api/users/:id/profile')?.public).toBe(false);
  });

  it('each spelling gets the plain spelling’s answer; a route that needs a session answers 401 (the review queue 404) in every one', async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      // One client address per route: the spellings of one route share its rate limits, nothing more.
      const ip = uniqueIp();
      const variants = spellings(route);
      const plain = answer(await send(route, variants.plain, ip));
      // The review queue's routes are 404 to all but operators, signed in or not (OperatorsOnlyGuard).
      const refusal = route.path.startsWith('/api/review/') ? { status: 404, message: 'Not found' } : { status: 401, message: 'Not signed in' };
      if (!route.public && (plain.status !== refusal.status || plain.message !== refusal.message)) mismatches.push(`${routeName(route)} plain: ${JSON.stringify(plain)}`);
      for (const [name, target] of Object.entries(variants)) {
        if (name === 'plain') continue;
        const got = answer(await send(route, target, ip));
        // An encoded slash is not a separator to the router: such a target is not this route
        // at all, and may only be the API's 404 (never the route's answer without the guard).
        const ok = name === 'percent-encoded slash' && target !== variants.plain ? got.status === plain.status || got.status === 404 : got.status === plain.status && got.message === plain.message;
        if (!ok) mismatches.push(`${routeName(route)} ${name} ${target}: ${JSON.stringify(got)}, plain ${JSON.stringify(plain)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

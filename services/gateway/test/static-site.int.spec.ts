import { request as httpRequest } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { stackUrl } from '@civic/testing';

// The built web app as the stack's gateway serves it (npm test builds web/ first).
const WEB_DIST = process.env.WEB_DIST || join(__dirname, '../../../web/dist');

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly these headers, body bytes as sent (fetch would negotiate and decompress itself). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, stackUrl()), { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(res: RawResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.body).toString('utf8');
  return res.body.toString('utf8');
}

const varyList = (res: RawResponse) => String(res.headers.vary ?? '').toLowerCase().split(/\s*,\s*/);

/** The shell's entry script, named by its content hash. */
function entryScript(): string {
  const match = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(join(WEB_DIST, 'index.html'), 'utf8'));
  if (!match) throw new Error('web/dist/index.html names no entry script');
  return match[1];
}

/** The biggest hashed script of the build (React and the app's core): worth compressing. */
function biggestScript(): string {
  const assets = readdirSync(join(WEB_DIST, 'assets')).filter((f) => f.endsWith('.js'));
  const [biggest] = assets.sort((a, b) => statSync(join(WEB_DIST, 'assets', b)).size - statSync(join(WEB_DIST, 'assets', a)).size);
  if (!biggest) throw new Error('web/dist/assets holds no script');
  return `/assets/${biggest}`;
}

describe('web app: compressed, cached and prerendered', () => {
  const script = biggestScript();
  const scriptOnDisk = readFileSync(join(WEB_DIST, script)).toString('utf8');

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('sends a hashed script precompressed for Accept-Encoding "%s" (%s), cached for a year', async (acceptEncoding, expected) => {
    const res = await rawGet(script, { 'accept-encoding': acceptEncoding });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(varyList(res)).toContain('accept-encoding');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(scriptOnDisk.length / 2);
    expect(decoded(res)).toBe(scriptOnDisk);
  });

  it('sends the script as it is to a client that accepts no compression, still varying by Accept-Encoding', async () => {
    const res = await rawGet(script);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varyList(res)).toContain('accept-encoding');
    expect(res.body.toString('utf8')).toBe(scriptOnDisk);
  });

  it('answers a missing asset with 404, not the app shell', async () => {
    const res = await rawGet('/assets/index-00000000.js');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  // SPEC §2 titles; headings as the pages render them.
  it.each([
    ['/', 'Civic | Your values, your vote, your district', 'Your values. Your vote. Your district.'],
    ['/features', 'Features | Civic', 'Everything you need to be an informed, heard voter'],
    ['/about', 'About | Civic', 'Representation that starts with you'],
    ['/how-it-works', 'How It Works | Civic', 'From sign-up to a seat at the table'],
  ])('serves %s prerendered: its content, title and description, compressed and revalidated', async (path, title, heading) => {
    const res = await rawGet(path, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(varyList(res)).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
    const html = decoded(res);
    expect(html).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain(`<div id="root" data-prerendered="${path}">`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.]/g, '\\.')}</h1>`));
    // The site's header and footer are in the page too, not only the route's content.
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('<footer');
  });

  it('revalidates HTML by ETag: an unchanged page answers 304 without a body', async () => {
    const first = await rawGet('/about', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const again = await rawGet('/about', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it.each(['/dashboard', '/bills/123', '/some/client/route'])('answers the client route %s with the app shell (SPA fallback)', async (path) => {
    const res = await rawGet(path, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = decoded(res);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(entryScript());
  });

  it('leaves the API and health to their own handlers, and never serves metrics or the shell at /metrics', async () => {
    const api = await rawGet('/api/no-such-thing', { 'accept-encoding': 'br' });
    expect(api.status).toBe(404);
    expect(JSON.parse(decoded(api))).toEqual(expect.objectContaining({ statusCode: 404 }));
    expect((await rawGet('/health/live')).status).toBe(200);
    // Metrics live on the internal port (ADR 0014): the public port answers a JSON 404, not the app shell.
    const metrics = await rawGet('/metrics');
    expect(metrics.status).toBe(404);
    expect(decoded(metrics)).not.toContain('<div id="root">');
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { logger } from '@civic/service-kit/edge';

/** The SPA shell: an empty #root the client renders into. */
const SHELL = 'index.html';
/** Written by web/scripts/prerender.mjs: { "<path>": "prerendered/<name>.html" }. */
const PRERENDERED_ROUTES = 'prerendered/routes.json';
/** Vite fingerprints everything under /assets/, so a name never changes content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML and unhashed files: kept, but checked with the server (ETag / Last-Modified) before each use. */
const REVALIDATE = 'no-cache';

const isFingerprinted = (filePath: string) => filePath.includes('/assets/');

/** The prerendered public pages by path; none when the web app was built without them. */
function prerenderedRoutes(webDist: string): Map<string, string> {
  const file = join(webDist, PRERENDERED_ROUTES);
  if (!existsSync(file)) return new Map();
  const routes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  for (const [path, page] of Object.entries(routes)) {
    if (!path.startsWith('/') || !existsSync(join(webDist, page))) throw new Error(`${PRERENDERED_ROUTES}: bad entry ${path} → ${page}`);
  }
  return new Map(Object.entries(routes));
}

/**
 * Serves the built web app: files as web/scripts/precompress.mjs left them (brotli or gzip by
 * Accept-Encoding, Vary: Accept-Encoding), hashed assets cached for a year, HTML revalidated.
 * The public pages get their prerendered HTML; unknown /api and /health paths answer a JSON 404,
 * a missing /assets file a 404, and any other unknown GET gets the shell so the client router can
 * render it (including its own 404 screen).
 */
export async function registerStaticSite(app: FastifyInstance, webDist: string): Promise<void> {
  const hasSite = existsSync(join(webDist, SHELL));
  const notFound = { statusCode: 404, error: 'Not Found', message: 'Not found' };
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // Cache-Control comes from setHeaders alone: send's own (max-age=0) would replace it.
      cacheControl: false,
      // Compressed copies are chosen by Accept-Encoding and prerendered pages by path below:
      // neither is a URL of its own.
      globIgnore: ['**/*.br', '**/*.gz', 'prerendered/**'],
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', isFingerprinted(filePath) ? IMMUTABLE : REVALIDATE);
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
    for (const [path, page] of prerenderedRoutes(webDist)) app.get(path, (_req, reply) => reply.sendFile(page));
  } else {
    logger().warn({ webDist }, 'web app not built: only the API is served');
  }
  // Fastify prefers exact routes (API, files, pages) over this wildcard, so it only sees unknown paths.
  app.get('/*', (req, reply) => {
    // The path as the router read it (decoded, duplicate slashes dropped), in lower case as the
    // API's routes match: /%61pi/nothing and /API/nothing are the API's 404, not the shell.
    const path = `/${(req.params as { '*'?: string })['*'] ?? ''}`.toLowerCase();
    // /metrics lives on the internal metrics port only (METRICS_PORT): here it is just not found.
    if (!hasSite || path === '/api' || path.startsWith('/api/') || path.startsWith('/health/') || path === '/metrics' || path.startsWith('/assets/')) {
      return reply.status(404).send(notFound);
    }
    return reply.sendFile(SHELL);
  });
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { logger } from '@civic/service-kit';

/**
 * Serves the built web app. Unknown /api paths answer a JSON 404; any other unknown GET gets
 * index.html so the client router can render it (including its own 404 screen).
 */
export async function registerStaticSite(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = join(webDist, 'index.html');
  const hasSite = existsSync(indexPath);
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // Vite fingerprints /assets/*, so they never change under the same name.
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    logger().warn({ webDist }, 'web app not built: only the API is served');
  }
  const indexHtml = hasSite ? readFileSync(indexPath, 'utf8') : '';
  // Fastify prefers exact routes (API, assets) over this wildcard, so it only sees unknown paths.
  app.get('/*', (req, reply) => {
    const path = req.url.split('?')[0];
    // /metrics lives on the internal metrics port only (METRICS_PORT): here it is just not found.
    if (!hasSite || path === '/api' || path.startsWith('/api/') || path.startsWith('/health/') || path === '/metrics') {
      return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found' });
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}

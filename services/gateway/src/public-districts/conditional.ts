import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A public answer, encoded once, with what conditional requests are checked against. */
export interface Cacheable {
  body: Buffer;
  contentType: string;
  /** Strong validator: a hash of the exact bytes. */
  etag: string;
  /** When the newest data behind it changed (HTTP dates have whole seconds). */
  lastModified: Date | null;
}

export function cacheable(body: string, contentType: string, lastModified: Date | null): Cacheable {
  const bytes = Buffer.from(body);
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { body: bytes, contentType, etag, lastModified: lastModified && new Date(Math.floor(lastModified.getTime() / 1000) * 1000) };
}

/** Whether the client's copy is still good: If-None-Match wins; If-Modified-Since only without it (RFC 9110 §13.2.2). */
export function isFresh(headers: FastifyRequest['headers'], c: Pick<Cacheable, 'etag' | 'lastModified'>): boolean {
  const match = headers['if-none-match'];
  if (typeof match === 'string') {
    return match.trim() === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === c.etag);
  }
  const since = headers['if-modified-since'];
  if (typeof since === 'string' && c.lastModified) {
    const t = Date.parse(since);
    return Number.isFinite(t) && c.lastModified.getTime() <= t;
  }
  return false;
}

/**
 * Sends a public answer with its validators and caching rule, or 304 Not Modified (no body)
 * when the client's copy is current. Shared caches may keep it: it is the same for everyone.
 */
export function sendCacheable(req: FastifyRequest, reply: FastifyReply, c: Cacheable, extraHeaders: Record<string, string> = {}): FastifyReply {
  void reply.header('etag', c.etag).header('cache-control', 'public, max-age=0, must-revalidate').header('vary', 'Accept-Encoding');
  if (c.lastModified) void reply.header('last-modified', c.lastModified.toUTCString());
  for (const [k, v] of Object.entries(extraHeaders)) void reply.header(k, v);
  if (isFresh(req.headers, c)) return reply.status(304).send();
  return reply.type(c.contentType).send(c.body);
}

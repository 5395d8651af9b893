import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';

export const CROSS_ORIGIN_REFUSED = 'Cross-origin request refused';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: a browser always sends Origin on a cross-site POST, so a request that names an
 * origin other than this site (or a configured one) is refused. Requests without Origin or
 * Referer come from non-browser clients, which cannot carry a victim's cookies.
 */
export function isAllowedOrigin(headers: IncomingMessage['headers'], protocol: string, extra: string[]): boolean {
  const claimed = headers.origin ?? refererOrigin(headers.referer);
  if (!claimed) return true;
  if (claimed === 'null') return false;
  const host = headers['x-forwarded-host'] ?? headers.host;
  return claimed === `${protocol}://${host}` || extra.includes(claimed);
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

export function parseOriginList(value: string): string[] {
  return value.split(',').map((s) => s.trim().replace(/\/$/, '')).filter(Boolean);
}

@Injectable()
export class OriginGuard implements CanActivate {
  constructor(private readonly extraOrigins: string[]) {}
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(req.method)) return true;
    if (!isAllowedOrigin(req.headers, req.protocol, this.extraOrigins)) throw new ForbiddenException(CROSS_ORIGIN_REFUSED);
    return true;
  }
}

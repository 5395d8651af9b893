import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { lastHeaderEntry, type TrustProxyFn } from './trust-proxy';

export const CROSS_ORIGIN_REFUSED = 'Cross-origin request refused';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence (ADR 0003, ADR 0014): a browser always sends Origin on a cross-site POST, so a
 * request that names an origin other than the site's is refused. The site's origins come from
 * configuration (PUBLIC_ORIGIN, default http://localhost:<PORT> and http://127.0.0.1:<PORT>, plus
 * ALLOWED_ORIGINS), never from the request's own Host or X-Forwarded-Host, which a client writes
 * itself. Only behind a trusted proxy (TRUST_PROXY) and without PUBLIC_ORIGIN is the origin the
 * proxy reports (X-Forwarded-Proto/-Host, else Host) the site's too, so a deployment behind a
 * proxy works without naming its address. Requests with neither Origin nor Referer come from
 * non-browser clients, which cannot carry a victim's cookies.
 */
export class OriginPolicy {
  private readonly configured: ReadonlySet<string>;

  constructor(
    origins: string[],
    /** Peers whose forwarded headers are believed (TRUST_PROXY); undefined trusts none. */
    private readonly trustProxy: TrustProxyFn | undefined,
    /** Whether a trusted proxy's reported origin is the site's (only when PUBLIC_ORIGIN is unset). */
    private readonly acceptProxiedOrigin: boolean,
  ) {
    this.configured = new Set(origins.map((o) => o.toLowerCase()));
  }

  /** Whether this request (raw Node request: the API's or a Socket.IO handshake) may change state. */
  allows(req: IncomingMessage): boolean {
    const claimed = claimedOrigin(req.headers);
    if (claimed === undefined) return true;
    if (claimed === 'null') return false;
    if (this.configured.has(claimed)) return true;
    return this.acceptProxiedOrigin && claimed === this.originReportedByProxy(req);
  }

  private originReportedByProxy(req: IncomingMessage): string | undefined {
    const peer = req.socket.remoteAddress;
    if (!this.trustProxy || !peer || !this.trustProxy(peer, 0)) return undefined;
    const protocol = lastHeaderEntry(req.headers['x-forwarded-proto']) ?? ((req.socket as TLSSocket).encrypted ? 'https' : 'http');
    const host = lastHeaderEntry(req.headers['x-forwarded-host']) ?? req.headers.host;
    return host ? `${protocol}://${host}`.toLowerCase() : undefined;
  }
}

/** The Origin a request names (or its Referer's origin), lowercased; 'null' for an opaque or unreadable one. */
function claimedOrigin(headers: IncomingMessage['headers']): string | undefined {
  const origin = headers.origin ?? refererOrigin(headers.referer);
  return origin?.toLowerCase();
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

@Injectable()
export class OriginGuard implements CanActivate {
  constructor(private readonly policy: OriginPolicy) {}
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(req.method)) return true;
    if (!this.policy.allows(req.raw)) throw new ForbiddenException(CROSS_ORIGIN_REFUSED);
    return true;
  }
}

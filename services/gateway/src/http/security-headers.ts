import helmet, { type HelmetOptions } from 'helmet';

/** The site's security policy: same-origin everything, WebSockets for the live channel. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      imgSrc: ["'self'", 'data:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * Helmet's headers, computed once. With static directives (no per-request nonces) helmet writes
 * the same headers on every response, but @fastify/helmet rebuilds and re-parses the policy per
 * request; running helmet once against a recording response and replaying its headers gives the
 * same result at a fraction of the cost (see bench, bills-read).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (err?: unknown) => void (failure = err));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

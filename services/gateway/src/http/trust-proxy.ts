import proxyAddr from '@fastify/proxy-addr';

/** Whether the hop-th address of a request's chain (0: the connected peer) is a proxy we trust. */
export type TrustProxyFn = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY read the way Fastify reads its trustProxy option: "false" (or empty) trusts
 * nobody, "true" everybody, a number that many hops, anything else a comma-separated list of
 * addresses, subnets or the names loopback, linklocal and uniquelocal. The one function is given
 * to Fastify (client IP, protocol, host) and used for Socket.IO handshakes, so both trust the same
 * peers. Throws on an address list proxy-addr cannot read.
 */
export function trustProxyFn(value: string): TrustProxyFn | undefined {
  const v = value.trim();
  if (v === '' || v === 'false') return undefined;
  if (v === 'true') return () => true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops > 0 ? (_address, hop) => hop < hops : undefined;
  }
  return proxyAddr.compile(v.split(',').map((s) => s.trim()));
}

/** The last value of a header a proxy may have appended to (Fastify takes the last one too). */
export function lastHeaderEntry(value: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(value) ? value.join(',') : value;
  const last = joined?.split(',').pop()?.trim();
  return last || undefined;
}

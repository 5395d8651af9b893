import type { GatewayConfig } from '../config';
import type { RateLimit } from '../auth/rate-limits';

/** One budget per client address for every public district and open-data read (ADR 0030). */
export const PUBLIC_READS_IP = 'public-reads-ip';

export function publicDataRateLimits(config: GatewayConfig): RateLimit[] {
  return [{ name: PUBLIC_READS_IP, ttlMs: 60_000, limit: config.RATE_LIMIT_PUBLIC_READS_PER_IP_PER_MINUTE, tracker: (req) => `ip:${req.ip}` }];
}

import { logger } from '@civic/service-kit';
import type { AddressInput, DistrictResolution, DistrictResolver, Shortfall } from './types';
import { ZipStateResolver } from './zip-state';

/**
 * Tries each resolver in order (DESIGN §4): the street-level geocoder, then the ZIP → district
 * table, then ZIP → state. A resolver that throws (timeout, HTTP error, database hiccup) is
 * skipped silently apart from a log line: locating a district never blocks saving an address.
 */
export class DistrictLocator {
  private readonly fallback = new ZipStateResolver();

  constructor(private readonly resolvers: readonly DistrictResolver[]) {}

  get names(): string[] {
    return [...this.resolvers.map((r) => r.name), this.fallback.name];
  }

  async locate(input: AddressInput): Promise<DistrictResolution> {
    const earlier: Shortfall[] = [];
    for (const resolver of this.resolvers) {
      try {
        const outcome = await resolver.resolve(input, earlier);
        if ('resolution' in outcome) return outcome.resolution;
        earlier.push(outcome.shortfall);
      } catch (err) {
        logger().warn({ resolver: resolver.name, err: errorSummary(err) }, 'district resolver failed; trying the next one');
        earlier.push(resolver.name === 'census-geocoder' ? 'service-unavailable' : 'zip-not-in-table');
      }
    }
    return this.fallback.resolve(input, earlier);
  }
}

function errorSummary(err: unknown): string {
  const e = err as Error & { cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'timed out';
  return [e?.message, e?.cause?.code ?? e?.cause?.message].filter(Boolean).join(': ') || String(err);
}

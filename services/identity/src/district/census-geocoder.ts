import type { AddressInput, DistrictResolution, DistrictResolver, ResolverOutcome } from './types';
import { formatDistrict, stateByAbbr, stateByFips } from './states';

/**
 * US Census Geocoder, street-level: GET /geocoder/geographies/address returns the matched
 * address with the geographies it lies in (congressional district, county, state legislative
 * districts). An exact match (one candidate, or all candidates in one district) is HIGH.
 * Anything else (no match, several districts, HTTP error, timeout) lets the next resolver try.
 */
export interface CensusGeocoderOptions {
  /** Base URL, e.g. https://geocoding.geo.census.gov (a path prefix, e.g. behind a proxy, is kept). */
  baseUrl: string;
  timeoutMs: number;
  benchmark?: string;
  vintage?: string;
}

type Geo = Record<string, unknown>;
interface AddressMatch {
  matchedAddress?: string;
  geographies?: Record<string, Geo[] | undefined>;
  addressComponents?: { state?: string };
}

export interface GeocodedDistrict {
  congressionalDistrict: string;
  county: string | null;
  state: string;
  stateUpperDistrict: string | null;
  stateLowerDistrict: string | null;
  matchedAddress: string | null;
}

export class CensusGeocoderResolver implements DistrictResolver {
  readonly name = 'census-geocoder' as const;

  constructor(private readonly opts: CensusGeocoderOptions) {}

  url(input: AddressInput): string {
    const url = new URL(`${this.opts.baseUrl.replace(/\/+$/, '')}/geocoder/geographies/address`);
    url.searchParams.set('street', input.address);
    url.searchParams.set('city', input.city);
    if (input.state) url.searchParams.set('state', input.state);
    url.searchParams.set('zip', input.zipCode.trim().slice(0, 5));
    url.searchParams.set('benchmark', this.opts.benchmark ?? 'Public_AR_Current');
    url.searchParams.set('vintage', this.opts.vintage ?? 'Current_Current');
    url.searchParams.set('layers', 'all');
    url.searchParams.set('format', 'json');
    return url.toString();
  }

  async resolve(input: AddressInput): Promise<ResolverOutcome> {
    const res = await fetch(this.url(input), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.opts.timeoutMs),
    });
    if (!res.ok) {
      // Drain the body so the connection is released, then let the chain fall through.
      await res.text().catch(() => undefined);
      throw new Error(`Census geocoder answered HTTP ${res.status}`);
    }
    const found = parseGeocoderResponse(await res.json());
    if (!found) return { shortfall: 'address-not-found' };
    return { resolution: highResolution(found) };
  }
}

function highResolution(found: GeocodedDistrict): DistrictResolution {
  return {
    congressionalDistrict: found.congressionalDistrict,
    county: found.county,
    confidence: 'HIGH',
    message: `Address verified: you are in congressional district ${found.congressionalDistrict}${found.county ? ` (${found.county})` : ''}.`,
    state: found.state,
    stateUpperDistrict: found.stateUpperDistrict,
    stateLowerDistrict: found.stateLowerDistrict,
    source: 'census-geocoder',
  };
}

/**
 * Reads the geocoder's JSON. Returns null when there is no usable exact match: no candidates,
 * candidates in different districts, or a match outside any congressional district.
 */
export function parseGeocoderResponse(json: unknown): GeocodedDistrict | null {
  const matches = (json as { result?: { addressMatches?: AddressMatch[] } })?.result?.addressMatches;
  if (!Array.isArray(matches) || matches.length === 0) return null;
  const parsed = matches.map(parseMatch);
  const first = parsed[0];
  if (!first || parsed.some((p) => p?.congressionalDistrict !== first.congressionalDistrict)) return null;
  return first;
}

function parseMatch(match: AddressMatch): GeocodedDistrict | null {
  const geographies = match.geographies ?? {};
  const cdEntry = first(geographies[congressionalLayerKey(geographies) ?? '']);
  if (!cdEntry) return null;
  const state =
    stateByFips(str(cdEntry.STATE) ?? '')?.abbr ??
    stateByAbbr(str(first(geographies.States)?.STUSAB) ?? '')?.abbr ??
    stateByAbbr(match.addressComponents?.state ?? '')?.abbr;
  if (!state) return null;
  const code = districtCode(cdEntry);
  const congressionalDistrict = code === null ? null : formatDistrict(state, code);
  if (!congressionalDistrict) return null;
  return {
    congressionalDistrict,
    county: str(first(geographies.Counties)?.NAME) ?? null,
    state,
    stateUpperDistrict: legislativeName(geographies, /State Legislative Districts\s*-\s*Upper/i),
    stateLowerDistrict: legislativeName(geographies, /State Legislative Districts\s*-\s*Lower/i),
    matchedAddress: match.matchedAddress ?? null,
  };
}

/**
 * The congressional-district layer: "119th Congressional Districts" today; other vintages say
 * "118th Congressional Districts" or plain "Congressional Districts". The newest session wins.
 */
export function congressionalLayerKey(geographies: Record<string, unknown>): string | undefined {
  const keys = Object.keys(geographies).filter((k) => /congressional districts?$/i.test(k.trim()));
  const session = (k: string) => Number(/^(\d+)/.exec(k.trim())?.[1] ?? 0);
  return keys.sort((a, b) => session(b) - session(a))[0];
}

/** District code from CD119 (or CDnnn), else GEOID's last two digits, else BASENAME. */
function districtCode(entry: Geo): string | null {
  const cdKey = Object.keys(entry)
    .filter((k) => /^CD\d{3}$/.test(k))
    .sort()
    .pop();
  const fromCd = cdKey ? str(entry[cdKey]) : undefined;
  if (fromCd) return fromCd;
  const geoid = str(entry.GEOID);
  if (geoid && /^\d{2}[0-9A-Z]{2}$/.test(geoid)) return geoid.slice(2);
  const base = str(entry.BASENAME) ?? str(entry.NAME);
  if (!base) return null;
  if (/at large/i.test(base)) return 'AL';
  return /(\d{1,2})\s*$/.exec(base)?.[1] ?? null;
}

function legislativeName(geographies: Record<string, Geo[] | undefined>, pattern: RegExp): string | null {
  const key = Object.keys(geographies).find((k) => pattern.test(k));
  const entry = first(key ? geographies[key] : undefined);
  return str(entry?.NAME) ?? str(entry?.BASENAME) ?? null;
}

const first = (list: Geo[] | undefined): Geo | undefined => (Array.isArray(list) ? list[0] : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined);

import { useQuery } from '@tanstack/react-query';
import type { PublicDistrict, ZipDistricts } from '@civic/contracts';
import { getJson } from '@/lib/api';

/*
 * The public district page's reads (ADR 0030), for visitors: no session needed.
 * Keys: DISTRICT_KEY root ['/api/districts'], districtKey(code).
 */
export const DISTRICT_KEY = ['/api/districts'] as const;
export const districtKey = (code: string) => [...DISTRICT_KEY, code] as const;

/** GET /api/districts/{ST-NN}: kept 30 s (the gateway answers 304 while nothing changed); waits while `code` is null. */
export function useDistrict(code: string | null) {
  return useQuery<PublicDistrict>({ queryKey: districtKey(code ?? ''), staleTime: 30_000, enabled: code !== null });
}

/** GET /api/districts?zip=NNNNN: the districts a ZIP code lies in (no screen caches it). */
export function findDistrictsByZip(zip: string): Promise<ZipDistricts> {
  return getJson<ZipDistricts>(`/api/districts?zip=${encodeURIComponent(zip)}`);
}

/** The open files of a district. */
export const districtFiles = (code: string) => ({ csv: `/api/open/districts/${code}/tallies.csv`, json: `/api/open/districts/${code}/tallies.json` });

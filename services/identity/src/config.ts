import { z } from 'zod';
import { baseEnv, commonServiceConfig, CommonServiceConfig, loadConfig, servicePorts } from '@civic/service-kit';
import { SHIPPED_DISTRICTS_FILE } from './district/default-table';

const CENSUS_GEOCODER_DEFAULT = 'https://geocoding.geo.census.gov';

export const identityEnv = baseEnv.extend(servicePorts('identity').shape).extend({
  /**
   * US Census Geocoder base URL, or `off`. Unset: the public service, except under
   * NODE_ENV=test, where it is off so test runs never reach out to the internet.
   */
  CENSUS_GEOCODER_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || v === 'off' || /^https?:\/\/[^\s]+$/.test(v), { message: 'must be an http(s) URL or "off"' })
    .optional(),
  /** How long one geocoder lookup may take before the ZIP-based resolvers answer instead. */
  CENSUS_GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(3000),
  /**
   * ZCTA → district file loaded at start-up when the table is empty (see npm run import:districts).
   * Unset: the table shipped with identity.
   */
  DISTRICTS_FILE: z.string().trim().default(''),
});

export type IdentityConfig = CommonServiceConfig & {
  /** null when the geocoder is off. */
  censusGeocoderUrl: string | null;
  censusGeocoderTimeoutMs: number;
  /** The file loaded into an empty ZIP → district table at start-up: DISTRICTS_FILE or the shipped one. */
  districtsFile: string;
};

export function identityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const c = loadConfig(identityEnv, env) as Record<string, unknown> & z.infer<typeof baseEnv> & {
    CENSUS_GEOCODER_URL?: string;
    CENSUS_GEOCODER_TIMEOUT_MS: number;
    DISTRICTS_FILE: string;
  };
  const geocoder = c.CENSUS_GEOCODER_URL || (c.NODE_ENV === 'test' ? 'off' : CENSUS_GEOCODER_DEFAULT);
  return {
    ...commonServiceConfig('identity', c),
    censusGeocoderUrl: geocoder === 'off' ? null : geocoder,
    censusGeocoderTimeoutMs: c.CENSUS_GEOCODER_TIMEOUT_MS,
    districtsFile: c.DISTRICTS_FILE || SHIPPED_DISTRICTS_FILE,
  };
}

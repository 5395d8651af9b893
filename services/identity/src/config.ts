import { z } from 'zod';
import { baseEnv, loadServiceConfig } from '@civic/service-kit';
import { SHIPPED_DISTRICTS_FILE } from './district/default-table';

const CENSUS_GEOCODER_DEFAULT = 'https://geocoding.geo.census.gov';

/** The identity service's own variables (besides the shared ones and IDENTITY_*_PORT). */
export const identityEnv = z
  .object({
    NODE_ENV: baseEnv.shape.NODE_ENV,
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
    /**
     * Password checks per email per hour that did not succeed, whoever asks (ADR 0019); then 429
     * until the hour ends. Above what the gateway's login limits let through (ADR 0014).
     */
    IDENTITY_VERIFY_FAILURES_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(300),
    /** District moves one user may make per 24 hours (each re-homes all their archetype votes). */
    RATE_LIMIT_DISTRICT_MOVES_PER_DAY: z.coerce.number().int().positive().default(3),
  })
  .transform((e) => {
    const geocoder = e.CENSUS_GEOCODER_URL || (e.NODE_ENV === 'test' ? 'off' : CENSUS_GEOCODER_DEFAULT);
    return {
      /** null when the geocoder is off. */
      censusGeocoderUrl: geocoder === 'off' ? null : geocoder,
      censusGeocoderTimeoutMs: e.CENSUS_GEOCODER_TIMEOUT_MS,
      /** The file loaded into an empty ZIP → district table at start-up: DISTRICTS_FILE or the shipped one. */
      districtsFile: e.DISTRICTS_FILE || SHIPPED_DISTRICTS_FILE,
      verifyFailuresPerEmailPerHour: e.IDENTITY_VERIFY_FAILURES_PER_EMAIL_PER_HOUR,
      districtMovesPerDay: e.RATE_LIMIT_DISTRICT_MOVES_PER_DAY,
    };
  });

export type IdentityConfig = ReturnType<typeof identityConfig>;

export function identityConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('identity', identityEnv, env);
}

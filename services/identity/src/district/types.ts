import type { DistrictConfidence } from '@civic/contracts';

/** The address as the user entered it (street address kept only as entered; no coordinates). */
export interface AddressInput {
  address: string;
  city: string;
  /** USPS code as entered; may be absent on the Profile form. */
  state: string | null;
  zipCode: string;
}

/** What one resolver found (DESIGN §4 "Addresses → district"). */
export interface DistrictResolution {
  /** 'ST-NN', 'ST-AL', or null when not determined. */
  congressionalDistrict: string | null;
  county: string | null;
  confidence: DistrictConfidence;
  /** The sentence the personal-info banner shows. */
  message: string;
  /** State the resolver placed the address in (USPS code), when it knows. */
  state: string | null;
  /** State legislative districts, only from a street-level match. */
  stateUpperDistrict: string | null;
  stateLowerDistrict: string | null;
  /** Which resolver answered: census-geocoder, zcta-table or zip-prefix. */
  source: ResolverName;
}

export type ResolverName = 'census-geocoder' | 'zcta-table' | 'zip-prefix';

/**
 * Why an earlier resolver gave no answer, so a later one can say so ("we could not reach the
 * address service, so we used your ZIP code").
 */
export type Shortfall =
  /** The street address was looked up and not found (or not uniquely). */
  | 'address-not-found'
  /** The lookup service failed, timed out or is off-line. */
  | 'service-unavailable'
  /** The ZIP is not in the ZIP → district table (or the table is empty). */
  | 'zip-not-in-table';

/** A resolver answers, or says why it could not. Throwing counts as 'service-unavailable'. */
export type ResolverOutcome = { resolution: DistrictResolution } | { shortfall: Shortfall };

export interface DistrictResolver {
  readonly name: ResolverName;
  resolve(input: AddressInput, earlier: readonly Shortfall[]): Promise<ResolverOutcome>;
}

export const zip5 = (zip: string) => zip.trim().slice(0, 5);

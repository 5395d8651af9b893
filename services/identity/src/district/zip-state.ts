import type { AddressInput, DistrictResolution, Shortfall } from './types';
import { zip5 } from './types';
import { MILITARY_CODES, stateForZip } from './zip-prefix';
import { atLargeDistrict, stateByAbbr } from './states';

const SERVICE_DOWN = 'The address verification service is unavailable right now. ';

/**
 * Last resort, always answers: the state from the ZIP's 3-digit prefix, LOW. No district, except
 * where the state has a single one (an at-large state, DC, a territory): then the state names it.
 * Sign-up never waits on a district; the message says what could not be determined.
 */
export class ZipStateResolver {
  readonly name = 'zip-prefix' as const;

  resolve(input: AddressInput, earlier: readonly Shortfall[]): DistrictResolution {
    const zip = zip5(input.zipCode);
    const code = stateForZip(zip);
    const lead = earlier.includes('service-unavailable') ? SERVICE_DOWN : '';
    const entered = input.state?.toUpperCase() ?? null;
    const base = {
      congressionalDistrict: null,
      county: null,
      confidence: 'LOW' as const,
      stateUpperDistrict: null,
      stateLowerDistrict: null,
      source: this.name,
    };

    if (code && MILITARY_CODES.has(code)) {
      return {
        ...base,
        state: null,
        message: `${lead}ZIP ${zip} is a military mail address, so we could not determine a congressional district. Enter your home address to be counted in your district.`,
      };
    }
    const state = code ? stateByAbbr(code) : undefined;
    if (!state) {
      return {
        ...base,
        state: null,
        message: `${lead}We could not determine your congressional district or state from ZIP ${zip}. Please check your ZIP code.`,
      };
    }
    const mismatch = entered && entered !== state.abbr ? ` ZIP ${zip} belongs to ${state.abbr}, not ${entered}: please check your state and ZIP code.` : '';
    const atLarge = atLargeDistrict(state.abbr);
    if (atLarge) {
      return {
        ...base,
        congressionalDistrict: atLarge,
        state: state.abbr,
        message: `${lead}We could not verify your street address, but ZIP ${zip} is in ${state.name}, which has a single congressional district: ${atLarge}.${mismatch}`,
      };
    }
    return {
      ...base,
      state: state.abbr,
      message: `${lead}We could not determine your congressional district; ZIP ${zip} is in ${state.name}.${mismatch}`,
    };
  }
}

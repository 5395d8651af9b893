import type { AddressInput, DistrictResolver, ResolverOutcome, Shortfall } from './types';
import { zip5 } from './types';
import type { SqlRunner } from '@civic/service-kit';
import { ZctaDistrictsRepository } from './zcta-districts.repository';

/** One row of identity.zcta_districts: the part of a ZCTA that lies in one district. */
export interface ZctaDistrictRow {
  zcta: string;
  /** USPS code of the district's state. */
  state: string;
  /** 'ST-NN' or 'ST-AL'. */
  district: string;
  /** Fraction of the ZCTA's land in this district (0–1), or null when the source has no areas. */
  share: number | null;
}

export interface ZctaLookup {
  rowsFor(zcta: string): Promise<ZctaDistrictRow[]>;
}

/** Reads the table (identity.zcta_districts) through a DataSource or a transaction's manager. */
export class PgZctaLookup implements ZctaLookup {
  private readonly table: ZctaDistrictsRepository;
  constructor(db: SqlRunner) {
    this.table = new ZctaDistrictsRepository(db);
  }

  rowsFor(zcta: string): Promise<ZctaDistrictRow[]> {
    return this.table.rowsFor(zcta);
  }
}

/** An in-memory lookup over parsed rows (tests, and a quick check of a file before loading it). */
export class MemoryZctaLookup implements ZctaLookup {
  private readonly byZcta = new Map<string, ZctaDistrictRow[]>();
  constructor(rows: Iterable<ZctaDistrictRow>) {
    for (const row of rows) {
      const list = this.byZcta.get(row.zcta) ?? [];
      list.push(row);
      this.byZcta.set(row.zcta, list);
    }
  }
  async rowsFor(zcta: string): Promise<ZctaDistrictRow[]> {
    return [...(this.byZcta.get(zcta) ?? [])].sort(byShareThenDistrict);
  }
}

const byShareThenDistrict = (a: ZctaDistrictRow, b: ZctaDistrictRow) =>
  (b.share ?? -1) - (a.share ?? -1) || a.district.localeCompare(b.district);

/** The sentence that explains why a ZIP-level answer was used instead of the street address. */
export function fallbackLead(earlier: readonly Shortfall[]): string {
  if (earlier.includes('service-unavailable')) return 'We could not reach the address verification service, so we used your ZIP code. ';
  if (earlier.includes('address-not-found')) return 'We could not verify your street address, so we used your ZIP code. ';
  return '';
}

function preciseHint(earlier: readonly Shortfall[]): string {
  if (earlier.includes('service-unavailable')) return 'Save your information again later for a precise match.';
  if (earlier.includes('address-not-found')) return 'Check your street address for a precise match.';
  return 'Enter your full street address for a precise match.';
}

/**
 * ZCTA → district table: MEDIUM when the ZIP lies in one district, LOW when it spans several
 * (the largest share is picked and the message says so), LOW when the ZIP's state is not the
 * state entered. A ZIP that crosses a state line is narrowed to the entered state first.
 */
export class ZctaTableResolver implements DistrictResolver {
  readonly name = 'zcta-table' as const;

  constructor(private readonly lookup: ZctaLookup) {}

  async resolve(input: AddressInput, earlier: readonly Shortfall[]): Promise<ResolverOutcome> {
    const zip = zip5(input.zipCode);
    const all = await this.lookup.rowsFor(zip);
    if (!all.length) return { shortfall: 'zip-not-in-table' };

    const entered = input.state?.toUpperCase() ?? null;
    const inEnteredState = entered ? all.filter((r) => r.state === entered) : all;
    const stateMismatch = entered !== null && inEnteredState.length === 0;
    const rows = stateMismatch ? all : inEnteredState;
    const pick = rows[0]!;
    const districts = [...new Set(rows.map((r) => r.district))];
    const lead = fallbackLead(earlier);
    const base = { county: null, state: pick.state, stateUpperDistrict: null, stateLowerDistrict: null, source: this.name };

    if (stateMismatch) {
      return {
        resolution: {
          ...base,
          congressionalDistrict: pick.district,
          confidence: 'LOW',
          message: `${lead}ZIP ${zip} is in ${pick.state}, not ${entered}; we used the ZIP code and picked ${pick.district}. Check your state and ZIP code.`,
        },
      };
    }
    if (districts.length === 1) {
      return {
        resolution: {
          ...base,
          congressionalDistrict: pick.district,
          confidence: 'MEDIUM',
          message: `${lead}ZIP ${zip} lies entirely within congressional district ${pick.district}.`,
        },
      };
    }
    const covers =
      pick.share === null
        ? ` (${districts.join(', ')}); we picked ${pick.district}.`
        : `; we picked ${pick.district}, which covers ${pick.share >= 0.5 ? 'most' : 'the largest part'} of it.`;
    return {
      resolution: {
        ...base,
        congressionalDistrict: pick.district,
        confidence: 'LOW',
        message: `${lead}ZIP ${zip} spans ${districts.length} districts${covers} ${preciseHint(earlier)}`,
      },
    };
  }
}

import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { badRequest, logger } from '@civic/service-kit';
import { IDENTITY_CONFIG } from '../tokens';
import type { IdentityConfig } from '../config';
import { CensusGeocoderResolver } from './census-geocoder';
import { DistrictLocator } from './district-locator';
import type { AddressInput, DistrictResolution, DistrictResolver } from './types';
import { PgZctaLookup, ZctaTableResolver } from './zcta-table';
import { loadDistrictsIfEmpty } from './zcta-store';
import { addressProblem } from './address-check';
import { stateForZip } from './zip-prefix';

/**
 * Builds the resolver chain from configuration and, when the ZIP → district table is empty,
 * loads DISTRICTS_FILE into it, or the table shipped with identity when that is unset.
 */
@Injectable()
export class DistrictService implements OnApplicationBootstrap {
  private readonly locator: DistrictLocator;
  private readonly zctas: PgZctaLookup;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {
    const resolvers: DistrictResolver[] = [];
    if (config.censusGeocoderUrl) {
      resolvers.push(new CensusGeocoderResolver({ baseUrl: config.censusGeocoderUrl, timeoutMs: config.censusGeocoderTimeoutMs }));
    }
    this.zctas = new PgZctaLookup(dataSource);
    resolvers.push(new ZctaTableResolver(this.zctas));
    this.locator = new DistrictLocator(resolvers);
  }

  /**
   * Refuses, before anything is saved, a ZIP that does not exist or a state the ZIP is not in
   * (400 with the message on that field); see addressProblem.
   */
  async check(input: AddressInput): Promise<void> {
    const rows = await this.zctas.rowsFor(input.zipCode.trim().slice(0, 5));
    const problem = addressProblem(input.zipCode, input.state, rows, stateForZip(input.zipCode));
    if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  }

  locate(input: AddressInput): Promise<DistrictResolution> {
    return this.locator.locate(input);
  }

  async onApplicationBootstrap(): Promise<void> {
    logger().info({ resolvers: this.locator.names }, 'district resolvers');
    const file = this.config.districtsFile;
    try {
      const result = await loadDistrictsIfEmpty(this.dataSource, file);
      if (!result.loaded) logger().info({ path: file }, 'ZIP → district table already loaded; the file was not re-read (npm run import:districts replaces it)');
    } catch (err) {
      // A bad file must not keep identity down: addresses then resolve to the state only.
      logger().error({ path: file, err: (err as Error).message }, 'could not load the ZIP → district file; districts will be found by the geocoder or not at all');
    }
  }
}

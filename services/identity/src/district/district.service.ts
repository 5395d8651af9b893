import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { logger } from '@civic/service-kit';
import { IDENTITY_CONFIG } from '../tokens';
import type { IdentityConfig } from '../config';
import { CensusGeocoderResolver } from './census-geocoder';
import { DistrictLocator } from './district-locator';
import type { AddressInput, DistrictResolution, DistrictResolver } from './types';
import { PgZctaLookup, ZctaTableResolver } from './zcta-table';
import { loadDistrictsIfEmpty } from './zcta-store';

/**
 * Builds the resolver chain from configuration and, when the ZIP → district table is empty,
 * loads DISTRICTS_FILE into it, or the table shipped with identity when that is unset.
 */
@Injectable()
export class DistrictService implements OnApplicationBootstrap {
  private readonly locator: DistrictLocator;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {
    const resolvers: DistrictResolver[] = [];
    if (config.censusGeocoderUrl) {
      resolvers.push(new CensusGeocoderResolver({ baseUrl: config.censusGeocoderUrl, timeoutMs: config.censusGeocoderTimeoutMs }));
    }
    resolvers.push(new ZctaTableResolver(new PgZctaLookup(dataSource)));
    this.locator = new DistrictLocator(resolvers);
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

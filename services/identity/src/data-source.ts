import { DataSource, DataSourceOptions } from 'typeorm';
import { serviceDataSourceOptions } from '@civic/service-kit';
import { CreateUsers1763780000000 } from './migrations/1763780000000-CreateUsers';
import { AddOutboxInbox1763800000000 } from './migrations/1763800000000-AddOutboxInbox';
import { CreateZctaDistricts1763800001000 } from './migrations/1763800001000-CreateZctaDistricts';
import { CreateDistrictMoves1763800002000 } from './migrations/1763800002000-CreateDistrictMoves';
import { AddUserRole1764700000000 } from './migrations/1764700000000-AddUserRole';
import { CreatePartnerAccounts1764900000000 } from './migrations/1764900000000-CreatePartnerAccounts';

export const IDENTITY_SCHEMA = 'identity';

export function identityDataSourceOptions(url: string, poolSize?: number): DataSourceOptions {
  return serviceDataSourceOptions({
    url,
    schema: IDENTITY_SCHEMA,
    entities: [],
    migrations: [
      CreateUsers1763780000000,
      AddOutboxInbox1763800000000,
      CreateZctaDistricts1763800001000,
      CreateDistrictMoves1763800002000,
      AddUserRole1764700000000,
      CreatePartnerAccounts1764900000000,
    ],
    poolSize,
  });
}

export function identityDataSource(url: string, poolSize?: number): DataSource {
  return new DataSource(identityDataSourceOptions(url, poolSize));
}

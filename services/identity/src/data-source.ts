import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '@civic/service-kit';
import { UserEntity } from './user.entity';
import { CreateUsers1763780000000 } from './migrations/1763780000000-CreateUsers';

export const IDENTITY_SCHEMA = 'identity';

export function identityDataSourceOptions(url: string) {
  return serviceDataSourceOptions({
    url,
    schema: IDENTITY_SCHEMA,
    entities: [UserEntity],
    migrations: [CreateUsers1763780000000],
  });
}

export function identityDataSource(url: string): DataSource {
  return new DataSource(identityDataSourceOptions(url));
}

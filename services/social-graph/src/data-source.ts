import { DataSource, DataSourceOptions } from 'typeorm';
import { InboxEntity, OutboxEntity, serviceDataSourceOptions } from '@civic/service-kit';
import { CreateSocial1764600000000 } from './migrations/1764600000000-CreateSocial';
import { EventPlacesAndTimes1764700024102 } from './migrations/1764700024102-EventPlacesAndTimes';

export const SOCIAL_SCHEMA = 'social';

export function socialDataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return serviceDataSourceOptions({
    url,
    schema: SOCIAL_SCHEMA,
    entities: [OutboxEntity, InboxEntity],
    migrations: [CreateSocial1764600000000, EventPlacesAndTimes1764700024102],
    poolSize,
  });
}

export function socialDataSource(url: string, poolSize?: number): DataSource {
  return new DataSource(socialDataSourceOptions(url, poolSize));
}

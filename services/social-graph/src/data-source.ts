import { DataSource, DataSourceOptions } from 'typeorm';
import { InboxEntity, OutboxEntity, serviceDataSourceOptions } from '@civic/service-kit';
import { CreateSocial1764600000000 } from './migrations/1764600000000-CreateSocial';
import { EventPlacesAndTimes1764700024102 } from './migrations/1764700024102-EventPlacesAndTimes';
import { PartnerEvents1764900000100 } from './migrations/1764900000100-PartnerEvents';

export const SOCIAL_SCHEMA = 'social';

export function socialDataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return serviceDataSourceOptions({
    url,
    schema: SOCIAL_SCHEMA,
    entities: [OutboxEntity, InboxEntity],
    migrations: [CreateSocial1764600000000, EventPlacesAndTimes1764700024102, PartnerEvents1764900000100],
    poolSize,
  });
}

export function socialDataSource(url: string, poolSize?: number): DataSource {
  return new DataSource(socialDataSourceOptions(url, poolSize));
}

import { DataSource, DataSourceOptions } from 'typeorm';
import { InboxEntity, OutboxEntity, serviceDataSourceOptions } from '@civic/service-kit';
import { CreateDiscussions1764400000000 } from './migrations/1764400000000-CreateDiscussions';
import { ReviewQueue1764700000000 } from './migrations/1764700000000-ReviewQueue';

export const DISCUSSIONS_SCHEMA = 'discussions';

export function discussionsDataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return serviceDataSourceOptions({
    url,
    schema: DISCUSSIONS_SCHEMA,
    entities: [OutboxEntity, InboxEntity],
    migrations: [CreateDiscussions1764400000000, ReviewQueue1764700000000],
    poolSize,
  });
}

export function discussionsDataSource(url: string, poolSize?: number): DataSource {
  return new DataSource(discussionsDataSourceOptions(url, poolSize));
}

import { DataSource, DataSourceOptions } from 'typeorm';
import { InboxEntity, OutboxEntity, serviceDataSourceOptions } from '@civic/service-kit';
import { CreateNotifications1764500000000 } from './migrations/1764500000000-CreateNotifications';
import { FollowsAndAudiences1764600000001 } from './migrations/1764600000001-FollowsAndAudiences';
import { PendingFanouts1764600000002 } from './migrations/1764600000002-PendingFanouts';
import { ModerationOutcome1764700000000 } from './migrations/1764700000000-ModerationOutcome';
import { UserBillSupportType1764700024101 } from './migrations/1764700024101-UserBillSupportType';
import { FollowsPlannedByFollowee1765200000000 } from './migrations/1765200000000-FollowsPlannedByFollowee';

export const NOTIFICATIONS_SCHEMA = 'notifications';

export function notificationsDataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return serviceDataSourceOptions({
    url,
    schema: NOTIFICATIONS_SCHEMA,
    entities: [OutboxEntity, InboxEntity],
    migrations: [CreateNotifications1764500000000, FollowsAndAudiences1764600000001, PendingFanouts1764600000002, ModerationOutcome1764700000000, UserBillSupportType1764700024101, FollowsPlannedByFollowee1765200000000],
    poolSize,
  });
}

export function notificationsDataSource(url: string, poolSize?: number): DataSource {
  return new DataSource(notificationsDataSourceOptions(url, poolSize));
}

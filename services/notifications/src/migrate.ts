import { runMigrationsMain } from '@civic/service-kit';
import { notificationsDataSource, NOTIFICATIONS_SCHEMA } from './data-source';

runMigrationsMain((url) => notificationsDataSource(url, 2), NOTIFICATIONS_SCHEMA);

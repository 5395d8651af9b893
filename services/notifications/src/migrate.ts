import { baseEnv, directDatabaseUrl, loadConfig, migrateSchema, runMain } from '@civic/service-kit';
import { notificationsDataSource, NOTIFICATIONS_SCHEMA } from './data-source';

runMain(async () => {
  const env = loadConfig(baseEnv);
  const ds = await notificationsDataSource(directDatabaseUrl(env), 2).initialize();
  try {
    await migrateSchema(ds, NOTIFICATIONS_SCHEMA);
  } finally {
    await ds.destroy();
  }
});

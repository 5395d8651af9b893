import { baseEnv, directDatabaseUrl, loadConfig, migrateSchema, runMain } from '@civic/service-kit';
import { socialDataSource, SOCIAL_SCHEMA } from './data-source';

runMain(async () => {
  const env = loadConfig(baseEnv);
  const ds = await socialDataSource(directDatabaseUrl(env), 2).initialize();
  try {
    await migrateSchema(ds, SOCIAL_SCHEMA);
  } finally {
    await ds.destroy();
  }
});

import { baseEnv, directDatabaseUrl, loadConfig, migrateSchema, runMain } from '@civic/service-kit';
import { discussionsDataSource, DISCUSSIONS_SCHEMA } from './data-source';

runMain(async () => {
  const env = loadConfig(baseEnv);
  const ds = await discussionsDataSource(directDatabaseUrl(env), 2).initialize();
  try {
    await migrateSchema(ds, DISCUSSIONS_SCHEMA);
  } finally {
    await ds.destroy();
  }
});

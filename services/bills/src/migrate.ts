import { baseEnv, directDatabaseUrl, loadConfig, migrateSchema, runMain } from '@civic/service-kit';
import { billsDataSource, BILLS_SCHEMA } from './data-source';

runMain(async () => {
  const env = loadConfig(baseEnv);
  const ds = await billsDataSource(directDatabaseUrl(env), 2).initialize();
  try {
    await migrateSchema(ds, BILLS_SCHEMA);
  } finally {
    await ds.destroy();
  }
});

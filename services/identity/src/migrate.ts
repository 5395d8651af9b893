import { baseEnv, directDatabaseUrl, loadConfig, migrateSchema, runMain } from '@civic/service-kit';
import { identityDataSource, IDENTITY_SCHEMA } from './data-source';

runMain(async () => {
  const env = loadConfig(baseEnv);
  const ds = await identityDataSource(directDatabaseUrl(env)).initialize();
  try {
    await migrateSchema(ds, IDENTITY_SCHEMA);
  } finally {
    await ds.destroy();
  }
});

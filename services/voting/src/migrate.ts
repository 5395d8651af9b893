import { baseEnv, directDatabaseUrl, loadConfig, migrateSchema, runMain } from '@civic/service-kit';
import { votingDataSource, VOTING_SCHEMA } from './data-source';

runMain(async () => {
  const env = loadConfig(baseEnv);
  const ds = await votingDataSource(directDatabaseUrl(env), 2).initialize();
  try {
    await migrateSchema(ds, VOTING_SCHEMA);
  } finally {
    await ds.destroy();
  }
});

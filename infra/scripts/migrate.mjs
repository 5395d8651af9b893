// `npm run migrate`: create the database if missing and apply every service's migrations.
import { checkDependencies, ensureDatabase, migrate } from './stack.mjs';
import { loadEnv } from './env.mjs';

const env = loadEnv({ createDotEnv: false });
try {
  await checkDependencies({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL });
  await ensureDatabase(env.DATABASE_URL);
  migrate(env);
  console.log('Migrations applied.');
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

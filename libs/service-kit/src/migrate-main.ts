import type { DataSource } from 'typeorm';
import { runMain } from './run-main';
import { baseEnv, loadConfig } from './config';
import { directDatabaseUrl, migrateSchema } from './database';

/**
 * A service's `dist/migrate.js` (run by `npm run migrate`, `npm start`, `npm test` and the
 * Kubernetes migrate Job): applies the service's migrations to its schema under the schema's
 * advisory lock, with a small data source of its own, and exits.
 */
export function runMigrationsMain(dataSourceFor: (databaseUrl: string) => DataSource, schema: string): void {
  runMain(async () => {
    const env = loadConfig(baseEnv);
    // Straight to PostgreSQL (DATABASE_DIRECT_URL), never through PgBouncer: see migrateSchema.
    const ds = await dataSourceFor(directDatabaseUrl(env)).initialize();
    try {
      await migrateSchema(ds, schema);
    } finally {
      await ds.destroy();
    }
  });
}

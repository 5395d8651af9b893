import { Client, Pool } from 'pg';
import { DataSource, DataSourceOptions } from 'typeorm';
import { logger } from './logger';

/** An entity or migration class; TypeORM takes them as constructors. */
type ClassRef = abstract new (...args: never[]) => unknown;

/**
 * One PostgreSQL database, one schema per service. Migrations are explicit classes (no globs)
 * and tracked per schema, so services migrate independently.
 */
export function serviceDataSourceOptions(opts: {
  url: string;
  schema: string;
  entities: ClassRef[];
  migrations: ClassRef[];
  poolSize?: number;
}): DataSourceOptions {
  return {
    type: 'postgres',
    url: opts.url,
    schema: opts.schema,
    entities: opts.entities as unknown as NonNullable<DataSourceOptions['entities']>,
    migrations: opts.migrations as unknown as NonNullable<DataSourceOptions['migrations']>,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    // search_path makes the service's own schema the default, so raw SQL (outbox, inbox) needs no prefix.
    extra: { max: opts.poolSize ?? 10, options: `-c search_path=${opts.schema},public` },
  };
}

/** Runs SQL and answers its rows: what store functions need of a DataSource or an EntityManager. */
export interface SqlRunner {
  query(sql: string, params?: unknown[]): Promise<any>;
}

/**
 * A runner for ONE hot autocommit statement that PostgreSQL parses and plans once per pooled
 * connection (a named prepared statement) instead of on every call: for the vote cast that was
 * a third of the database's work per call (bench/README.md). It runs on the pool TypeORM owns,
 * so it shares its connections and size. Not for transactions: it takes any pooled connection.
 * (Behind a transaction-pooling PgBouncer this needs its prepared-statement support.)
 * Errors are pg's own (err.code is the SQLSTATE), as isUniqueViolation expects.
 */
export function preparedStatement(dataSource: DataSource, name: string): SqlRunner {
  let text: string | undefined;
  return {
    async query(sql, params = []) {
      // One name, one text: pg refuses a name reused with other SQL, and so do we, up front.
      if (text !== undefined && text !== sql) throw new Error(`prepared statement "${name}" was given different SQL`);
      text = sql;
      const pool = (dataSource.driver as unknown as { master: Pool }).master;
      const result = await pool.query({ name, text: sql, values: params });
      return result.rows;
    },
  };
}

/**
 * Applies pending migrations under an advisory lock, so two migrators (two `npm start`s, or a
 * migrate job racing a deploy) never apply the same change twice.
 */
export async function migrateSchema(dataSource: DataSource, schema: string): Promise<string[]> {
  // The lock lives on its own connection, outside the pool, so migrations can run even when the
  // data source's pool has a single connection.
  const url = (dataSource.options as { url?: string }).url;
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`civic-migrate:${schema}`]);
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    const names = applied.map((m) => m.name);
    if (names.length) logger().info({ schema, migrations: names }, 'migrations applied');
    return names;
  } finally {
    await lock.end().catch(() => undefined); // closing the session releases the lock
  }
}

/** Postgres unique-violation code, for turning a race on a unique key into a clean 409. */
export const PG_UNIQUE_VIOLATION = '23505';
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } };
  return e?.code === PG_UNIQUE_VIOLATION || e?.driverError?.code === PG_UNIQUE_VIOLATION;
}

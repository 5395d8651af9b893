import { Client, Pool } from 'pg';
import { DataSource, DataSourceOptions, EntityManager } from 'typeorm';
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
  /** false behind a pooler without protocol-level prepared statements (DATABASE_NAMED_STATEMENTS). */
  namedStatements?: boolean;
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
    // No session state is set at connect time (no search_path startup option): behind a
    // transaction-pooling PgBouncer the next transaction may run on another server connection.
    // Every statement names its schema instead (TypeORM from `schema`, raw SQL by hand,
    // service-kit's outbox and inbox through schemaTable()).
    extra: { max: opts.poolSize ?? 10, [NAMED_STATEMENTS]: opts.namedStatements ?? true },
  };
}

/** Where serviceDataSourceOptions keeps DATABASE_NAMED_STATEMENTS for preparedStatement() (pg ignores it). */
const NAMED_STATEMENTS = 'civicNamedStatements';

/** The schema a data source (or a transaction's manager) works in. */
function schemaOf(db: DataSource | EntityManager): string {
  const options = ((db as EntityManager).connection ?? (db as DataSource)).options as { schema?: string };
  if (!options.schema) throw new Error('the data source names no schema (serviceDataSourceOptions sets it)');
  return options.schema;
}

/** A table of the data source's own schema, quoted for SQL: "voting".outbox. */
export function schemaTable(db: DataSource | EntityManager, table: string): string {
  return `"${schemaOf(db)}".${table}`;
}

/**
 * Runs SQL and answers its rows: what store functions need of a DataSource or an EntityManager.
 * `unknown`, not `any`: callers say what rows they expect (SqlRepository's `rows<T>()`/`one<T>()`).
 */
export interface SqlRunner {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * A runner for ONE hot autocommit statement that PostgreSQL parses and plans once per pooled
 * connection (a named prepared statement) instead of on every call: for the vote cast that was
 * a third of the database's work per call (bench/README.md). It runs on the pool TypeORM owns,
 * so it shares its connections and size. Not for transactions: it takes any pooled connection.
 * Behind a transaction-pooling PgBouncer this needs its protocol-level prepared statements
 * (1.21+, max_prepared_statements > 0); with an older one set DATABASE_NAMED_STATEMENTS=false and
 * the statement is sent unnamed (parsed each time, as any other query).
 * Errors are pg's own (err.code is the SQLSTATE), as isUniqueViolation expects.
 */
export function preparedStatement(dataSource: DataSource, name: string): SqlRunner {
  let text: string | undefined;
  const named = (dataSource.options as { extra?: Record<string, unknown> }).extra?.[NAMED_STATEMENTS] !== false;
  return {
    async query(sql, params = []) {
      // One name, one text: pg refuses a name reused with other SQL, and so do we, up front.
      if (text !== undefined && text !== sql) throw new Error(`prepared statement "${name}" was given different SQL`);
      text = sql;
      const pool = (dataSource.driver as unknown as { master: Pool }).master;
      const result = await pool.query(named ? { name, text: sql, values: params } : { text: sql, values: params });
      return result.rows;
    },
  };
}

/**
 * The URL migrations (and other session-bound work) connect with: DATABASE_DIRECT_URL when set (the
 * database itself, when DATABASE_URL points at a transaction-pooling PgBouncer), else DATABASE_URL.
 */
export function directDatabaseUrl(env: { DATABASE_URL: string; DATABASE_DIRECT_URL?: string }): string {
  return env.DATABASE_DIRECT_URL || env.DATABASE_URL;
}

/**
 * Applies pending migrations under an advisory lock, so two migrators (two `npm start`s, or a
 * migrate job racing a deploy) never apply the same change twice. The lock is transaction-scoped,
 * held by a transaction left open on a connection of its own until the migrations are done: it
 * is released when that transaction ends or its connection dies, and, unlike a session lock, is
 * never left behind on a server connection a transaction-pooling PgBouncer hands to the next
 * client. Migrations still prefer a direct connection (directDatabaseUrl).
 */
export async function migrateSchema(dataSource: DataSource, schema: string): Promise<string[]> {
  // Outside the pool, so migrations can run even when the data source's pool has one connection.
  const url = (dataSource.options as { url?: string }).url;
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('BEGIN');
    await lock.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`civic-migrate:${schema}`]);
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    const names = applied.map((m) => m.name);
    if (names.length) logger().info({ schema, migrations: names }, 'migrations applied');
    return names;
  } finally {
    await lock.query('COMMIT').catch(() => undefined); // releases the lock
    await lock.end().catch(() => undefined);
  }
}

/** Postgres unique-violation code, for turning a race on a unique key into a clean 409. */
export const PG_UNIQUE_VIOLATION = '23505';
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } };
  return e?.code === PG_UNIQUE_VIOLATION || e?.driverError?.code === PG_UNIQUE_VIOLATION;
}

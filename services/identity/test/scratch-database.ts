import { Client } from 'pg';
import { migrateSchema } from '@civic/service-kit';
import { stackEnv } from '@civic/testing';
import { identityDataSource, IDENTITY_SCHEMA } from '../src/data-source';

export interface ScratchDatabase {
  /** DATABASE_URL of the new database (identity's schema migrated, every table empty). */
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own beside the test stack's, on the same server, with identity's migrations
 * applied. For suites that empty or replace the ZIP → district table: the running stack, and every
 * other suite, read the stack's table as shipped and must keep seeing it.
 */
export async function createScratchDatabase(tag: string): Promise<ScratchDatabase> {
  const stackUrl = new URL(stackEnv('DATABASE_URL'));
  const name = `${stackUrl.pathname.slice(1)}_${tag}`;
  const admin = new URL(stackUrl);
  admin.pathname = '/postgres';
  const run = async (sql: string) => {
    const client = new Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(stackUrl);
  url.pathname = `/${name}`;
  const ds = await identityDataSource(url.toString()).initialize();
  try {
    await migrateSchema(ds, IDENTITY_SCHEMA);
  } finally {
    await ds.destroy();
  }
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { stackEnv } from '@civic/testing';
import { isUniqueViolation, preparedStatement, serviceDataSourceOptions } from '../src';

// A private schema on the real PostgreSQL of the test run.
const schema = `kit_prep_${randomUUID().slice(0, 8)}`;
let ds: DataSource;
/** Through DATABASE_URL (PgBouncer in a --pgbouncer run), DATABASE_NAMED_STATEMENTS=false. */
let unnamed: DataSource;

beforeAll(async () => {
  // Named statements are PostgreSQL's, per server connection: the database itself, not a
  // PgBouncer older than 1.21 (`npm test -- --pgbouncer` sets DATABASE_DIRECT_URL to it).
  const url = process.env.DATABASE_DIRECT_URL || stackEnv('DATABASE_URL');
  ds = await new DataSource(serviceDataSourceOptions({ url, schema, entities: [], migrations: [], poolSize: 3 })).initialize();
  unnamed = await new DataSource(serviceDataSourceOptions({ url: stackEnv('DATABASE_URL'), schema, entities: [], migrations: [], poolSize: 3, namedStatements: false })).initialize();
  await ds.query(`CREATE SCHEMA "${schema}"`);
  await ds.query(`CREATE TABLE "${schema}".items (id int PRIMARY KEY, note text NOT NULL)`);
});

afterAll(async () => {
  await unnamed?.destroy();
  await ds.query(`DROP SCHEMA "${schema}" CASCADE`);
  await ds.destroy();
});

const INSERT = `INSERT INTO "${schema}".items (id, note) VALUES ($1, $2) RETURNING id, note`;

describe('preparedStatement', () => {
  it('answers rows like DataSource.query, on every pooled connection, planned once per connection', async () => {
    const insert = preparedStatement(ds, `kit-insert-${schema}`);
    // More concurrent calls than connections: each connection prepares the statement once.
    const rows = await Promise.all(Array.from({ length: 12 }, (_, i) => insert.query(INSERT, [i, `n${i}`])));
    expect(rows.map((r) => (r as unknown[])[0])).toEqual(Array.from({ length: 12 }, (_, i) => ({ id: i, note: `n${i}` })));
    const { rows: prepared } = await (ds.driver as unknown as { master: { query(sql: string): Promise<{ rows: unknown[] }> } }).master.query(
      `SELECT name FROM pg_prepared_statements WHERE name = 'kit-insert-${schema}'`,
    );
    expect(prepared).toEqual([{ name: `kit-insert-${schema}` }]);
    expect(await ds.query(`SELECT count(*)::int AS n FROM "${schema}".items`)).toEqual([{ n: 12 }]);
  });

  it("passes PostgreSQL's errors through with their SQLSTATE", async () => {
    const insert = preparedStatement(ds, `kit-insert-dup-${schema}`);
    await insert.query(INSERT, [100, 'first']);
    const err = await insert.query(INSERT, [100, 'again']).catch((e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
    expect(await ds.query(`SELECT note FROM "${schema}".items WHERE id = 100`)).toEqual([{ note: 'first' }]);
  });

  it('refuses other SQL under a name already used', async () => {
    const statement = preparedStatement(ds, `kit-select-${schema}`);
    await expect(statement.query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
    await expect(statement.query('SELECT 2 AS two')).rejects.toThrow(/was given different SQL/);
  });

  it('with DATABASE_NAMED_STATEMENTS=false sends the statement unnamed (behind a PgBouncer before 1.21), with the same answers', async () => {
    const name = `kit-unnamed-${schema}`;
    const insert = preparedStatement(unnamed, name);
    const rows = await Promise.all(Array.from({ length: 6 }, (_, i) => insert.query(INSERT, [200 + i, `u${i}`])));
    expect(rows.map((r) => (r as unknown[])[0])).toEqual(Array.from({ length: 6 }, (_, i) => ({ id: 200 + i, note: `u${i}` })));
    const { rows: prepared } = await (unnamed.driver as unknown as { master: { query(sql: string): Promise<{ rows: unknown[] }> } }).master.query(
      `SELECT name FROM pg_prepared_statements WHERE name = '${name}'`,
    );
    expect(prepared).toEqual([]);
  });
});

import { Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SqlRunner } from './database';

/*
 * The one way a service reads and writes its tables: a repository per aggregate owns that
 * aggregate's SQL (schema-qualified names, one column list per table) and answers typed rows
 * mapped to the contract types. Nothing else in a service issues SQL.
 *
 * A repository runs its SQL on whatever it was built with: the DataSource (a Nest provider,
 * autocommit), a transaction's EntityManager (`repo.in(m)` / `new Repo(m)`) or a prepared
 * statement, so services, CLIs and transactions share the same code. A repository declares no
 * constructor of its own: Nest injects the DataSource through this one.
 */

/** Rows of a statement, typed by the caller (the statement's column list is the type's source). */
export async function queryRows<Row extends object>(db: SqlRunner, sql: string, params?: readonly unknown[]): Promise<Row[]> {
  const result: unknown = await db.query(sql, params as unknown[] | undefined);
  // TypeORM answers an UPDATE or DELETE as [rows, rowCount] (a row is never an array, so this
  // cannot be a SELECT's two rows): an UPDATE ... RETURNING answers its rows like any statement.
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as Row[];
  return result as Row[];
}

/** The first row of a statement, or undefined when it answered none. */
export async function queryRow<Row extends object>(db: SqlRunner, sql: string, params?: readonly unknown[]): Promise<Row | undefined> {
  const [row] = await queryRows<Row>(db, sql, params);
  return row;
}

/** Base of every repository: typed row helpers over the runner it was built with. */
export abstract class SqlRepository {
  constructor(@Inject(DataSource) protected readonly db: SqlRunner) {}

  /** The same repository on another runner: a transaction's manager or a prepared statement. */
  in(db: SqlRunner): this {
    const Repository = this.constructor as new (runner: SqlRunner) => this;
    return new Repository(db);
  }

  protected rows<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row[]> {
    return queryRows<Row>(this.db, sql, params);
  }

  protected row<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row | undefined> {
    return queryRow<Row>(this.db, sql, params);
  }

  /** The first row of a statement that always answers one (an aggregate, a RETURNING of an upsert that cannot skip). */
  protected async one<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row> {
    const row = await queryRow<Row>(this.db, sql, params);
    if (!row) throw new Error('statement answered no row');
    return row;
  }
}

/** `SELECT <columns>` text of a column list, optionally qualified by a table alias. */
export function columnList(columns: readonly string[], alias?: string): string {
  return columns.map((c) => (alias ? `${alias}.${c}` : c)).join(', ');
}

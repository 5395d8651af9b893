import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DataSource, EntityManager } from 'typeorm';
import { logger } from '@civic/service-kit';
import type { ZctaDistrictRow } from './zcta-table';
import { parseDistrictFile, ParsedDistrictFile } from './zcta-file';

const LOCK_KEY = 'civic:identity:zcta_districts';
/** Rows per string written to the COPY stream. */
const COPY_CHUNK_ROWS = 2000;

export interface ZctaTableCounts {
  rows: number;
  zctas: number;
  /** ZCTAs that lie in more than one district. */
  splitZctas: number;
  districts: number;
  states: number;
}

export function countRows(rows: readonly ZctaDistrictRow[]): ZctaTableCounts {
  const perZcta = new Map<string, number>();
  for (const r of rows) perZcta.set(r.zcta, (perZcta.get(r.zcta) ?? 0) + 1);
  return {
    rows: rows.length,
    zctas: perZcta.size,
    splitZctas: [...perZcta.values()].filter((n) => n > 1).length,
    districts: new Set(rows.map((r) => r.district)).size,
    states: new Set(rows.map((r) => r.state)).size,
  };
}

/**
 * Replaces the whole table in one transaction (idempotent: loading the same file twice leaves
 * the same rows). Readers keep seeing the old rows until the commit. Concurrent loaders queue on
 * an advisory lock.
 */
export async function replaceZctaDistricts(dataSource: DataSource, rows: readonly ZctaDistrictRow[]): Promise<ZctaTableCounts> {
  await dataSource.transaction(async (m) => {
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [LOCK_KEY]);
    await m.query('DELETE FROM identity.zcta_districts');
    await insertRows(m, rows);
  });
  return countRows(rows);
}

/**
 * One COPY … FROM STDIN for the whole table (the national file is ~42,000 rows): about three
 * times faster than batched INSERT … SELECT unnest(…), so the first start of a fresh stack, which
 * loads the shipped table, is not held up. Every value was checked by the parser (five digits, a
 * state code, 'ST-NN', a number), so none holds the tab, newline or backslash COPY would need
 * escaped.
 */
async function insertRows(m: EntityManager, rows: readonly ZctaDistrictRow[]): Promise<void> {
  const client: PoolClient = await m.queryRunner!.connect();
  const copy = client.query(copyFrom('COPY identity.zcta_districts (zcta, state, district, share) FROM STDIN'));
  await pipeline(Readable.from(copyChunks(rows)), copy);
}

function* copyChunks(rows: readonly ZctaDistrictRow[]): Generator<string> {
  for (let i = 0; i < rows.length; i += COPY_CHUNK_ROWS) {
    let chunk = '';
    for (const r of rows.slice(i, i + COPY_CHUNK_ROWS)) chunk += `${r.zcta}\t${r.state}\t${r.district}\t${r.share ?? '\\N'}\n`;
    yield chunk;
  }
}

export async function zctaTableIsEmpty(db: { query(sql: string): Promise<any> }): Promise<boolean> {
  const rows: Array<{ any: boolean }> = await db.query('SELECT EXISTS (SELECT 1 FROM identity.zcta_districts) AS any');
  return !rows[0]?.any;
}

/**
 * Start-up load (DISTRICTS_FILE): fills the table from the file only when it is empty, so
 * replicas starting together load it once and a table an operator imported is never replaced.
 */
export async function loadDistrictsIfEmpty(
  dataSource: DataSource,
  path: string,
): Promise<{ loaded: false } | { loaded: true; file: ParsedDistrictFile; counts: ZctaTableCounts; ms: number }> {
  if (!(await zctaTableIsEmpty(dataSource))) return { loaded: false };
  const started = performance.now();
  const file = await parseDistrictFile(path);
  const loaded = await dataSource.transaction(async (m) => {
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [LOCK_KEY]);
    // Another replica may have loaded it while this one was reading the file.
    if (!(await zctaTableIsEmpty(m))) return false;
    await insertRows(m, file.rows);
    return true;
  });
  if (!loaded) return { loaded: false };
  const counts = countRows(file.rows);
  const ms = Math.round(performance.now() - started);
  logger().info({ path, format: file.format, ...counts, ms }, 'ZIP → district table loaded');
  return { loaded: true, file, counts, ms };
}

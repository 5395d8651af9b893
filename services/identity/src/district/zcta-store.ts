import type { DataSource, EntityManager } from 'typeorm';
import { logger } from '@civic/service-kit';
import type { ZctaDistrictRow } from './zcta-table';
import { parseDistrictFile, ParsedDistrictFile } from './zcta-file';

const LOCK_KEY = 'civic:identity:zcta_districts';
const BATCH = 5000;

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

async function insertRows(m: EntityManager, rows: readonly ZctaDistrictRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await m.query(
      `INSERT INTO identity.zcta_districts (zcta, state, district, share)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::numeric[])`,
      [batch.map((r) => r.zcta), batch.map((r) => r.state), batch.map((r) => r.district), batch.map((r) => r.share)],
    );
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
export async function loadDistrictsIfEmpty(dataSource: DataSource, path: string): Promise<{ loaded: false } | { loaded: true; file: ParsedDistrictFile; counts: ZctaTableCounts }> {
  if (!(await zctaTableIsEmpty(dataSource))) return { loaded: false };
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
  logger().info({ path, format: file.format, ...counts }, 'ZIP → district table loaded');
  return { loaded: true, file, counts };
}

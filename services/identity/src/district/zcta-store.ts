import type { DataSource } from 'typeorm';
import { logger, type SqlRunner } from '@civic/service-kit';
import type { ZctaDistrictRow } from './zcta-table';
import { parseDistrictFile, ParsedDistrictFile } from './zcta-file';
import { copyZctaDistricts, ZctaDistrictsRepository } from './zcta-districts.repository';

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
    const table = new ZctaDistrictsRepository(m);
    await table.lockForLoad();
    await table.deleteAll();
    await copyZctaDistricts(m, rows);
  });
  return countRows(rows);
}

export function zctaTableIsEmpty(db: SqlRunner): Promise<boolean> {
  return new ZctaDistrictsRepository(db).isEmpty();
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
    const table = new ZctaDistrictsRepository(m);
    await table.lockForLoad();
    // Another replica may have loaded it while this one was reading the file.
    if (!(await table.isEmpty())) return false;
    await copyZctaDistricts(m, file.rows);
    return true;
  });
  if (!loaded) return { loaded: false };
  const counts = countRows(file.rows);
  const ms = Math.round(performance.now() - started);
  logger().info({ path, format: file.format, ...counts, ms }, 'ZIP → district table loaded');
  return { loaded: true, file, counts, ms };
}

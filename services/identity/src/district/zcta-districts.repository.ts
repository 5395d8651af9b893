import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { EntityManager } from 'typeorm';
import { SqlRepository } from '@civic/service-kit';
import type { ZctaDistrictRow } from './zcta-table';

const LOCK_KEY = 'civic:identity:zcta_districts';
/** Rows per string written to the COPY stream. */
const COPY_CHUNK_ROWS = 2000;
/** identity.zcta_districts, the one column list of its reads and its COPY. */
const ZCTA_COLUMNS = 'zcta, state, district, share';

/** identity.zcta_districts: which congressional districts each ZIP code tabulation area lies in. */
export class ZctaDistrictsRepository extends SqlRepository {
  /** The parts of one ZCTA, largest share first. */
  async rowsFor(zcta: string): Promise<ZctaDistrictRow[]> {
    const rows = await this.rows<{ zcta: string; state: string; district: string; share: string | number | null }>(
      `SELECT ${ZCTA_COLUMNS} FROM identity.zcta_districts WHERE zcta = $1 ORDER BY share DESC NULLS LAST, district`,
      [zcta],
    );
    return rows.map((r) => ({ zcta: r.zcta, state: r.state, district: r.district, share: r.share === null ? null : Number(r.share) }));
  }

  /** Every district the table knows, sorted (the public district pages exist for these). */
  async districts(): Promise<string[]> {
    return (await this.rows<{ district: string }>('SELECT DISTINCT district FROM identity.zcta_districts ORDER BY district')).map((r) => r.district);
  }

  async isEmpty(): Promise<boolean> {
    return !(await this.row<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM identity.zcta_districts) AS any'))?.any;
  }

  async count(): Promise<number> {
    return (await this.one<{ count: number }>('SELECT count(*)::int AS count FROM identity.zcta_districts')).count;
  }

  /** Concurrent loaders queue here (until the caller's transaction ends). */
  async lockForLoad(): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [LOCK_KEY]);
  }

  async deleteAll(): Promise<void> {
    await this.db.query('DELETE FROM identity.zcta_districts');
  }
}

/**
 * One COPY … FROM STDIN for the whole table (the national file is ~42,000 rows), in the
 * transaction of `m`: about three times faster than batched INSERT … SELECT unnest(…), so the
 * first start of a fresh stack, which loads the shipped table, is not held up. Every value was
 * checked by the parser (five digits, a state code, 'ST-NN', a number), so none holds the tab,
 * newline or backslash COPY would need escaped.
 */
export async function copyZctaDistricts(m: EntityManager, rows: readonly ZctaDistrictRow[]): Promise<void> {
  const client: PoolClient = await m.queryRunner!.connect();
  const copy = client.query(copyFrom(`COPY identity.zcta_districts (${ZCTA_COLUMNS}) FROM STDIN`));
  await pipeline(Readable.from(copyChunks(rows)), copy);
}

function* copyChunks(rows: readonly ZctaDistrictRow[]): Generator<string> {
  for (let i = 0; i < rows.length; i += COPY_CHUNK_ROWS) {
    let chunk = '';
    for (const r of rows.slice(i, i + COPY_CHUNK_ROWS)) chunk += `${r.zcta}\t${r.state}\t${r.district}\t${r.share ?? '\\N'}\n`;
    yield chunk;
  }
}

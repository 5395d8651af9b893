import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import type { DistrictTally, TallyBucket } from '@civic/contracts';
import { emptyTally } from '@civic/contracts';
import { columnList, SqlRepository } from '@civic/service-kit';

/** Where the votes of a voter without a known district are counted. Nobody's district. */
export const UNKNOWN_DISTRICT = 'UNKNOWN';

/** The six counters of a tally, by short name: per vote value, personal (p) and archetype (a). */
export const TALLY_COUNTERS = {
  sp: 'support_personal',
  sa: 'support_archetype',
  op: 'oppose_personal',
  oa: 'oppose_archetype',
  ap: 'abstain_personal',
  aa: 'abstain_archetype',
} as const;
export type TallyCounter = keyof typeof TALLY_COUNTERS;
const COUNTS = Object.keys(TALLY_COUNTERS) as TallyCounter[];
const COUNTER_COLUMNS = COUNTS.map((c) => TALLY_COUNTERS[c]);

/** voting.district_tallies, every column (weighted totals are generated from the counters). */
const TALLY_COLUMNS = ['bill_id', 'district', ...COUNTER_COLUMNS, 'support_weighted', 'oppose_weighted', 'abstain_weighted'] as const;

/** A district_tallies row (or to_jsonb of one). Weighted totals are bigint: pg answers them as text. */
export type TallyRow = { bill_id: string; district: string } & Record<(typeof COUNTER_COLUMNS)[number], number> & {
    support_weighted: number | string;
    oppose_weighted: number | string;
    abstain_weighted: number | string;
  };

/**
 * A change to one (bill, district) tally: per vote value, the change of the personal (p) and
 * archetype (a) counts. Weighted totals follow by themselves (generated columns).
 */
export type TallyDelta = { bill_id: string; district: string } & Record<TallyCounter, number>;

const newest = (rows: Array<{ updated_at: Date }>): Date | null =>
  rows.reduce<Date | null>((max, r) => (!max || r.updated_at > max ? r.updated_at : max), null);

const bucket = (weighted: number | string, personal: number, archetype: number): TallyBucket => ({
  weighted: Number(weighted),
  personal: Number(personal),
  archetype: Number(archetype),
});

/** A tally row as the API shows it. */
export function toDistrictTally(row: TallyRow, district: string | null = row.district): DistrictTally {
  return {
    billId: row.bill_id,
    district,
    support: bucket(row.support_weighted, row.support_personal, row.support_archetype),
    oppose: bucket(row.oppose_weighted, row.oppose_personal, row.oppose_archetype),
    abstain: bucket(row.abstain_weighted, row.abstain_personal, row.abstain_archetype),
  };
}

/**
 * SQL that folds rows (bill_id, district, vote, vote_type, n) of `source` into a jsonb array of
 * TallyDelta, one per (bill, district), counting through the tally rule (voting.tally_counts,
 * sql/voting-functions.sql). `source` is a CTE name or a parenthesised subquery.
 */
export function deltasJsonSql(source: string): string {
  return `(SELECT coalesce(jsonb_agg(g), '[]'::jsonb) FROM (
      SELECT src.bill_id, src.district, ${COUNTS.map((c) => `sum(k.${c})::int AS ${c}`).join(', ')}
      FROM ${source} src CROSS JOIN LATERAL voting.tally_counts(src.vote, src.vote_type, src.n) k
      GROUP BY src.bill_id, src.district) g)`;
}

/**
 * SQL of a data-modifying CTE body that adds rows (bill_id, district, vote, vote_type, n >= 0)
 * of `source` to the tallies through the tally rule, locking tally rows in (bill, district)
 * order. For writers that only add votes: the tallies move in the same statement as the votes,
 * with no round trip of deltas through Node.
 */
export function addToTalliesSql(source: string): string {
  return `INSERT INTO voting.district_tallies AS t (bill_id, district, ${COUNTER_COLUMNS.join(', ')})
      SELECT src.bill_id, src.district, ${COUNTS.map((c) => `sum(k.${c})::int`).join(', ')}
        FROM ${source} src CROSS JOIN LATERAL voting.tally_counts(src.vote, src.vote_type, src.n) k
       GROUP BY src.bill_id, src.district ORDER BY src.bill_id, src.district
      ON CONFLICT (bill_id, district) DO UPDATE SET
        ${COUNTER_COLUMNS.map((col) => `${col} = t.${col} + EXCLUDED.${col}`).join(', ')}, updated_at = now()
      RETURNING 1`;
}

/** Every (bill, district) tally as the votes make it, by the same rule the writers count with. */
const ACTUAL_SQL = `
  SELECT v.bill_id, v.district, ${COUNTS.map((c) => `sum(k.${c})::int AS ${c}`).join(', ')}
  FROM voting.votes v CROSS JOIN LATERAL voting.tally_counts(v.vote, v.vote_type, 1) k
  GROUP BY v.bill_id, v.district`;

/** One (bill, district) whose stored tally disagrees with its votes. */
export interface TallyDrift {
  billId: string;
  district: string;
  stored: Record<TallyCounter, number>;
  actual: Record<TallyCounter, number>;
}

export interface RecountResult {
  /** (bill, district) pairs compared: stored tallies plus pairs that have votes. */
  checked: number;
  votes: number;
  drift: TallyDrift[];
  fixed: boolean;
}

type DriftPair = { bill_id: string; district: string } & Record<`a_${TallyCounter}` | `t_${TallyCounter}`, number>;

/** unnest() of the parameters $1..$8 as rows (bill_id, district, sp .. aa). */
const UNNEST_DELTAS = `unnest($1::text[], $2::text[], ${COUNTS.map((_, i) => `$${i + 3}::int[]`).join(', ')}) AS x(bill_id, district, ${COUNTS.join(', ')})`;
const deltaParams = (rows: TallyDelta[]) => [rows.map((d) => d.bill_id), rows.map((d) => d.district), ...COUNTS.map((c) => rows.map((d) => d[c]))];

/**
 * voting.district_tallies: the weighted district tallies, kept in step with the votes. Writers
 * call it inside their transaction, after their vote writes (tally rows locked in (bill,
 * district) order, so writers cannot deadlock each other).
 */
@Injectable()
export class TalliesRepository extends SqlRepository {
  /** Tallies of the caller's district for these bills, in the order asked; zeros where none. */
  async forVoter(userId: string, billIds: string[]): Promise<DistrictTally[]> {
    // One round trip: the caller's district and its tallies for the asked bills (no row: no voter).
    const rows = await this.rows<Partial<TallyRow> & { voter_district: string | null }>(
      `SELECT v.district AS voter_district, ${columnList(TALLY_COLUMNS, 't')}
         FROM voting.voters v
         LEFT JOIN voting.district_tallies t ON t.district = v.district AND t.bill_id = ANY($2::text[])
        WHERE v.user_id = $1`,
      [userId, billIds],
    );
    const district = rows[0]?.voter_district ?? null;
    if (!district) return billIds.map((id) => emptyTally(id, district));
    const byBill = new Map(rows.filter((r): r is TallyRow & { voter_district: string } => Boolean(r.bill_id)).map((r) => [r.bill_id, r]));
    return billIds.map((id) => {
      const row = byBill.get(id);
      return row ? toDistrictTally(row, district) : emptyTally(id, district);
    });
  }

  /** One district's tallies of these bills (rows that exist), and when the newest of them moved (public pages, ADR 0030). */
  async ofDistrict(district: string, billIds: string[]): Promise<{ tallies: DistrictTally[]; updatedAt: Date | null }> {
    const rows = await this.rows<TallyRow & { updated_at: Date }>(
      `SELECT ${columnList(TALLY_COLUMNS, 't')}, t.updated_at FROM voting.district_tallies t WHERE t.district = $1 AND t.bill_id = ANY($2::text[]) ORDER BY t.bill_id`,
      [district, billIds],
    );
    return { tallies: rows.map((r) => toDistrictTally(r)), updatedAt: newest(rows) };
  }

  /** Every district's tally of one bill (not the UNKNOWN bucket), by district. */
  async ofBill(billId: string): Promise<{ tallies: DistrictTally[]; updatedAt: Date | null }> {
    const rows = await this.rows<TallyRow & { updated_at: Date }>(
      `SELECT ${columnList(TALLY_COLUMNS, 't')}, t.updated_at FROM voting.district_tallies t WHERE t.bill_id = $1 AND t.district <> $2 ORDER BY t.district`,
      [billId, UNKNOWN_DISTRICT],
    );
    return { tallies: rows.map((r) => toDistrictTally(r)), updatedAt: newest(rows) };
  }

  /**
   * Applies tally changes inside the caller's transaction, after its vote writes. Increments
   * only: one upsert. With decrements: make sure the rows exist, lock them in order, then update;
   * a count pushed below zero violates a CHECK and rolls back.
   */
  async apply(deltas: TallyDelta[]): Promise<void> {
    const rows = deltas.filter((d) => COUNTS.some((c) => d[c] !== 0));
    if (!rows.length) return;
    const params = deltaParams(rows);
    if (rows.every((d) => COUNTS.every((c) => d[c] >= 0))) {
      await this.db.query(
        `INSERT INTO voting.district_tallies AS t (bill_id, district, ${columnList(COUNTER_COLUMNS)})
         SELECT * FROM ${UNNEST_DELTAS} ORDER BY bill_id, district
         ON CONFLICT (bill_id, district) DO UPDATE SET
           ${COUNTER_COLUMNS.map((col) => `${col} = t.${col} + EXCLUDED.${col}`).join(', ')}, updated_at = now()`,
        params,
      );
      return;
    }
    await this.db.query(
      `INSERT INTO voting.district_tallies (bill_id, district)
       SELECT bill_id, district FROM ${UNNEST_DELTAS} ORDER BY bill_id, district ON CONFLICT DO NOTHING`,
      params,
    );
    await this.db.query(
      `SELECT 1 FROM voting.district_tallies t JOIN ${UNNEST_DELTAS} ON x.bill_id = t.bill_id AND x.district = t.district
       ORDER BY t.bill_id, t.district FOR UPDATE OF t`,
      params,
    );
    await this.db.query(
      `UPDATE voting.district_tallies t SET ${COUNTS.map((c) => `${TALLY_COUNTERS[c]} = t.${TALLY_COUNTERS[c]} + x.${c}`).join(', ')}, updated_at = now()
       FROM ${UNNEST_DELTAS} WHERE t.bill_id = x.bill_id AND t.district = x.district`,
      params,
    );
  }

  /** Stored tallies against the votes (by the tally rule), with every pair that differs. */
  async compare(): Promise<{ checked: number; votes: number; drift: TallyDrift[] }> {
    const row = await this.one<{ checked: number; votes: number; drift: DriftPair[] }>(
      `WITH actual AS (${ACTUAL_SQL}),
       pairs AS (
         SELECT coalesce(a.bill_id, t.bill_id) AS bill_id, coalesce(a.district, t.district) AS district,
           ${COUNTS.map((c) => `coalesce(a.${c}, 0) AS a_${c}, coalesce(t.${TALLY_COUNTERS[c]}, 0) AS t_${c}`).join(',\n           ')}
         FROM actual a FULL JOIN voting.district_tallies t ON t.bill_id = a.bill_id AND t.district = a.district
       )
       SELECT (SELECT count(*) FROM pairs)::int AS checked,
         (SELECT count(*) FROM voting.votes)::int AS votes,
         (SELECT coalesce(jsonb_agg(p ORDER BY p.bill_id, p.district), '[]'::jsonb) FROM pairs p
           WHERE (${COUNTS.map((c) => `a_${c}`).join(', ')}) IS DISTINCT FROM (${COUNTS.map((c) => `t_${c}`).join(', ')})) AS drift`,
    );
    const drift = row.drift.map((p) => ({
      billId: p.bill_id,
      district: p.district,
      stored: Object.fromEntries(COUNTS.map((c) => [c, p[`t_${c}`]])) as Record<TallyCounter, number>,
      actual: Object.fromEntries(COUNTS.map((c) => [c, p[`a_${c}`]])) as Record<TallyCounter, number>,
    }));
    return { checked: row.checked, votes: row.votes, drift };
  }

  /** Overwrites tallies with the counts given (the recount's fix). */
  async overwrite(drift: TallyDrift[]): Promise<void> {
    if (!drift.length) return;
    await this.db.query(
      `INSERT INTO voting.district_tallies AS t (bill_id, district, ${columnList(COUNTER_COLUMNS)})
       SELECT * FROM ${UNNEST_DELTAS}
       ON CONFLICT (bill_id, district) DO UPDATE SET
         ${COUNTER_COLUMNS.map((col) => `${col} = EXCLUDED.${col}`).join(', ')}, updated_at = now()`,
      deltaParams(drift.map((d) => ({ bill_id: d.billId, district: d.district, ...d.actual }))),
    );
  }

  /** Vote writers wait (SHARE on votes) and other tally writers too, while the recount rewrites. */
  async lockForRecount(): Promise<void> {
    await this.db.query('LOCK TABLE voting.votes IN SHARE MODE');
    await this.db.query('LOCK TABLE voting.district_tallies IN SHARE ROW EXCLUSIVE MODE');
  }

  async readOnly(): Promise<void> {
    await this.db.query('SET TRANSACTION READ ONLY');
  }
}

/**
 * Recomputes every district tally from the votes and compares. Without `fix` it reads one
 * consistent snapshot and changes nothing. With `fix` it blocks vote writers for the duration
 * (SHARE lock on votes), so the tallies it writes are exact, then overwrites each drifted tally.
 */
export async function recountTallies(
  ds: { transaction<T>(level: 'READ COMMITTED' | 'REPEATABLE READ', fn: (m: EntityManager) => Promise<T>): Promise<T> },
  opts: { fix?: boolean } = {},
): Promise<RecountResult> {
  const level = opts.fix ? 'READ COMMITTED' : 'REPEATABLE READ';
  return ds.transaction(level, async (m) => {
    const tallies = new TalliesRepository(m);
    if (opts.fix) await tallies.lockForRecount();
    else await tallies.readOnly();
    const { checked, votes, drift } = await tallies.compare();
    if (opts.fix) await tallies.overwrite(drift);
    return { checked, votes, drift, fixed: Boolean(opts.fix && drift.length) };
  });
}

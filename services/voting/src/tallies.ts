import type { DistrictTally, TallyBucket } from '@civic/contracts';
import type { SqlRunner } from '@civic/service-kit';

/** Anything that runs SQL: a DataSource (autocommit), a transaction's EntityManager or a prepared statement. */
export type Sql = SqlRunner;

/** Where the votes of a voter without a known district are counted. Nobody's district. */
export const UNKNOWN_DISTRICT = 'UNKNOWN';

/**
 * A change to one (bill, district) tally: per vote value, the change of the personal (p) and
 * archetype (a) counts. Weighted totals follow by themselves (generated columns).
 */
export interface TallyDelta {
  bill_id: string;
  district: string;
  sp: number;
  sa: number;
  op: number;
  oa: number;
  ap: number;
  aa: number;
}

const COUNTS = ['sp', 'sa', 'op', 'oa', 'ap', 'aa'] as const;
const COLUMNS = {
  sp: 'support_personal',
  sa: 'support_archetype',
  op: 'oppose_personal',
  oa: 'oppose_archetype',
  ap: 'abstain_personal',
  aa: 'abstain_archetype',
} as const;

/**
 * SQL that folds rows (bill_id, district, vote, vote_type, n) of `source` into a jsonb array
 * of TallyDelta, one per (bill, district). `source` is a CTE name or a parenthesised subquery.
 */
export function deltasJsonSql(source: string): string {
  const sum = (vote: string, type: string) => `coalesce(sum(n) FILTER (WHERE vote = '${vote}' AND vote_type = '${type}'), 0)::int`;
  return `(SELECT coalesce(jsonb_agg(g), '[]'::jsonb) FROM (
      SELECT bill_id, district,
        ${sum('support', 'personal')} AS sp, ${sum('support', 'archetype')} AS sa,
        ${sum('oppose', 'personal')} AS op, ${sum('oppose', 'archetype')} AS oa,
        ${sum('abstain', 'personal')} AS ap, ${sum('abstain', 'archetype')} AS aa
      FROM ${source} src GROUP BY bill_id, district) g)`;
}

/**
 * Applies tally changes inside the caller's transaction, after its vote writes (every writer
 * takes vote rows first, then tally rows in (bill, district) order, so writers cannot deadlock
 * each other). Increments only: one upsert. With decrements: make sure the rows exist, lock
 * them in order, then update; a count pushed below zero violates a CHECK and rolls back.
 */
export async function applyTallyDeltas(m: Sql, deltas: TallyDelta[]): Promise<void> {
  const rows = deltas.filter((d) => COUNTS.some((c) => d[c] !== 0));
  if (!rows.length) return;
  const params = [rows.map((d) => d.bill_id), rows.map((d) => d.district), ...COUNTS.map((c) => rows.map((d) => d[c]))];
  const unnest = `unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[]) AS x(bill_id, district, ${COUNTS.join(', ')})`;
  const set = COUNTS.map((c) => `${COLUMNS[c]} = t.${COLUMNS[c]} + x.${c}`).join(', ');

  if (rows.every((d) => COUNTS.every((c) => d[c] >= 0))) {
    await m.query(
      `INSERT INTO voting.district_tallies AS t (bill_id, district, ${COUNTS.map((c) => COLUMNS[c]).join(', ')})
       SELECT * FROM ${unnest} ORDER BY bill_id, district
       ON CONFLICT (bill_id, district) DO UPDATE SET
         ${COUNTS.map((c) => `${COLUMNS[c]} = t.${COLUMNS[c]} + EXCLUDED.${COLUMNS[c]}`).join(', ')}, updated_at = now()`,
      params,
    );
    return;
  }
  await m.query(
    `INSERT INTO voting.district_tallies (bill_id, district)
     SELECT bill_id, district FROM ${unnest} ORDER BY bill_id, district ON CONFLICT DO NOTHING`,
    params,
  );
  await m.query(
    `SELECT 1 FROM voting.district_tallies t JOIN ${unnest} ON x.bill_id = t.bill_id AND x.district = t.district
     ORDER BY t.bill_id, t.district FOR UPDATE OF t`,
    params,
  );
  await m.query(
    `UPDATE voting.district_tallies t SET ${set}, updated_at = now()
     FROM ${unnest} WHERE t.bill_id = x.bill_id AND t.district = x.district`,
    params,
  );
}

/** A district_tallies row (or to_jsonb of one) as the API shows it. */
export interface TallyRow {
  bill_id: string;
  district: string;
  support_personal: number;
  support_archetype: number;
  oppose_personal: number;
  oppose_archetype: number;
  abstain_personal: number;
  abstain_archetype: number;
  support_weighted: number | string;
  oppose_weighted: number | string;
  abstain_weighted: number | string;
}

const bucket = (weighted: number | string, personal: number, archetype: number): TallyBucket => ({
  weighted: Number(weighted),
  personal: Number(personal),
  archetype: Number(archetype),
});

export function toDistrictTally(row: TallyRow, district: string | null = row.district): DistrictTally {
  return {
    billId: row.bill_id,
    district,
    support: bucket(row.support_weighted, row.support_personal, row.support_archetype),
    oppose: bucket(row.oppose_weighted, row.oppose_personal, row.oppose_archetype),
    abstain: bucket(row.abstain_weighted, row.abstain_personal, row.abstain_archetype),
  };
}

/** One (bill, district) whose stored tally disagrees with its votes. */
export interface TallyDrift {
  billId: string;
  district: string;
  stored: Record<(typeof COUNTS)[number], number>;
  actual: Record<(typeof COUNTS)[number], number>;
}

export interface RecountResult {
  /** (bill, district) pairs compared: stored tallies plus pairs that have votes. */
  checked: number;
  votes: number;
  drift: TallyDrift[];
  fixed: boolean;
}

const ACTUAL_SQL = `
  SELECT bill_id, district,
    count(*) FILTER (WHERE vote = 'support' AND vote_type = 'personal')::int AS sp,
    count(*) FILTER (WHERE vote = 'support' AND vote_type = 'archetype')::int AS sa,
    count(*) FILTER (WHERE vote = 'oppose' AND vote_type = 'personal')::int AS op,
    count(*) FILTER (WHERE vote = 'oppose' AND vote_type = 'archetype')::int AS oa,
    count(*) FILTER (WHERE vote = 'abstain' AND vote_type = 'personal')::int AS ap,
    count(*) FILTER (WHERE vote = 'abstain' AND vote_type = 'archetype')::int AS aa
  FROM voting.votes GROUP BY bill_id, district`;

const COMPARE_SQL = `
  WITH actual AS (${ACTUAL_SQL}),
  pairs AS (
    SELECT coalesce(a.bill_id, t.bill_id) AS bill_id, coalesce(a.district, t.district) AS district,
      ${COUNTS.map((c) => `coalesce(a.${c}, 0) AS a_${c}, coalesce(t.${COLUMNS[c]}, 0) AS t_${c}`).join(',\n      ')}
    FROM actual a FULL JOIN voting.district_tallies t ON t.bill_id = a.bill_id AND t.district = a.district
  )
  SELECT (SELECT count(*) FROM pairs)::int AS checked,
    (SELECT count(*) FROM voting.votes)::int AS votes,
    (SELECT coalesce(jsonb_agg(p ORDER BY p.bill_id, p.district), '[]'::jsonb) FROM pairs p
      WHERE (${COUNTS.map((c) => `a_${c}`).join(', ')}) IS DISTINCT FROM (${COUNTS.map((c) => `t_${c}`).join(', ')})) AS drift`;

/**
 * Recomputes every district tally from the votes and compares. Without `fix` it reads one
 * consistent snapshot and changes nothing. With `fix` it blocks vote writers for the duration
 * (SHARE lock on votes), so the tallies it writes are exact, then overwrites each drifted tally.
 */
export async function recountTallies(ds: { transaction: <T>(level: any, fn: (m: Sql) => Promise<T>) => Promise<T> }, opts: { fix?: boolean } = {}): Promise<RecountResult> {
  const level = opts.fix ? 'READ COMMITTED' : 'REPEATABLE READ';
  return ds.transaction(level, async (m) => {
    if (opts.fix) {
      await m.query('LOCK TABLE voting.votes IN SHARE MODE');
      await m.query('LOCK TABLE voting.district_tallies IN SHARE ROW EXCLUSIVE MODE');
    } else {
      await m.query('SET TRANSACTION READ ONLY');
    }
    const [row] = await m.query(COMPARE_SQL);
    const drift: TallyDrift[] = (row.drift as Array<Record<string, any>>).map((p) => ({
      billId: p.bill_id,
      district: p.district,
      stored: Object.fromEntries(COUNTS.map((c) => [c, p[`t_${c}`]])) as TallyDrift['stored'],
      actual: Object.fromEntries(COUNTS.map((c) => [c, p[`a_${c}`]])) as TallyDrift['actual'],
    }));
    if (opts.fix && drift.length) {
      await m.query(
        `INSERT INTO voting.district_tallies AS t (bill_id, district, ${COUNTS.map((c) => COLUMNS[c]).join(', ')})
         SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[])
         ON CONFLICT (bill_id, district) DO UPDATE SET
           ${COUNTS.map((c) => `${COLUMNS[c]} = EXCLUDED.${COLUMNS[c]}`).join(', ')}, updated_at = now()`,
        [drift.map((d) => d.billId), drift.map((d) => d.district), ...COUNTS.map((c) => drift.map((d) => d.actual[c]))],
      );
    }
    return { checked: row.checked, votes: row.votes, drift, fixed: Boolean(opts.fix && drift.length) };
  });
}

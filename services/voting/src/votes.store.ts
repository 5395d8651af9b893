import type { DistrictTally, UserVote, VoteType, VoteValue, VoteWithBill } from '@civic/contracts';
import { emptyTally, EVENTS } from '@civic/contracts';
import { initialPublishedAtSql } from '@civic/service-kit';
import { applyTallyDeltas, deltasJsonSql, Sql, TallyDelta, TallyRow, toDistrictTally, UNKNOWN_DISTRICT } from './tallies';

/*
 * The voting service's SQL. Every statement names its schema. Concurrency rules every writer
 * follows (so counts stay exact and writers cannot deadlock each other):
 *   1. a vote row is changed only under its row lock (FOR UPDATE, or the insert itself);
 *   2. the tallies it moves change in the same transaction, after all of its vote writes,
 *      locking tally rows in (bill_id, district) order;
 *   3. per-voter bulk work (population, recompute, moves) holds the voter's advisory lock
 *      (casts hold it shared, so a cast and a district change never miss each other);
 *      per-bill fan-out holds the bill's advisory lock and reads voters FOR SHARE, so a profile
 *      change waits for (or is seen by) the chunk that covers it.
 */

const iso = (d: Date | string) => new Date(d).toISOString();

interface VoteRow {
  id: string;
  bill_id: string;
  vote: VoteValue;
  vote_type: VoteType;
  created_at: Date;
  updated_at: Date;
}

const toUserVote = (r: VoteRow): UserVote => ({
  billId: r.bill_id,
  vote: r.vote,
  voteType: r.vote_type,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

// ---------- Personal votes ----------

export interface CastResult {
  status: 'created' | 'changed' | 'unchanged' | 'bill_not_found';
  vote: UserVote | null;
  previousVote: VoteValue | null;
  previousVoteType: VoteType | null;
  district: string | null;
  /** Where the vote counted before: another district when the voter moved and the vote had not yet. */
  previousDistrict: string | null;
  /** The tally of the district the vote now counts in, after the cast. */
  tally: DistrictTally | null;
}

/** One personal cast to make: who, which bill, which value, and its vote.cast.v1 event's ids. */
export interface CastInput {
  userId: string;
  billId: string;
  vote: VoteValue;
  eventId: string;
  requestId: string | null;
}

/** The vote.cast.v1 outbox row of each cast that changed something (the row recordEvent writes, published_at included). */
const castEventInsert = (cast: string) => `
  INSERT INTO voting.outbox (id, name, payload, request_id, created_at, published_at)
  SELECT ${cast}.event_id, '${EVENTS.voteCast}',
         jsonb_build_object('userId', ${cast}.user_id, 'billId', ${cast}.bill_id, 'vote', ${cast}.vote, 'previousVote', ${cast}.previous_vote,
                            'previousVoteType', ${cast}.previous_type, 'district', ${cast}.district,
                            'castAt', to_char(${cast}.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
         ${cast}.request_id, ${cast}.updated_at, ${initialPublishedAtSql(EVENTS.voteCast)}
    FROM ${cast} WHERE ${cast}.status IN ('created', 'changed')`;

/**
 * One personal cast, in ONE statement (autocommit, one round trip): voting.cast_vote() locks or
 * inserts the vote and moves the tally buckets (see the migration), and when something changed
 * the same statement writes the vote.cast.v1 outbox row, so vote, tallies and event commit together.
 */
export async function castPersonalVote(m: Sql, c: CastInput): Promise<CastResult> {
  const [r] = await m.query(
    `WITH c AS (
       SELECT $1::uuid AS user_id, $2::text AS bill_id, $4::uuid AS event_id, $5::text AS request_id, r.*
         FROM voting.cast_vote($1::uuid, $2::text, $3::text) r
     ), e AS (${castEventInsert('c')})
     SELECT * FROM c`,
    [c.userId, c.billId, c.vote, c.eventId, c.requestId],
  );
  return toCastResult(r);
}

/**
 * Several personal casts (of different bills) in ONE statement and one transaction: the same
 * cast_vote() per item, so the rules are the same, at a fraction of the database's work per cast
 * (one parse, one commit). Locks follow the order every writer keeps: first the voters' shared
 * locks in user order, then bill by bill (one item per bill, so vote row then tally rows, in bill
 * order), so concurrent batches, fan-outs and reconciles cannot wait on each other in a circle.
 * Answers in the order given.
 */
export async function castPersonalVotes(m: Sql, casts: CastInput[]): Promise<CastResult[]> {
  if (new Set(casts.map((c) => c.billId)).size !== casts.length) throw new Error('castPersonalVotes takes one cast per bill');
  const rows = await m.query(
    `WITH input AS (
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[], $5::text[])
         WITH ORDINALITY AS x(user_id, bill_id, vote, event_id, request_id, i)
     ), locks AS (
       SELECT count(pg_advisory_xact_lock_shared(hashtextextended('voting:voter:' || user_id::text, 0))) AS n
         FROM (SELECT DISTINCT user_id FROM input ORDER BY user_id) u
     ), c AS (
       -- The sort needs every lock taken first, and hands the casts over in bill order.
       SELECT x.i, x.user_id, x.bill_id, x.event_id, x.request_id, r.*
         FROM (SELECT input.* FROM input, locks ORDER BY input.bill_id) x
         CROSS JOIN LATERAL voting.cast_vote(x.user_id, x.bill_id, x.vote) r
     ), e AS (${castEventInsert('c')})
     SELECT * FROM c ORDER BY i`,
    [casts.map((c) => c.userId), casts.map((c) => c.billId), casts.map((c) => c.vote), casts.map((c) => c.eventId), casts.map((c) => c.requestId)],
  );
  return rows.map(toCastResult);
}

function toCastResult(r: { status: CastResult['status']; bill_id: string } & Record<string, any>): CastResult {
  if (r.status === 'bill_not_found') {
    return { status: r.status, vote: null, previousVote: null, previousVoteType: null, district: null, previousDistrict: null, tally: null };
  }
  return {
    status: r.status,
    vote: toUserVote({ id: '', bill_id: r.bill_id, vote: r.vote, vote_type: r.vote_type, created_at: r.created_at, updated_at: r.updated_at }),
    previousVote: r.previous_vote,
    previousVoteType: r.previous_type,
    district: r.district,
    previousDistrict: r.previous_district,
    tally: r.tally ? toDistrictTally(r.tally as TallyRow) : null,
  };
}

export async function listVotes(m: Sql, userId: string): Promise<UserVote[]> {
  const rows: VoteRow[] = await m.query(
    `SELECT bill_id, vote, vote_type, created_at, updated_at FROM voting.votes
      WHERE user_id = $1 ORDER BY created_at DESC, bill_id`,
    [userId],
  );
  return rows.map(toUserVote);
}

/**
 * One page of the user's votes, newest first (ties by bill id, so pages never overlap), each
 * with the bill as the voting read model knows it; the gateway adds the bills service's fields.
 */
export async function listVotesWithBills(m: Sql, userId: string, limit: number, offset: number): Promise<VoteWithBill[]> {
  const rows: Array<VoteRow & { title: string | null; policy_area: string | null }> = await m.query(
    `SELECT v.id, v.bill_id, v.vote, v.vote_type, v.created_at, v.updated_at, b.title, b.policy_area
       FROM voting.votes v LEFT JOIN voting.active_bills b ON b.bill_id = v.bill_id
      WHERE v.user_id = $1
      ORDER BY v.created_at DESC, v.bill_id
      LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  return rows.map((r) => ({
    id: r.id,
    ...toUserVote(r),
    bill: { billId: r.bill_id, title: r.title ?? '', policyArea: r.policy_area },
  }));
}

/** Tallies of the caller's district for these bills, in the order asked; zeros where none. */
export async function districtTallies(m: Sql, userId: string, billIds: string[]): Promise<DistrictTally[]> {
  // One round trip: the caller's district and its tallies for the asked bills (no row: no voter).
  const rows: Array<TallyRow & { voter_district: string | null }> = await m.query(
    `SELECT v.district AS voter_district, t.*
       FROM voting.voters v
       LEFT JOIN voting.district_tallies t ON t.district = v.district AND t.bill_id = ANY($2::text[])
      WHERE v.user_id = $1`,
    [userId, billIds],
  );
  const district: string | null = rows[0]?.voter_district ?? null;
  if (!district) return billIds.map((id) => emptyTally(id, district));
  const byBill = new Map(rows.filter((r) => r.bill_id).map((r) => [r.bill_id, r]));
  return billIds.map((id) => (byBill.has(id) ? toDistrictTally(byBill.get(id)!, district) : emptyTally(id, district)));
}

// ---------- Read models ----------

export interface VoterProfile {
  userId: string;
  district: string | null;
  archetypeKey: string | null;
  /** When identity's state was observed; an older observation never overwrites a newer one. */
  observedAt: string;
}

/**
 * Upserts the voter; `changed` when district or archetype moved (a first row counts as a change
 * when it knows either). `version` is the current one either way.
 */
export async function upsertVoter(m: Sql, p: VoterProfile): Promise<{ applied: boolean; changed: boolean; version: number }> {
  const rows = await m.query(
    `WITH prev AS (SELECT district, archetype_key FROM voting.voters WHERE user_id = $1)
     INSERT INTO voting.voters AS v (user_id, district, archetype_key, profile_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET
       district = EXCLUDED.district,
       archetype_key = EXCLUDED.archetype_key,
       profile_at = EXCLUDED.profile_at,
       profile_version = v.profile_version
         + CASE WHEN (v.district, v.archetype_key) IS DISTINCT FROM (EXCLUDED.district, EXCLUDED.archetype_key) THEN 1 ELSE 0 END,
       updated_at = now()
     WHERE v.profile_at <= EXCLUDED.profile_at
     RETURNING v.profile_version AS version,
       CASE WHEN EXISTS (SELECT 1 FROM prev)
            THEN EXISTS (SELECT 1 FROM prev WHERE (prev.district, prev.archetype_key) IS DISTINCT FROM ($2::text, $3::text))
            ELSE $2::text IS NOT NULL OR $3::text IS NOT NULL END AS changed`,
    [p.userId, p.district, p.archetypeKey, p.observedAt],
  );
  if (rows.length) return { applied: true, changed: rows[0].changed, version: rows[0].version };
  const [current] = await m.query(`SELECT profile_version AS version FROM voting.voters WHERE user_id = $1`, [p.userId]);
  return { applied: false, changed: false, version: current.version };
}

export interface ActiveBillInput {
  billId: string;
  title: string;
  policyArea: string | null;
  archetypeVotes: Record<string, VoteValue>;
  synthesizedAt: string;
}

/**
 * Adds or refreshes an active bill. A new bill, or new suggestions for a known one, bumps the
 * fan-out version (the fan-out job of that version then runs). An older synthesis is ignored.
 */
export async function upsertActiveBill(m: Sql, b: ActiveBillInput): Promise<{ applied: boolean; fanoutVersion: number; fanoutPending: boolean }> {
  const rows = await m.query(
    `INSERT INTO voting.active_bills AS b (bill_id, title, policy_area, archetype_votes, synthesized_at)
     VALUES ($1, $2, $3, $4::jsonb, $5)
     ON CONFLICT (bill_id) DO UPDATE SET
       title = EXCLUDED.title,
       policy_area = EXCLUDED.policy_area,
       archetype_votes = EXCLUDED.archetype_votes,
       synthesized_at = EXCLUDED.synthesized_at,
       fanout_version = b.fanout_version + CASE WHEN b.archetype_votes IS DISTINCT FROM EXCLUDED.archetype_votes THEN 1 ELSE 0 END,
       updated_at = now()
     WHERE b.synthesized_at <= EXCLUDED.synthesized_at
     RETURNING fanout_version, fanout_done_version`,
    [b.billId, b.title, b.policyArea, JSON.stringify(b.archetypeVotes), b.synthesizedAt],
  );
  if (!rows.length) return { applied: false, fanoutVersion: 0, fanoutPending: false };
  return { applied: true, fanoutVersion: rows[0].fanout_version, fanoutPending: rows[0].fanout_done_version < rows[0].fanout_version };
}

export async function pendingFanouts(m: Sql): Promise<Array<{ billId: string; version: number }>> {
  const rows = await m.query(
    `SELECT bill_id, fanout_version FROM voting.active_bills WHERE fanout_done_version < fanout_version ORDER BY activated_at LIMIT 1000`,
  );
  return rows.map((r: { bill_id: string; fanout_version: number }) => ({ billId: r.bill_id, version: r.fanout_version }));
}

// ---------- Archetype votes ----------

export interface ReconcileResult {
  votesAdded: number;
  votesChanged: number;
  votesMoved: number;
  /** Districts whose tallies this reconcile moved (their tally versions are bumped after commit). */
  districts: string[];
}

/**
 * Brings one voter's votes in line with their profile, inside the caller's transaction:
 *  - every vote counts in the voter's current district (a voter who moved takes them along);
 *  - archetype votes follow the current archetype's suggestions (personal votes never change);
 *  - every active bill without a vote gets the archetype's suggestion, in batches of
 *    `batchSize` bills: one INSERT ... SELECT plus one grouped tally upsert per batch.
 * Idempotent: a second run finds nothing to do.
 */
export async function reconcileVoter(m: Sql, userId: string, batchSize: number): Promise<ReconcileResult> {
  // Exclusive against this voter's casts (voting.cast_vote takes it shared) and other reconciles.
  await m.query(`SELECT pg_advisory_xact_lock(hashtextextended('voting:voter:' || $1::uuid::text, 0))`, [userId]);
  const [voter] = await m.query(`SELECT district, archetype_key FROM voting.voters WHERE user_id = $1`, [userId]);
  const district: string = voter?.district ?? UNKNOWN_DISTRICT;
  const key: string | null = voter?.archetype_key ?? null;

  // Moves and recomputes, in one statement so every vote lock precedes every tally lock.
  const [fix] = await m.query(
    `WITH cur AS (
       SELECT v.id, v.bill_id, v.district AS old_district, v.vote AS old_vote, v.vote_type,
              CASE WHEN v.vote_type = 'archetype' AND b.archetype_votes ? $3::text THEN b.archetype_votes ->> $3::text ELSE v.vote END AS new_vote
         FROM voting.votes v LEFT JOIN voting.active_bills b ON b.bill_id = v.bill_id AND $3::text IS NOT NULL
        WHERE v.user_id = $1::uuid
          AND (v.district <> $2::text
               OR (v.vote_type = 'archetype' AND b.archetype_votes ? $3::text AND v.vote <> b.archetype_votes ->> $3::text))
        FOR UPDATE OF v
     ), upd AS (
       UPDATE voting.votes v
          SET district = $2::text, vote = cur.new_vote,
              updated_at = CASE WHEN cur.new_vote <> cur.old_vote THEN now() ELSE v.updated_at END
         FROM cur WHERE v.user_id = $1::uuid AND v.id = cur.id
       RETURNING cur.bill_id, cur.old_district, cur.old_vote, cur.new_vote, cur.vote_type
     ), d AS (
       SELECT bill_id, old_district AS district, old_vote AS vote, vote_type, -1 AS n FROM upd
       UNION ALL SELECT bill_id, $2::text, new_vote, vote_type, 1 FROM upd
     )
     SELECT (SELECT count(*) FROM upd WHERE old_district <> $2::text)::int AS moved,
            (SELECT count(*) FROM upd WHERE old_vote <> new_vote)::int AS changed,
            ${deltasJsonSql('d')} AS deltas`,
    [userId, district, key],
  );
  await applyTallyDeltas(m, fix.deltas as TallyDelta[]);

  let added = 0;
  if (key) {
    let after = '';
    for (;;) {
      const [batch] = await m.query(
        `WITH batch AS (
           SELECT bill_id, archetype_votes ->> $2::text AS vote FROM voting.active_bills
            WHERE bill_id > $4::text ORDER BY bill_id LIMIT $5::int
         ), ins AS (
           INSERT INTO voting.votes (bill_id, user_id, vote, vote_type, district)
           SELECT bill_id, $1::uuid, vote, 'archetype', $3::text FROM batch WHERE vote IS NOT NULL ORDER BY bill_id
           ON CONFLICT ON CONSTRAINT votes_user_bill_key DO NOTHING
           RETURNING bill_id, vote
         ), tally AS (
           INSERT INTO voting.district_tallies AS t (bill_id, district, support_archetype, oppose_archetype, abstain_archetype)
           SELECT bill_id, $3::text, (vote = 'support')::int, (vote = 'oppose')::int, (vote = 'abstain')::int FROM ins ORDER BY bill_id
           ON CONFLICT (bill_id, district) DO UPDATE SET
             support_archetype = t.support_archetype + EXCLUDED.support_archetype,
             oppose_archetype = t.oppose_archetype + EXCLUDED.oppose_archetype,
             abstain_archetype = t.abstain_archetype + EXCLUDED.abstain_archetype,
             updated_at = now()
         )
         SELECT (SELECT count(*) FROM ins)::int AS added, (SELECT count(*) FROM batch)::int AS scanned,
                (SELECT max(bill_id) FROM batch) AS last`,
        [userId, key, district, after, batchSize],
      );
      added += batch.added;
      if (batch.scanned < batchSize) break;
      after = batch.last;
    }
  }
  const districts = new Set((fix.deltas as TallyDelta[]).map((d) => d.district));
  if (added) districts.add(district);
  return { votesAdded: added, votesChanged: fix.changed, votesMoved: fix.moved, districts: [...districts] };
}

export interface FanoutResult {
  votesAdded: number;
  votesChanged: number;
  chunks: number;
  superseded: boolean;
}

const FIRST_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * Gives every voter with an archetype that archetype's suggested vote on one bill (and, when the
 * bill's suggestions changed, moves existing archetype votes to the new suggestion). Voters are
 * taken `chunkSize` at a time in user-id order, each chunk its own transaction: one statement
 * for the votes, one grouped upsert for the tallies (a few hundred districts). Stops early when
 * a newer fan-out version of the bill exists; marks the version done at the end.
 */
export async function fanOutBill(
  ds: { transaction<T>(fn: (m: Sql) => Promise<T>): Promise<T> },
  billId: string,
  version: number,
  chunkSize: number,
  /** After each chunk's commit (its tallies moved in many districts). */
  afterChunk: () => Promise<void> = async () => {},
): Promise<FanoutResult> {
  const result: FanoutResult = { votesAdded: 0, votesChanged: 0, chunks: 0, superseded: false };
  let after = FIRST_UUID;
  for (;;) {
    const step = await ds.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtextextended('voting:bill:' || $1, 0))`, [billId]);
      const [bill] = await m.query(`SELECT archetype_votes, fanout_version FROM voting.active_bills WHERE bill_id = $1`, [billId]);
      if (!bill || bill.fanout_version !== version) return 'superseded' as const;
      const [range] = await m.query(
        `SELECT count(*)::int AS n, ((array_agg(user_id ORDER BY user_id DESC))[1])::text AS last FROM (
           SELECT user_id FROM voting.voters WHERE archetype_key IS NOT NULL AND user_id > $1::uuid ORDER BY user_id LIMIT $2) s`,
        [after, chunkSize],
      );
      if (range.n === 0) {
        await m.query(`UPDATE voting.active_bills SET fanout_done_version = $2 WHERE bill_id = $1 AND fanout_version = $2`, [billId, version]);
        return 'done' as const;
      }
      const [chunk] = await m.query(
        `WITH batch AS (
           SELECT user_id, coalesce(district, '${UNKNOWN_DISTRICT}') AS district, $3::jsonb ->> archetype_key AS suggested
             FROM voting.voters
            WHERE archetype_key IS NOT NULL AND user_id > $1::uuid AND user_id <= $2::uuid
            ORDER BY user_id
            FOR SHARE
         ), cur AS (
           SELECT v.id, v.district, v.vote AS old_vote, b.suggested AS new_vote
             FROM batch b JOIN voting.votes v ON v.user_id = b.user_id
            WHERE v.bill_id = $4::text AND v.user_id > $1::uuid AND v.user_id <= $2::uuid
              AND v.vote_type = 'archetype' AND b.suggested IS NOT NULL AND v.vote <> b.suggested
            FOR UPDATE OF v
         ), upd AS (
           -- The bill and user range keep every plan on the (bill_id, user_id) index.
           UPDATE voting.votes v SET vote = cur.new_vote, updated_at = now() FROM cur
            WHERE v.bill_id = $4::text AND v.user_id > $1::uuid AND v.user_id <= $2::uuid AND v.id = cur.id
           RETURNING cur.district, cur.old_vote, cur.new_vote
         ), ins AS (
           INSERT INTO voting.votes (bill_id, user_id, vote, vote_type, district)
           SELECT $4::text, user_id, suggested, 'archetype', district FROM batch WHERE suggested IS NOT NULL
           ON CONFLICT ON CONSTRAINT votes_user_bill_key DO NOTHING
           RETURNING district, vote
         ), d AS (
           SELECT $4::text AS bill_id, district, vote, 'archetype'::text AS vote_type, 1 AS n FROM ins
           UNION ALL SELECT $4::text, district, new_vote, 'archetype', 1 FROM upd
           UNION ALL SELECT $4::text, district, old_vote, 'archetype', -1 FROM upd
         )
         SELECT (SELECT count(*) FROM ins)::int AS added, (SELECT count(*) FROM upd)::int AS changed,
                ${deltasJsonSql('d')} AS deltas`,
        [after, range.last, JSON.stringify(bill.archetype_votes), billId],
      );
      await applyTallyDeltas(m, chunk.deltas as TallyDelta[]);
      result.votesAdded += chunk.added;
      result.votesChanged += chunk.changed;
      result.chunks += 1;
      after = range.last;
      return 'more' as const;
    });
    if (step === 'superseded') return { ...result, superseded: true };
    if (step === 'done') return result;
    await afterChunk();
  }
}

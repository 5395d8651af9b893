import { Injectable } from '@nestjs/common';
import type { DistrictTally, UserVote, VoteType, VoteValue, VoteWithBill } from '@civic/contracts';
import { archetypeVoteReason, EVENTS } from '@civic/contracts';
import { columnList, initialPublishedAtSql, SqlRepository } from '@civic/service-kit';
import { addToTalliesSql, deltasJsonSql, toDistrictTally, UNKNOWN_DISTRICT, type TallyDelta, type TallyRow } from './tallies.repository';

/*
 * voting.votes. Concurrency rules every writer follows (so counts stay exact and writers cannot
 * deadlock each other):
 *   1. a vote row is changed only under its row lock (FOR UPDATE, or the insert itself);
 *   2. the tallies it moves change in the same transaction, after all of its vote writes,
 *      locking tally rows in (bill_id, district) order (TalliesRepository.apply);
 *   3. per-voter bulk work (population, recompute, moves) holds the voter's advisory lock
 *      (casts hold it shared, so a cast and a district change never miss each other);
 *      per-bill fan-out holds the bill's advisory lock and reads voters FOR SHARE, so a profile
 *      change waits for (or is seen by) the chunk that covers it.
 */

/** The columns of a vote as the API shows it. */
const VOTE_COLUMNS = ['id', 'bill_id', 'vote', 'vote_type', 'created_at', 'updated_at'] as const;

interface VoteRow {
  id: string;
  bill_id: string;
  vote: VoteValue;
  vote_type: VoteType;
  created_at: Date;
  updated_at: Date;
}

const iso = (d: Date | string) => new Date(d).toISOString();

const toUserVote = (r: Omit<VoteRow, 'id'> & { reason?: string | null }): UserVote => ({
  billId: r.bill_id,
  vote: r.vote,
  voteType: r.vote_type,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  // Where the reason was read (REASON_SQL), an archetype vote always has one, in its one form.
  reason: r.vote_type === 'archetype' && r.reason !== undefined ? archetypeVoteReason(r.vote, r.reason) : (r.reason ?? null),
});

/**
 * The reason of an archetype vote: the voter's archetype's line on the bill (the vote itself
 * always follows the voter's current archetype, so the reason is read the same way). Needs
 * `v` (votes), `b` (active_bills) and `w` (voters) in scope.
 */
const REASON_SQL = `CASE WHEN v.vote_type = 'archetype' THEN b.archetype_reasons ->> w.archetype_key END AS reason`;

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

/** A row of voting.cast_vote() (sql/voting-functions.sql), with the cast's bill. */
interface CastRow {
  bill_id: string;
  status: CastResult['status'];
  vote: VoteValue | null;
  vote_type: VoteType | null;
  district: string | null;
  created_at: Date | null;
  updated_at: Date | null;
  previous_vote: VoteValue | null;
  previous_type: VoteType | null;
  previous_district: string | null;
  tally: TallyRow | null;
}

/** What cast statements answer: the cast_vote() columns, never the CTE's own. */
const CAST_COLUMNS = ['bill_id', 'status', 'vote', 'vote_type', 'district', 'created_at', 'updated_at', 'previous_vote', 'previous_type', 'previous_district', 'tally'] as const;

/**
 * The vote.cast.v1 outbox row of each cast that changed something (the row recordEvent writes,
 * published_at included). Its payload is the contract's voteCast (a test parses it with it).
 */
const castEventInsert = (cast: string) => `
  INSERT INTO voting.outbox (id, name, payload, request_id, created_at, published_at)
  SELECT ${cast}.event_id, '${EVENTS.voteCast}',
         jsonb_build_object('userId', ${cast}.user_id, 'billId', ${cast}.bill_id, 'vote', ${cast}.vote, 'previousVote', ${cast}.previous_vote,
                            'previousVoteType', ${cast}.previous_type, 'district', ${cast}.district,
                            'castAt', to_char(${cast}.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
         ${cast}.request_id, ${cast}.updated_at, ${initialPublishedAtSql(EVENTS.voteCast)}
    FROM ${cast} WHERE ${cast}.status IN ('created', 'changed')`;

function toCastResult(r: CastRow): CastResult {
  if (r.status === 'bill_not_found') {
    return { status: r.status, vote: null, previousVote: null, previousVoteType: null, district: null, previousDistrict: null, tally: null };
  }
  return {
    status: r.status,
    vote: toUserVote({ bill_id: r.bill_id, vote: r.vote!, vote_type: r.vote_type!, created_at: r.created_at!, updated_at: r.updated_at! }),
    previousVote: r.previous_vote,
    previousVoteType: r.previous_type,
    district: r.district,
    previousDistrict: r.previous_district,
    tally: r.tally ? toDistrictTally(r.tally) : null,
  };
}

/** Rows (bill_id, district, vote, vote_type, n) folded into tally deltas: see deltasJsonSql. */
interface WriteSummary {
  deltas: TallyDelta[];
}

/** voting.votes: personal casts, the My Votes pages and the archetype votes' bulk writes. */
@Injectable()
export class VotesRepository extends SqlRepository {
  /**
   * One personal cast, in ONE statement (autocommit, one round trip): voting.cast_vote() locks or
   * inserts the vote and moves the tally buckets, and when something changed the same statement
   * writes the vote.cast.v1 outbox row, so vote, tallies and event commit together.
   */
  async cast(c: CastInput): Promise<CastResult> {
    const row = await this.one<CastRow>(
      `WITH c AS (
         SELECT $1::uuid AS user_id, $2::text AS bill_id, $4::uuid AS event_id, $5::text AS request_id, r.*
           FROM voting.cast_vote($1::uuid, $2::text, $3::text) r
       ), e AS (${castEventInsert('c')})
       SELECT ${columnList(CAST_COLUMNS)} FROM c`,
      [c.userId, c.billId, c.vote, c.eventId, c.requestId],
    );
    return toCastResult(row);
  }

  /**
   * Several personal casts (of different bills) in ONE statement and one transaction: the same
   * cast_vote() per item, so the rules are the same, at a fraction of the database's work per cast
   * (one parse, one commit). Locks follow the order every writer keeps: first the voters' shared
   * locks in user order, then bill by bill (one item per bill, so vote row then tally rows, in bill
   * order), so concurrent batches, fan-outs and reconciles cannot wait on each other in a circle.
   * Answers in the order given.
   */
  async castMany(casts: CastInput[]): Promise<CastResult[]> {
    if (new Set(casts.map((c) => c.billId)).size !== casts.length) throw new Error('castPersonalVotes takes one cast per bill');
    const rows = await this.rows<CastRow>(
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
       SELECT ${columnList(CAST_COLUMNS)} FROM c ORDER BY i`,
      [casts.map((c) => c.userId), casts.map((c) => c.billId), casts.map((c) => c.vote), casts.map((c) => c.eventId), casts.map((c) => c.requestId)],
    );
    return rows.map(toCastResult);
  }

  async listForUser(userId: string): Promise<UserVote[]> {
    const rows = await this.rows<VoteRow & { reason: string | null }>(
      `SELECT ${columnList(VOTE_COLUMNS, 'v')}, ${REASON_SQL}
         FROM voting.votes v
         LEFT JOIN voting.active_bills b ON b.bill_id = v.bill_id
         LEFT JOIN voting.voters w ON w.user_id = v.user_id
        WHERE v.user_id = $1 ORDER BY v.created_at DESC, v.bill_id`,
      [userId],
    );
    return rows.map(toUserVote);
  }

  /**
   * One page of the user's votes, newest first (ties by bill id, so pages never overlap), each
   * with the bill as the voting read model knows it; the gateway adds the bills service's fields.
   */
  async pageWithBills(userId: string, limit: number, offset: number, kind?: VoteType): Promise<VoteWithBill[]> {
    const rows = await this.rows<VoteRow & { title: string | null; policy_area: string | null; reason: string | null }>(
      `SELECT ${columnList(VOTE_COLUMNS, 'v')}, b.title, b.policy_area, ${REASON_SQL}
         FROM voting.votes v
         LEFT JOIN voting.active_bills b ON b.bill_id = v.bill_id
         LEFT JOIN voting.voters w ON w.user_id = v.user_id
        WHERE v.user_id = $1 AND ($4::text IS NULL OR v.vote_type = $4)
        ORDER BY v.updated_at DESC, v.bill_id
        LIMIT $2 OFFSET $3`,
      [userId, limit, offset, kind ?? null],
    );
    return rows.map((r) => ({
      id: r.id,
      ...toUserVote(r),
      bill: { billId: r.bill_id, title: r.title ?? '', policyArea: r.policy_area },
    }));
  }

  /**
   * Moves the voter's votes to `district` and archetype votes to the archetype's current
   * suggestions (personal votes never change), in one statement so every vote lock precedes
   * every tally lock. Answers the counts and the tally deltas to apply next.
   */
  async rehomeVoter(userId: string, district: string, archetypeKey: string | null): Promise<WriteSummary & { moved: number; changed: number }> {
    return this.one(
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
      [userId, district, archetypeKey],
    );
  }

  /**
   * Gives the voter the archetype's suggestion on the next `limit` active bills after `after`
   * (bill-id order) that they have no vote on. Answers how many were added and scanned, the last
   * bill scanned; the tallies of the votes added move in the same statement.
   */
  async addArchetypeVotes(userId: string, archetypeKey: string, district: string, after: string, limit: number): Promise<{ added: number; scanned: number; last: string | null }> {
    return this.one(
      `WITH batch AS (
         SELECT bill_id, archetype_votes ->> $2::text AS vote FROM voting.active_bills
          WHERE bill_id > $4::text ORDER BY bill_id LIMIT $5::int
       ), ins AS (
         INSERT INTO voting.votes (bill_id, user_id, vote, vote_type, district)
         SELECT bill_id, $1::uuid, vote, 'archetype', $3::text FROM batch WHERE vote IS NOT NULL ORDER BY bill_id
         ON CONFLICT ON CONSTRAINT votes_user_bill_key DO NOTHING
         RETURNING bill_id, district, vote, vote_type, 1 AS n
       ), tallied AS (${addToTalliesSql('ins')})
       SELECT (SELECT count(*) FROM ins)::int AS added, (SELECT count(*) FROM batch)::int AS scanned,
              (SELECT max(bill_id) FROM batch) AS last`,
      [userId, archetypeKey, district, after, limit],
    );
  }

  /**
   * One fan-out chunk of one bill: every voter with an archetype in (`after`, `last`] (user-id
   * order) gets that archetype's suggestion, and existing archetype votes move to it. One
   * statement for the votes; answers the counts and the tally deltas to apply next.
   */
  async fanOutChunk(billId: string, archetypeVotes: Record<string, VoteValue>, after: string, last: string): Promise<WriteSummary & { added: number; changed: number }> {
    return this.one(
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
      [after, last, JSON.stringify(archetypeVotes), billId],
    );
  }
}

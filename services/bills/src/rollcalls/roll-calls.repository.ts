import { Injectable } from '@nestjs/common';
import { SqlRepository } from '@civic/service-kit';
import type { ImportedMember, ImportedRollCall, Position } from './types';

/*
 * bills.roll_calls, bills.roll_call_positions, bills.members and bills.member_terms (ADR 0026):
 * congressional roll calls and the roster that maps their voters to districts.
 */

export interface StoredRollCall {
  source: string;
  recordHash: string;
}

/** One seat on one roll call, as the district query answers it. */
export interface SeatRow {
  roll_call_id: string;
  bill_id: string;
  chamber: 'House' | 'Senate';
  congress: number;
  session: number;
  roll_number: number;
  voted_at: Date;
  question: string;
  result: string;
  amendment: string | null;
  bioguide_id: string | null;
  name: string | null;
  term_party: string | null;
  vote_party: string | null;
  position: Position | null;
  cast_as: string | null;
  /** Voters of this roll call from the district's state that no roster term explains. */
  unresolved_in_state: number;
}

/** A member's recorded position on a roll call of a seat they held (null position: absent). */
export interface MemberSeatVoteRow {
  bioguide_id: string;
  chamber: 'House' | 'Senate';
  state: string;
  district: number | null;
  roll_call_id: string;
  bill_id: string;
  voted_at: Date;
  question: string;
  result: string;
  amendment: string | null;
  position: Position | null;
  cast_as: string | null;
}

// The vote's calendar day in Washington decides which term covers it. Terms meet on 3 January
// (one ends as the next starts, at noon); a vote that day belongs to the new Congress.
const VOTE_DAY = `(r.voted_at AT TIME ZONE 'America/New_York')::date`;
const COVERS = (t: string) => `${t}.start_date <= ${VOTE_DAY} AND ${VOTE_DAY} < ${t}.end_date`;

@Injectable()
export class RollCallsRepository extends SqlRepository {
  async lockStored(rollCallId: string): Promise<StoredRollCall | undefined> {
    const row = await this.row<{ source: string; record_hash: string }>(
      `SELECT source, record_hash FROM bills.roll_calls WHERE roll_call_id = $1 FOR UPDATE`, [rollCallId]);
    return row && { source: row.source, recordHash: row.record_hash };
  }

  /** Writes the roll call and replaces its positions (the caller's transaction keeps it whole). */
  async save(rc: ImportedRollCall, recordHash: string): Promise<void> {
    await this.db.query(
      `INSERT INTO bills.roll_calls (roll_call_id, chamber, congress, session, year, roll_number, voted_at, question, result, requires,
         bill_id, amendment, tie_breaker, source, record_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (roll_call_id) DO UPDATE SET voted_at = EXCLUDED.voted_at, question = EXCLUDED.question, result = EXCLUDED.result,
         requires = EXCLUDED.requires, bill_id = EXCLUDED.bill_id, amendment = EXCLUDED.amendment, tie_breaker = EXCLUDED.tie_breaker,
         source = EXCLUDED.source, record_hash = EXCLUDED.record_hash, updated_at = now()`,
      [rc.rollCallId, rc.chamber, rc.congress, rc.session, rc.year, rc.rollNumber, rc.votedAt, rc.question, rc.result, rc.requires,
        rc.billId, rc.amendment, rc.tieBreaker, rc.format, recordHash],
    );
    await this.db.query(`DELETE FROM bills.roll_call_positions WHERE roll_call_id = $1`, [rc.rollCallId]);
    const p = rc.positions;
    await this.db.query(
      `INSERT INTO bills.roll_call_positions (roll_call_id, voter_id, position, cast_as, party, state)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[])`,
      [rc.rollCallId, p.map((x) => x.voterId), p.map((x) => x.position), p.map((x) => x.cast), p.map((x) => x.party), p.map((x) => x.state)],
    );
  }

  async setSource(rollCallId: string, source: string): Promise<void> {
    await this.db.query(`UPDATE bills.roll_calls SET source = $2 WHERE roll_call_id = $1`, [rollCallId, source]);
  }

  async memberHashes(bioguideIds: string[]): Promise<Map<string, string>> {
    const rows = await this.rows<{ bioguide_id: string; record_hash: string }>(
      `SELECT bioguide_id, record_hash FROM bills.members WHERE bioguide_id = ANY($1::text[])`, [bioguideIds]);
    return new Map(rows.map((r) => [r.bioguide_id, r.record_hash]));
  }

  /** Writes a member and replaces their terms. */
  async saveMember(m: ImportedMember, recordHash: string): Promise<void> {
    // A LIS id moves with its person: free it first if an older record held it.
    if (m.lisId) await this.db.query(`UPDATE bills.members SET lis_id = NULL WHERE lis_id = $1 AND bioguide_id <> $2`, [m.lisId, m.bioguideId]);
    await this.db.query(
      `INSERT INTO bills.members (bioguide_id, lis_id, name, record_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (bioguide_id) DO UPDATE SET lis_id = EXCLUDED.lis_id, name = EXCLUDED.name, record_hash = EXCLUDED.record_hash, updated_at = now()`,
      [m.bioguideId, m.lisId, m.name, recordHash],
    );
    await this.db.query(`DELETE FROM bills.member_terms WHERE bioguide_id = $1`, [m.bioguideId]);
    const t = m.terms;
    await this.db.query(
      `INSERT INTO bills.member_terms (bioguide_id, chamber, state, district, party, senate_class, start_date, end_date)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::smallint[], $5::text[], $6::smallint[], $7::date[], $8::date[])`,
      [m.bioguideId, t.map((x) => x.chamber), t.map((x) => x.state), t.map((x) => x.district), t.map((x) => x.party),
        t.map((x) => x.senateClass), t.map((x) => x.start), t.map((x) => x.end)],
    );
  }

  /**
   * Every roll call on a bill, oldest first, with the seats of one district in it: the House
   * member of the district (House roll calls) or the state's senators (Senate roll calls), each
   * from the term covering the vote day, with their recorded position. A seat nobody held in
   * the rosters comes back as one row with a null bioguide_id.
   */
  seatsForDistrict(billId: string, state: string, district: number): Promise<SeatRow[]> {
    return this.seats('r.bill_id = $1', [billId, state, district]);
  }

  /** The same for every bill that has a roll call (the public district page, ADR 0030). */
  seatsForDistrictOnEveryBill(state: string, district: number): Promise<SeatRow[]> {
    return this.seats('r.bill_id IS NOT NULL AND $1::text IS NULL', [null, state, district]);
  }

  private seats(where: string, params: [string | null, string, number]): Promise<SeatRow[]> {
    return this.rows<SeatRow>(
      `SELECT r.roll_call_id, r.bill_id, r.chamber, r.congress, r.session, r.roll_number, r.voted_at, r.question, r.result, r.amendment,
              s.bioguide_id, s.name, s.party AS term_party, p.party AS vote_party, p.position, p.cast_as,
              (SELECT count(*)::int FROM bills.roll_call_positions u
                WHERE u.roll_call_id = r.roll_call_id AND u.state = $2
                  AND NOT EXISTS (
                    SELECT 1 FROM bills.members m2 JOIN bills.member_terms t2 ON t2.bioguide_id = m2.bioguide_id
                     WHERE (CASE WHEN r.chamber = 'House' THEN m2.bioguide_id ELSE m2.lis_id END) = u.voter_id
                       AND t2.chamber = r.chamber AND ${COVERS('t2')})) AS unresolved_in_state
         FROM bills.roll_calls r
         LEFT JOIN LATERAL (
           SELECT DISTINCT ON (t.bioguide_id) t.bioguide_id, m.name, m.lis_id, t.party, t.senate_class
             FROM bills.member_terms t JOIN bills.members m ON m.bioguide_id = t.bioguide_id
            WHERE t.chamber = r.chamber AND t.state = $2 AND (r.chamber = 'Senate' OR t.district = $3) AND ${COVERS('t')}
            ORDER BY t.bioguide_id, t.start_date DESC
         ) s ON true
         LEFT JOIN bills.roll_call_positions p
           ON p.roll_call_id = r.roll_call_id AND p.voter_id = (CASE WHEN r.chamber = 'House' THEN s.bioguide_id ELSE s.lis_id END)
        WHERE ${where}
        ORDER BY r.voted_at, r.roll_call_id, s.senate_class NULLS LAST, s.bioguide_id`,
      params,
    );
  }

  /** Every roll call on a bill (the counted ones are chosen from these by the contracts' rule). */
  billRollCalls(): Promise<Array<{ roll_call_id: string; bill_id: string; chamber: 'House' | 'Senate'; voted_at: Date; amendment: string | null }>> {
    return this.rows(`SELECT roll_call_id, bill_id, chamber, voted_at, amendment FROM bills.roll_calls WHERE bill_id IS NOT NULL`);
  }

  /**
   * The recorded positions of members on the roll calls of seats they held (partner pledges,
   * ADR 0031): per (member, chamber, state, House district), every roll call on a bill during a
   * term of that member in that seat, the same term rule as the district queries; no row for the
   * member on such a roll call is `absent`.
   */
  memberVotesInSeats(seats: Array<{ bioguideId: string; chamber: 'House' | 'Senate'; state: string; district: number | null }>): Promise<MemberSeatVoteRow[]> {
    return this.rows<MemberSeatVoteRow>(
      `SELECT DISTINCT ON (s.bioguide_id, s.chamber, s.state, s.district, r.roll_call_id)
              s.bioguide_id, s.chamber, s.state, s.district, r.roll_call_id, r.bill_id, r.voted_at, r.question, r.result, r.amendment,
              p.position, p.cast_as
         FROM unnest($1::text[], $2::text[], $3::text[], $4::smallint[]) AS s(bioguide_id, chamber, state, district)
         JOIN bills.members m ON m.bioguide_id = s.bioguide_id
         JOIN bills.member_terms t ON t.bioguide_id = s.bioguide_id AND t.chamber = s.chamber AND t.state = s.state
                                  AND (s.chamber = 'Senate' OR t.district = s.district)
         JOIN bills.roll_calls r ON r.chamber = t.chamber AND r.bill_id IS NOT NULL AND ${COVERS('t')}
         LEFT JOIN bills.roll_call_positions p
           ON p.roll_call_id = r.roll_call_id AND p.voter_id = (CASE WHEN r.chamber = 'House' THEN m.bioguide_id ELSE m.lis_id END)
        ORDER BY s.bioguide_id, s.chamber, s.state, s.district, r.roll_call_id`,
      [seats.map((s) => s.bioguideId), seats.map((s) => s.chamber), seats.map((s) => s.state), seats.map((s) => s.district)],
    );
  }

  /** The member's name, and whether a term of theirs was in this seat (House: the district; Senate: the state). */
  async memberInSeat(bioguideId: string, chamber: 'House' | 'Senate', state: string, district: number | null): Promise<{ name: string; inSeat: boolean } | undefined> {
    return this.row<{ name: string; inSeat: boolean }>(
      `SELECT m.name, EXISTS (SELECT 1 FROM bills.member_terms t WHERE t.bioguide_id = m.bioguide_id AND t.chamber = $2 AND t.state = $3
                                 AND ($2 = 'Senate' OR t.district = $4)) AS "inSeat"
         FROM bills.members m WHERE m.bioguide_id = $1`,
      [bioguideId, chamber, state, district],
    );
  }

  /**
   * The district's seats in the latest imported roster: the House term of the seat that started
   * last, and per Senate class the state's term that started last.
   */
  latestSeats(state: string, district: number): Promise<Array<{ chamber: 'House' | 'Senate'; bioguide_id: string; name: string; party: string; term_end: string }>> {
    return this.rows(
      `SELECT chamber, bioguide_id, name, party, term_end FROM (
         SELECT DISTINCT ON (t.chamber, coalesce(t.senate_class, 0)) t.chamber, t.bioguide_id, m.name, t.party, t.senate_class,
                to_char(t.end_date, 'YYYY-MM-DD') AS term_end
           FROM bills.member_terms t JOIN bills.members m ON m.bioguide_id = t.bioguide_id
          WHERE t.state = $1 AND ((t.chamber = 'House' AND t.district = $2) OR t.chamber = 'Senate')
          ORDER BY t.chamber, coalesce(t.senate_class, 0), t.start_date DESC, t.bioguide_id) s
        ORDER BY chamber, senate_class NULLS FIRST`,
      [state, district],
    );
  }

  /** Titles of the bills that are imported, by id. */
  async billTitles(billIds: string[]): Promise<Map<string, string>> {
    const rows = await this.rows<{ bill_id: string; title: string }>(`SELECT bill_id, title FROM bills.bills WHERE bill_id = ANY($1::text[])`, [billIds]);
    return new Map(rows.map((r) => [r.bill_id, r.title]));
  }

  /** When a roll call or a member last changed. */
  async lastChange(): Promise<Date | null> {
    const row = await this.row<{ at: Date | null }>(
      `SELECT greatest((SELECT max(updated_at) FROM bills.roll_calls), (SELECT max(updated_at) FROM bills.members)) AS at`);
    return row?.at ?? null;
  }

  /** Whether any of these roll calls is stored. */
  async anyStored(rollCallIds: string[]): Promise<boolean> {
    const row = await this.row<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM bills.roll_calls WHERE roll_call_id = ANY($1::text[])) AS any`, [rollCallIds]);
    return row?.any ?? false;
  }

  async lockSampleLoad(): Promise<void> {
    await this.db.query(`SELECT pg_advisory_xact_lock(hashtext('bills.roll-calls.sample'))`);
  }
}

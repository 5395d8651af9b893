import { MigrationInterface, QueryRunner } from 'typeorm';

/** Roll calls, their positions, and the members and terms that map them to districts (ADR 0026). */
export class CreateRollCalls1764500000000 implements MigrationInterface {
  name = 'CreateRollCalls1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bills.members (
        bioguide_id text PRIMARY KEY CHECK (bioguide_id ~ '^[A-Z][0-9]{6}$'),
        -- Senate votes name senators by their LIS id.
        lis_id text UNIQUE,
        name text NOT NULL CHECK (name <> ''),
        record_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE bills.member_terms (
        bioguide_id text NOT NULL REFERENCES bills.members (bioguide_id) ON DELETE CASCADE,
        chamber text NOT NULL CHECK (chamber IN ('House', 'Senate')),
        state text NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
        -- House only; 0 at large and for delegates.
        district smallint CHECK ((chamber = 'House') = (district IS NOT NULL) AND (district IS NULL OR district BETWEEN 0 AND 99)),
        party text NOT NULL,
        senate_class smallint CHECK (senate_class BETWEEN 1 AND 3),
        start_date date NOT NULL,
        end_date date NOT NULL CHECK (end_date >= start_date),
        PRIMARY KEY (bioguide_id, chamber, start_date)
      )`);
    await q.query(`CREATE INDEX member_terms_seat ON bills.member_terms (chamber, state, district, start_date)`);

    await q.query(`
      CREATE TABLE bills.roll_calls (
        -- unitedstates style h53-119.2025: the same id from every format.
        roll_call_id text PRIMARY KEY CHECK (roll_call_id ~ '^[hs][0-9]+-[0-9]+\\.[0-9]{4}$'),
        chamber text NOT NULL CHECK (chamber IN ('House', 'Senate')),
        congress smallint NOT NULL CHECK (congress BETWEEN 1 AND 999),
        session smallint NOT NULL CHECK (session BETWEEN 1 AND 3),
        year smallint NOT NULL,
        roll_number integer NOT NULL CHECK (roll_number > 0),
        voted_at timestamptz NOT NULL,
        question text NOT NULL CHECK (question <> ''),
        result text NOT NULL CHECK (result <> ''),
        requires text,
        -- Linked by congress/type/number; no foreign key, so roll calls may arrive before their bill.
        bill_id text CHECK (bill_id ~ '^[0-9]{1,3}-[a-z]+-[0-9]{1,6}$'),
        amendment text,
        tie_breaker text CHECK (tie_breaker IN ('yea', 'nay')),
        source text NOT NULL,
        record_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT roll_calls_number_key UNIQUE (chamber, congress, session, roll_number)
      )`);
    await q.query(`CREATE INDEX roll_calls_bill ON bills.roll_calls (bill_id, voted_at) WHERE bill_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE bills.roll_call_positions (
        roll_call_id text NOT NULL REFERENCES bills.roll_calls (roll_call_id) ON DELETE CASCADE,
        -- Bioguide id (House) or LIS id (Senate), as the source names the voter.
        voter_id text NOT NULL CHECK (voter_id <> ''),
        position text NOT NULL CHECK (position IN ('yea', 'nay', 'present', 'not_voting', 'other')),
        cast_as text NOT NULL,
        party text,
        state text,
        PRIMARY KEY (roll_call_id, voter_id)
      )`);
    await q.query(`CREATE INDEX roll_call_positions_voter ON bills.roll_call_positions (voter_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE bills.roll_call_positions`);
    await q.query(`DROP TABLE bills.roll_calls`);
    await q.query(`DROP TABLE bills.member_terms`);
    await q.query(`DROP TABLE bills.members`);
  }
}

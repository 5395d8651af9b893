import { MigrationInterface, QueryRunner } from 'typeorm';
import { outboxInboxSql } from '@civic/service-kit';

/**
 * The voting schema (DESIGN §3, §4): votes, weighted district tallies kept in step with them,
 * read models fed by events (voters, active_bills), outbox and inbox.
 *
 * Tallies hold the personal and archetype counts per vote value; the weighted totals are
 * generated from them (personal × 10 + archetype × 1), so a weighted total can never disagree
 * with its counts. Changing a weight is a migration, on purpose.
 *
 * The functions (the tally rule, voting.cast_vote()) are not here: their one source is
 * sql/voting-functions.sql, applied by 1764200000000-VotingFunctions.
 */
export class CreateVoting1764100000000 implements MigrationInterface {
  name = 'CreateVoting1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE voting.votes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        bill_id text NOT NULL,
        user_id uuid NOT NULL,
        vote text NOT NULL CONSTRAINT votes_vote_check CHECK (vote IN ('support', 'oppose', 'abstain')),
        vote_type text NOT NULL DEFAULT 'archetype' CONSTRAINT votes_vote_type_check CHECK (vote_type IN ('personal', 'archetype')),
        -- The district the vote counts in: the voter's district when the vote was written (a
        -- voter who moves takes their votes along), 'UNKNOWN' while the voter has none.
        district text NOT NULL CONSTRAINT votes_district_check CHECK (district <> ''),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT votes_user_bill_key UNIQUE (user_id, bill_id)
      )`);
    // My Votes pages (newest first, stable under ties) and per-bill work (fan-out, recount).
    await q.query(`CREATE INDEX votes_user_listing ON voting.votes (user_id, created_at DESC, bill_id)`);
    // (bill_id, user_id): per-bill work walks voters in user-id order, a chunk at a time.
    await q.query(`CREATE INDEX votes_bill_user ON voting.votes (bill_id, user_id)`);

    const counter = (name: string) => `${name} integer NOT NULL DEFAULT 0 CONSTRAINT district_tallies_${name}_check CHECK (${name} >= 0)`;
    const weighted = (value: string) =>
      `${value}_weighted bigint GENERATED ALWAYS AS (10 * ${value}_personal::bigint + ${value}_archetype::bigint) STORED`;
    await q.query(`
      CREATE TABLE voting.district_tallies (
        bill_id text NOT NULL,
        district text NOT NULL,
        ${counter('support_personal')}, ${counter('support_archetype')},
        ${counter('oppose_personal')}, ${counter('oppose_archetype')},
        ${counter('abstain_personal')}, ${counter('abstain_archetype')},
        ${weighted('support')}, ${weighted('oppose')}, ${weighted('abstain')},
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (bill_id, district)
      )`);

    // Read model of identity's voters (user.voter-profile-changed.v1, or the populate call).
    await q.query(`
      CREATE TABLE voting.voters (
        user_id uuid PRIMARY KEY,
        district text CONSTRAINT voters_district_check CHECK (district <> ''),
        archetype_key text CONSTRAINT voters_archetype_key_check CHECK (archetype_key <> ''),
        -- When identity's state was observed; an older observation never overwrites a newer one.
        profile_at timestamptz NOT NULL,
        -- Bumped whenever district or archetype changes; names the population job.
        profile_version integer NOT NULL DEFAULT 1 CONSTRAINT voters_profile_version_check CHECK (profile_version > 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX voters_with_archetype ON voting.voters (user_id) WHERE archetype_key IS NOT NULL`);

    // Read model of the bills that can be voted on (bill.synthesized.v1).
    await q.query(`
      CREATE TABLE voting.active_bills (
        bill_id text PRIMARY KEY CONSTRAINT active_bills_bill_id_check CHECK (bill_id <> ''),
        title text NOT NULL,
        policy_area text,
        archetype_votes jsonb NOT NULL DEFAULT '{}' CONSTRAINT active_bills_archetype_votes_check CHECK (jsonb_typeof(archetype_votes) = 'object'),
        activated_at timestamptz NOT NULL DEFAULT now(),
        synthesized_at timestamptz NOT NULL,
        -- Fan-out bookkeeping: pending while fanout_done_version < fanout_version.
        fanout_version integer NOT NULL DEFAULT 1 CONSTRAINT active_bills_fanout_version_check CHECK (fanout_version > 0),
        fanout_done_version integer NOT NULL DEFAULT 0 CONSTRAINT active_bills_fanout_done_check CHECK (fanout_done_version >= 0 AND fanout_done_version <= fanout_version),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX active_bills_fanout_pending ON voting.active_bills (bill_id) WHERE fanout_done_version < fanout_version`);

    for (const sql of outboxInboxSql('voting')) await q.query(sql);
    // The functions (tally rule, cast) come from sql/voting-functions.sql: migration 1764200000000.
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['inbox', 'outbox', 'active_bills', 'voters', 'district_tallies', 'votes']) {
      await q.query(`DROP TABLE IF EXISTS voting.${table}`);
    }
  }
}

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
 * voting.cast_vote() is the whole personal cast in one statement: lock-or-insert the vote row,
 * move the tally buckets, return the previous value. Being one server-side call it is atomic
 * and costs one round trip.
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

    // Adds n (may be negative) to one bucket of one (bill, district) tally. Increments create
    // the row; a decrement of a missing row or below zero is drift and fails loudly.
    await q.query(`
      CREATE FUNCTION voting.tally_add(p_bill text, p_district text, p_vote text, p_type text, p_n integer)
      RETURNS void LANGUAGE plpgsql AS $fn$
      DECLARE
        sp integer := CASE WHEN p_vote = 'support' AND p_type = 'personal' THEN p_n ELSE 0 END;
        sa integer := CASE WHEN p_vote = 'support' AND p_type = 'archetype' THEN p_n ELSE 0 END;
        op integer := CASE WHEN p_vote = 'oppose' AND p_type = 'personal' THEN p_n ELSE 0 END;
        oa integer := CASE WHEN p_vote = 'oppose' AND p_type = 'archetype' THEN p_n ELSE 0 END;
        ap integer := CASE WHEN p_vote = 'abstain' AND p_type = 'personal' THEN p_n ELSE 0 END;
        aa integer := CASE WHEN p_vote = 'abstain' AND p_type = 'archetype' THEN p_n ELSE 0 END;
      BEGIN
        IF p_n >= 0 THEN
          INSERT INTO voting.district_tallies AS t
            (bill_id, district, support_personal, support_archetype, oppose_personal, oppose_archetype, abstain_personal, abstain_archetype)
          VALUES (p_bill, p_district, sp, sa, op, oa, ap, aa)
          ON CONFLICT (bill_id, district) DO UPDATE SET
            support_personal = t.support_personal + EXCLUDED.support_personal,
            support_archetype = t.support_archetype + EXCLUDED.support_archetype,
            oppose_personal = t.oppose_personal + EXCLUDED.oppose_personal,
            oppose_archetype = t.oppose_archetype + EXCLUDED.oppose_archetype,
            abstain_personal = t.abstain_personal + EXCLUDED.abstain_personal,
            abstain_archetype = t.abstain_archetype + EXCLUDED.abstain_archetype,
            updated_at = now();
        ELSE
          UPDATE voting.district_tallies SET
            support_personal = support_personal + sp, support_archetype = support_archetype + sa,
            oppose_personal = oppose_personal + op, oppose_archetype = oppose_archetype + oa,
            abstain_personal = abstain_personal + ap, abstain_archetype = abstain_archetype + aa,
            updated_at = now()
          WHERE bill_id = p_bill AND district = p_district;
          IF NOT FOUND THEN
            RAISE EXCEPTION 'district tally (%, %) is missing; run npm run voting:recount', p_bill, p_district
              USING ERRCODE = 'check_violation';
          END IF;
        END IF;
      END
      $fn$`);

    // One personal cast. Status: created | changed | unchanged | bill_not_found.
    await q.query(`
      CREATE FUNCTION voting.cast_vote(p_user uuid, p_bill text, p_vote text)
      RETURNS TABLE (
        status text, vote text, vote_type text, district text, created_at timestamptz, updated_at timestamptz,
        previous_vote text, previous_type text, previous_district text, tally jsonb
      )
      LANGUAGE plpgsql AS $fn$
      #variable_conflict use_column
      DECLARE
        v_district text;
        v_prev voting.votes%ROWTYPE;
        v_row voting.votes%ROWTYPE;
        v_attempt integer := 0;
      BEGIN
        PERFORM 1 FROM voting.active_bills b WHERE b.bill_id = p_bill;
        IF NOT FOUND THEN
          status := 'bill_not_found';
          RETURN NEXT;
          RETURN;
        END IF;
        -- Shared with this voter's other casts, exclusive against a profile reconcile: a district
        -- change either waits for this cast (then moves its vote) or is seen by it.
        PERFORM pg_advisory_xact_lock_shared(hashtextextended('voting:voter:' || p_user::text, 0));
        SELECT coalesce((SELECT vr.district FROM voting.voters vr WHERE vr.user_id = p_user), 'UNKNOWN') INTO v_district;

        LOOP
          v_attempt := v_attempt + 1;
          -- The row lock serialises casts of one user on one bill; the previous value read
          -- under it is exactly the one this cast replaces.
          SELECT * INTO v_prev FROM voting.votes v WHERE v.user_id = p_user AND v.bill_id = p_bill FOR UPDATE;
          IF FOUND THEN
            previous_vote := v_prev.vote;
            previous_type := v_prev.vote_type;
            previous_district := v_prev.district;
            IF v_prev.vote = p_vote AND v_prev.vote_type = 'personal' AND v_prev.district = v_district THEN
              status := 'unchanged';
              v_row := v_prev;
            ELSE
              UPDATE voting.votes v SET vote = p_vote, vote_type = 'personal', district = v_district, updated_at = now()
                WHERE v.id = v_prev.id RETURNING * INTO v_row;
              IF v_prev.district = v_district THEN
                -- Same row of the tally: one net update.
                PERFORM voting.tally_add(p_bill, v_district, v_prev.vote, v_prev.vote_type, -1);
                PERFORM voting.tally_add(p_bill, v_district, p_vote, 'personal', 1);
              ELSIF v_prev.district < v_district THEN
                -- Two tally rows: always lock them in (bill, district) order, as every writer does.
                PERFORM voting.tally_add(p_bill, v_prev.district, v_prev.vote, v_prev.vote_type, -1);
                PERFORM voting.tally_add(p_bill, v_district, p_vote, 'personal', 1);
              ELSE
                PERFORM voting.tally_add(p_bill, v_district, p_vote, 'personal', 1);
                PERFORM voting.tally_add(p_bill, v_prev.district, v_prev.vote, v_prev.vote_type, -1);
              END IF;
              status := 'changed';
            END IF;
            EXIT;
          END IF;

          INSERT INTO voting.votes AS v (bill_id, user_id, vote, vote_type, district)
            VALUES (p_bill, p_user, p_vote, 'personal', v_district)
            ON CONFLICT ON CONSTRAINT votes_user_bill_key DO NOTHING
            RETURNING * INTO v_row;
          IF FOUND THEN
            PERFORM voting.tally_add(p_bill, v_district, p_vote, 'personal', 1);
            status := 'created';
            EXIT;
          END IF;
          -- A concurrent writer inserted this vote first and has committed (ON CONFLICT waited
          -- for it): the next SELECT ... FOR UPDATE sees and locks it.
          IF v_attempt >= 5 THEN
            RAISE EXCEPTION 'cast_vote: could not settle the vote of % on %', p_user, p_bill USING ERRCODE = 'serialization_failure';
          END IF;
        END LOOP;

        vote := v_row.vote;
        vote_type := v_row.vote_type;
        district := v_row.district;
        created_at := v_row.created_at;
        updated_at := v_row.updated_at;
        SELECT to_jsonb(t) INTO tally FROM voting.district_tallies t WHERE t.bill_id = p_bill AND t.district = v_district;
        RETURN NEXT;
      END
      $fn$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS voting.cast_vote(uuid, text, text)`);
    await q.query(`DROP FUNCTION IF EXISTS voting.tally_add(text, text, text, text, integer)`);
    for (const table of ['inbox', 'outbox', 'active_bills', 'voters', 'district_tallies', 'votes']) {
      await q.query(`DROP TABLE IF EXISTS voting.${table}`);
    }
  }
}

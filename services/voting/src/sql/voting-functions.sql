-- The voting rules that live in PostgreSQL for speed (DESIGN §4): ONE source, applied by the
-- migration 1764200000000-VotingFunctions (which reads this file). Every statement is
-- CREATE OR REPLACE, so a later migration that changes a rule applies this file again.
--
-- Concurrency rules every writer follows (so counts stay exact and writers cannot deadlock):
--   1. a vote row is changed only under its row lock (FOR UPDATE, or the insert itself);
--   2. the tallies it moves change in the same transaction, after all of its vote writes,
--      locking tally rows in (bill_id, district) order;
--   3. per-voter bulk work holds the voter's advisory lock; casts hold it shared.

-- The tally rule, written once: a vote of value p_vote ('support' | 'oppose' | 'abstain') and
-- kind p_type ('personal' | 'archetype'), counted p_n times (negative: taken back), moves exactly
-- one of the six counters of its (bill, district) tally by p_n. Weighted totals follow by
-- themselves (generated columns). The cast, the bulk writers (population, fan-out) and the
-- recount all count through this function. A set-returning SQL function so the planner inlines
-- it where it is used (FROM ... voting.tally_counts(...)).
CREATE OR REPLACE FUNCTION voting.tally_counts(p_vote text, p_type text, p_n integer)
RETURNS TABLE (sp integer, sa integer, op integer, oa integer, ap integer, aa integer)
LANGUAGE sql IMMUTABLE PARALLEL SAFE ROWS 1 AS $fn$
  SELECT CASE WHEN p_vote = 'support' AND p_type = 'personal' THEN p_n ELSE 0 END,
         CASE WHEN p_vote = 'support' AND p_type = 'archetype' THEN p_n ELSE 0 END,
         CASE WHEN p_vote = 'oppose' AND p_type = 'personal' THEN p_n ELSE 0 END,
         CASE WHEN p_vote = 'oppose' AND p_type = 'archetype' THEN p_n ELSE 0 END,
         CASE WHEN p_vote = 'abstain' AND p_type = 'personal' THEN p_n ELSE 0 END,
         CASE WHEN p_vote = 'abstain' AND p_type = 'archetype' THEN p_n ELSE 0 END
$fn$;

-- Adds n (may be negative) to one bucket of one (bill, district) tally. Increments create
-- the row; a decrement of a missing row or below zero is drift and fails loudly.
CREATE OR REPLACE FUNCTION voting.tally_add(p_bill text, p_district text, p_vote text, p_type text, p_n integer)
RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF p_n >= 0 THEN
    INSERT INTO voting.district_tallies AS t
      (bill_id, district, support_personal, support_archetype, oppose_personal, oppose_archetype, abstain_personal, abstain_archetype)
    SELECT p_bill, p_district, c.sp, c.sa, c.op, c.oa, c.ap, c.aa FROM voting.tally_counts(p_vote, p_type, p_n) c
    ON CONFLICT (bill_id, district) DO UPDATE SET
      support_personal = t.support_personal + EXCLUDED.support_personal,
      support_archetype = t.support_archetype + EXCLUDED.support_archetype,
      oppose_personal = t.oppose_personal + EXCLUDED.oppose_personal,
      oppose_archetype = t.oppose_archetype + EXCLUDED.oppose_archetype,
      abstain_personal = t.abstain_personal + EXCLUDED.abstain_personal,
      abstain_archetype = t.abstain_archetype + EXCLUDED.abstain_archetype,
      updated_at = now();
  ELSE
    UPDATE voting.district_tallies t SET
      support_personal = t.support_personal + c.sp, support_archetype = t.support_archetype + c.sa,
      oppose_personal = t.oppose_personal + c.op, oppose_archetype = t.oppose_archetype + c.oa,
      abstain_personal = t.abstain_personal + c.ap, abstain_archetype = t.abstain_archetype + c.aa,
      updated_at = now()
    FROM voting.tally_counts(p_vote, p_type, p_n) c
    WHERE t.bill_id = p_bill AND t.district = p_district;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'district tally (%, %) is missing; run npm run voting:recount', p_bill, p_district
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
END
$fn$;

-- One personal cast: lock-or-insert the vote row, move the tally buckets, return the previous
-- value. Being one server-side call it is atomic and costs one round trip.
-- Status: created | changed | unchanged | bill_not_found.
CREATE OR REPLACE FUNCTION voting.cast_vote(p_user uuid, p_bill text, p_vote text)
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
$fn$;

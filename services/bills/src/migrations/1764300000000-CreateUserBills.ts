import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * bills.user_bills: proposals written by users (SPEC §3 user_submitted_bill, §4 statuses).
 * `revision` counts submitted contents: a verdict applies only to the revision it judged.
 * Verdict columns stay null until one is applied; a review that could not be produced is
 * recorded in review_error (the bill stays pending, shown as "review delayed").
 */
export class CreateUserBills1764300000000 implements MigrationInterface {
  name = 'CreateUserBills1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bills.user_bills (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
        description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 1000),
        full_text text NOT NULL DEFAULT '' CHECK (char_length(full_text) <= 100000),
        policy_area text,
        tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 20),
        is_public boolean NOT NULL DEFAULT false,
        moderation_status text NOT NULL DEFAULT 'draft' CHECK (moderation_status IN ('draft', 'pending', 'approved', 'rejected')),
        revision integer NOT NULL DEFAULT 0 CHECK (revision >= 0),
        review_request_id text,
        review_error text,
        review_attempts integer NOT NULL DEFAULT 0,
        constitutionality_score smallint CHECK (constitutionality_score BETWEEN 1 AND 10),
        decency_score smallint CHECK (decency_score BETWEEN 1 AND 10),
        overall_score smallint CHECK (overall_score BETWEEN 1 AND 10),
        constitutionality_assessment text,
        decency_assessment text,
        rejection_reasons text[] NOT NULL DEFAULT '{}',
        recommendations text,
        moderation_provider text,
        moderation_model text,
        moderation_prompt_version text,
        moderation_timestamp timestamptz,
        submission_date timestamptz NOT NULL DEFAULT now(),
        last_modified timestamptz NOT NULL DEFAULT now(),
        CHECK (moderation_status IN ('draft', 'pending') OR overall_score IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX user_bills_author_idx ON bills.user_bills (user_id, submission_date DESC)`);
    await q.query(`CREATE INDEX user_bills_public_idx ON bills.user_bills (submission_date DESC, id) WHERE moderation_status = 'approved' AND is_public`);
    await q.query(`CREATE INDEX user_bills_delayed_idx ON bills.user_bills (id) WHERE moderation_status = 'pending' AND review_error IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE bills.user_bills`);
  }
}

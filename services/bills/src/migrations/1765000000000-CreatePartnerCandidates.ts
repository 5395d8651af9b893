import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A partner party's candidates and their pledges (ADR 0031), beside the members and roll calls
 * they are judged on. `partner_id` is the partner's account (identity.partner_accounts.user_id):
 * no foreign key across schemas; the gateway checks the role on every request. One pledge per
 * candidate, kept on its row (recorded, replaced or withdrawn).
 */
export class CreatePartnerCandidates1765000000000 implements MigrationInterface {
  name = 'CreatePartnerCandidates1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bills.partner_candidates (
        candidate_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        partner_id uuid NOT NULL,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        chamber text NOT NULL CHECK (chamber IN ('house', 'senate')),
        -- ST-NN for the House, ST for the Senate.
        area text NOT NULL CHECK ((chamber = 'house' AND area ~ '^[A-Z]{2}-([0-9]{2}|AL)$') OR (chamber = 'senate' AND area ~ '^[A-Z]{2}$')),
        bioguide_id text REFERENCES bills.members (bioguide_id) ON DELETE SET NULL,
        pledged_on date,
        pledge_statement text CHECK (length(pledge_statement) <= 1000),
        pledge_recorded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT partner_candidates_pledge_whole CHECK ((pledged_on IS NULL) = (pledge_recorded_at IS NULL) AND (pledged_on IS NOT NULL OR pledge_statement IS NULL))
      )`);
    await q.query(`CREATE INDEX partner_candidates_partner ON bills.partner_candidates (partner_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE bills.partner_candidates`);
  }
}

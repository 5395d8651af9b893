import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763780000000 implements MigrationInterface {
  name = 'CreateUsers1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE identity.users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        password text NOT NULL,
        name text, address text, city text,
        state varchar(2) CHECK (state ~ '^[A-Z]{2}$'),
        zip_code text, district text, congressional_district text,
        state_upper_district text, state_lower_district text, county text,
        care_harm smallint NOT NULL DEFAULT 0 CHECK (care_harm BETWEEN 0 AND 6),
        fairness_cheating smallint NOT NULL DEFAULT 0 CHECK (fairness_cheating BETWEEN 0 AND 6),
        loyalty_betrayal smallint NOT NULL DEFAULT 0 CHECK (loyalty_betrayal BETWEEN 0 AND 6),
        authority_subversion smallint NOT NULL DEFAULT 0 CHECK (authority_subversion BETWEEN 0 AND 6),
        sanctity_degradation smallint NOT NULL DEFAULT 0 CHECK (sanctity_degradation BETWEEN 0 AND 6),
        liberty_oppression smallint NOT NULL DEFAULT 0 CHECK (liberty_oppression BETWEEN 0 AND 6),
        voter_archetype text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        -- Emails are stored lower-cased, so this unique index is case-insensitive uniqueness.
        CONSTRAINT users_email_lowercase CHECK (email = lower(email))
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON identity.users (email)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE identity.users`);
  }
}

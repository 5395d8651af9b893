import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner parties (ADR 0031): an account that speaks for a party. A table, not a third value of
 * `role`, because a partner carries its party's name and an operator may also run a party's
 * account. Granted only by `npm run users:grant-partner`, never through the API.
 */
export class CreatePartnerAccounts1764900000000 implements MigrationInterface {
  name = 'CreatePartnerAccounts1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE identity.partner_accounts (
        user_id uuid PRIMARY KEY REFERENCES identity.users (id) ON DELETE CASCADE,
        party text NOT NULL CHECK (length(party) BETWEEN 1 AND 120),
        granted_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE identity.partner_accounts`);
  }
}

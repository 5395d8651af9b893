import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * bills.user_bill_supports (SPEC §3 user_bill_support): one choice per voter and bill, support
 * or oppose. The bill's counters move in the same transaction as the row (reads stay O(1)); a
 * check keeps the author off their own bill whatever path writes the row.
 */
export class CreateUserBillSupports1764700024100 implements MigrationInterface {
  name = 'CreateUserBillSupports1764700024100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bills.user_bill_supports (
        bill_id uuid NOT NULL REFERENCES bills.user_bills (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        author_id uuid NOT NULL,
        support_type text NOT NULL CHECK (support_type IN ('support', 'oppose')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (bill_id, user_id),
        CONSTRAINT user_bill_supports_not_author CHECK (user_id <> author_id)
      )`);
    await q.query(`CREATE INDEX user_bill_supports_by_user ON bills.user_bill_supports (user_id)`);
    await q.query(`
      ALTER TABLE bills.user_bills
        ADD COLUMN support_count integer NOT NULL DEFAULT 0 CHECK (support_count >= 0),
        ADD COLUMN oppose_count integer NOT NULL DEFAULT 0 CHECK (oppose_count >= 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE bills.user_bill_supports`);
    await q.query(`ALTER TABLE bills.user_bills DROP COLUMN support_count, DROP COLUMN oppose_count`);
  }
}

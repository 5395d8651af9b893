import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fan-outs waiting to be written (ADR 0018): recorded in the triggering event's transaction,
 * then written in chunks of recipients, each chunk its own transaction, `after_user` the last
 * recipient done. A crash resumes where it stopped; a recipient written twice is a no-op.
 */
export class PendingFanouts1764600000002 implements MigrationInterface {
  name = 'PendingFanouts1764600000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notifications.fanouts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        audience jsonb NOT NULL,
        except_ids uuid[] NOT NULL,
        notification jsonb NOT NULL,
        after_user uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS notifications.fanouts`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's role (ADR 0020): 'operator' may work the review queue. Granted only by the
 * `npm run users:grant-operator` command, never through the API.
 */
export class AddUserRole1764700000000 implements MigrationInterface {
  name = 'AddUserRole1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE identity.users ADD COLUMN role text NOT NULL DEFAULT 'user' CONSTRAINT users_role_check CHECK (role IN ('user', 'operator'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE identity.users DROP COLUMN role`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the follow-based and district-based triggers need (DESIGN §4): who follows whom (from
 * social-graph), each user's district and whether they hold archetype votes (from identity),
 * and bill titles (from bills), all kept from events.
 */
export class FollowsAndAudiences1764600000001 implements MigrationInterface {
  name = 'FollowsAndAudiences1764600000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications.users ADD COLUMN voter_archetype text, ADD COLUMN congressional_district text`);
    await q.query(`CREATE INDEX users_by_district ON notifications.users (congressional_district) WHERE congressional_district IS NOT NULL`);
    await q.query(`
      CREATE TABLE notifications.follows (
        follower_id uuid NOT NULL,
        following_id uuid NOT NULL,
        following boolean NOT NULL,
        observed_at timestamptz NOT NULL,
        PRIMARY KEY (following_id, follower_id)
      )`);
    await q.query(`
      CREATE TABLE notifications.bills (
        bill_id text PRIMARY KEY,
        title text NOT NULL,
        observed_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS notifications.bills`);
    await q.query(`DROP TABLE IF EXISTS notifications.follows`);
    await q.query(`DROP INDEX IF EXISTS notifications.users_by_district`);
    await q.query(`ALTER TABLE notifications.users DROP COLUMN voter_archetype, DROP COLUMN congressional_district`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tells the planner that a followee has few followers on average (n_distinct of following_id at
 * 5% of the rows: about twenty each), whatever ANALYZE samples.
 *
 * Every vote.cast.v1 asks whether anyone follows the voter (`voteCastContexts`, an EXISTS per
 * cast, correlated to the batch's voters). For a correlated value PostgreSQL estimates the rows
 * of one followee as rows / n_distinct; while one user holds most follows (a young deployment
 * with one popular member, or the bench's 50,000 followers of one voter), ANALYZE reads n_distinct
 * near 1, the planner expects every row to match and scans the whole table for each cast, stopping
 * only at a match that never comes for the voters nobody follows: 11 ms a cast at 50,000 follows,
 * against 0.01 ms through the primary key, and the cast rate through the gateway fell to a fifth
 * of the raw cast's (bench/README "Session 21"). An index lookup is right for any followee.
 */
export class FollowsPlannedByFollowee1765200000000 implements MigrationInterface {
  name = 'FollowsPlannedByFollowee1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications.follows ALTER COLUMN following_id SET (n_distinct = -0.05)`);
    await q.query(`ANALYZE notifications.follows`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications.follows ALTER COLUMN following_id RESET (n_distinct)`);
    await q.query(`ANALYZE notifications.follows`);
  }
}

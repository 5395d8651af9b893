import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * My Votes lists the most recently changed vote first (issue #24): a vote cast on a bill the
 * archetype had voted on keeps its created_at, so only updated_at puts it on top.
 */
export class VotesByLastChange1764950000000 implements MigrationInterface {
  name = 'VotesByLastChange1764950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX votes_user_recent ON voting.votes (user_id, updated_at DESC, bill_id)`);
    await q.query(`DROP INDEX voting.votes_user_listing`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX votes_user_listing ON voting.votes (user_id, created_at DESC, bill_id)`);
    await q.query(`DROP INDEX voting.votes_user_recent`);
  }
}

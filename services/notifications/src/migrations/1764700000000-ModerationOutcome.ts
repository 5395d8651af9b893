import { MigrationInterface, QueryRunner } from 'typeorm';

/** moderation_outcome (ADR 0020): a person decided on the recipient's reported, held or appealed post. */
export class ModerationOutcome1764700000000 implements MigrationInterface {
  name = 'ModerationOutcome1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications.notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(`
      ALTER TABLE notifications.notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
        'new_user_bill', 'new_congressional_bill', 'user_bill_comment', 'discussion_reply', 'followed_user_voted',
        'followed_user_bill', 'followed_user_comment', 'comment_rejected', 'moderation_outcome'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications.notifications WHERE type = 'moderation_outcome'`);
    await q.query(`ALTER TABLE notifications.notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(`
      ALTER TABLE notifications.notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
        'new_user_bill', 'new_congressional_bill', 'user_bill_comment', 'discussion_reply', 'followed_user_voted',
        'followed_user_bill', 'followed_user_comment', 'comment_rejected'))`);
  }
}

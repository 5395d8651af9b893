import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Adds user_bill_support (someone supported or opposed your bill) to the types the check admits.
 * The lists are written out: a migration must do the same thing whenever it runs, not follow the
 * contract's list as it grows (a later type gets a migration of its own).
 */
const BEFORE = [
  'new_user_bill',
  'new_congressional_bill',
  'user_bill_comment',
  'discussion_reply',
  'followed_user_voted',
  'followed_user_bill',
  'followed_user_comment',
  'comment_rejected',
  'moderation_outcome',
];
const AFTER = [...BEFORE, 'user_bill_support'];
const check = (types: string[]) => `CHECK (type IN (${types.map((t) => `'${t}'`).join(', ')}))`;
export class UserBillSupportType1764700024101 implements MigrationInterface {
  name = 'UserBillSupportType1764700024101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications.notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(
      `ALTER TABLE notifications.notifications ADD CONSTRAINT notifications_type_check ${check(AFTER)}`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications.notifications WHERE type = 'user_bill_support'`);
    await q.query(`ALTER TABLE notifications.notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(`ALTER TABLE notifications.notifications ADD CONSTRAINT notifications_type_check ${check(BEFORE)}`);
  }
}

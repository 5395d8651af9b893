import { MigrationInterface, QueryRunner } from 'typeorm';
import { NOTIFICATION_TYPES } from '@civic/contracts';

/**
 * Notification types grow with the contract (user_bill_support: someone supported or opposed your
 * bill): the check is rebuilt from NOTIFICATION_TYPES, so a database made before the new type
 * accepts it too.
 */
export class UserBillSupportType1764700024101 implements MigrationInterface {
  name = 'UserBillSupportType1764700024101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications.notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(
      `ALTER TABLE notifications.notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (${NOTIFICATION_TYPES.map((t) => `'${t}'`).join(', ')}))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notifications.notifications WHERE type = 'user_bill_support'`);
    const older = NOTIFICATION_TYPES.filter((t) => t !== 'user_bill_support');
    await q.query(`ALTER TABLE notifications.notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(`ALTER TABLE notifications.notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (${older.map((t) => `'${t}'`).join(', ')}))`);
  }
}

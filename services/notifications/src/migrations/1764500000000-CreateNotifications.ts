import { MigrationInterface, QueryRunner } from 'typeorm';
import { outboxInboxSql } from '@civic/service-kit';

/**
 * The notifications schema (SPEC §3 notification, DESIGN §4 triggers): notifications, the names
 * of the users they mention (a read model fed by identity), partner-contact messages, outbox and
 * inbox. `source_key` makes a notification unique per (triggering event, recipient, type), so a
 * trigger seen twice never notifies twice.
 */
export class CreateNotifications1764500000000 implements MigrationInterface {
  name = 'CreateNotifications1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notifications.users (
        user_id uuid PRIMARY KEY,
        name text NOT NULL,
        observed_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE notifications.notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        type text NOT NULL CONSTRAINT notifications_type_check CHECK (type IN (
          'new_user_bill', 'new_congressional_bill', 'user_bill_comment', 'discussion_reply', 'followed_user_voted',
          'followed_user_bill', 'followed_user_comment', 'comment_rejected')),
        related_user_id uuid,
        related_bill_id text,
        related_discussion_id uuid,
        related_reply_id uuid,
        message text NOT NULL,
        read boolean NOT NULL DEFAULT false,
        source_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT notifications_source_key UNIQUE (source_key, user_id, type),
        -- Never about your own action (DESIGN §4).
        CONSTRAINT notifications_not_self CHECK (related_user_id IS DISTINCT FROM user_id)
      )`);
    await q.query(`CREATE INDEX notifications_of_user ON notifications.notifications (user_id, created_at DESC, id)`);
    await q.query(`CREATE INDEX notifications_unread ON notifications.notifications (user_id) WHERE NOT read`);
    await q.query(`
      CREATE TABLE notifications.partner_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        subject text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz,
        delivery_error text
      )`);
    for (const sql of outboxInboxSql('notifications')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['partner_messages', 'notifications', 'users', 'outbox', 'inbox']) await q.query(`DROP TABLE IF EXISTS notifications.${t}`);
  }
}

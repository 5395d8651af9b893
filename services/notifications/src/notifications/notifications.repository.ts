import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SqlRepository, type SqlRunner } from '@civic/service-kit';
import type { NotificationType, NotificationView } from '@civic/contracts';
import type { NewNotification } from './triggers';

interface NotificationRow {
  id: string;
  user_id: string;
  type: NotificationType;
  related_user_id: string | null;
  related_user_name: string | null;
  related_bill_id: string | null;
  related_discussion_id: string | null;
  related_reply_id: string | null;
  message: string;
  read: boolean;
  created_at: Date;
}

const VIEW_SELECT = `
  SELECT n.id, n.user_id, n.type, n.related_user_id, u.name AS related_user_name, n.related_bill_id, n.related_discussion_id,
         n.related_reply_id, n.message, n.read, n.created_at
    FROM notifications.notifications n LEFT JOIN notifications.users u ON u.user_id = n.related_user_id`;

const toView = (r: NotificationRow): NotificationView => ({
  id: r.id,
  userId: r.user_id,
  type: r.type,
  relatedUserId: r.related_user_id,
  relatedUser: r.related_user_id ? { id: r.related_user_id, name: r.related_user_name ?? '' } : null,
  relatedBillId: r.related_bill_id,
  relatedDiscussionId: r.related_discussion_id,
  relatedReplyId: r.related_reply_id,
  message: r.message,
  read: r.read,
  createdAt: new Date(r.created_at).toISOString(),
});

/** notifications.notifications and the names of the users they mention. */
@Injectable()
export class NotificationsRepository extends SqlRepository {
  constructor(@Inject(DataSource) db: SqlRunner) {
    super(db);
  }

  in(db: SqlRunner): NotificationsRepository {
    return new NotificationsRepository(db);
  }

  async upsertUser(userId: string, name: string, observedAt: string): Promise<void> {
    await this.db.query(
      `INSERT INTO notifications.users (user_id, name, observed_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, observed_at = EXCLUDED.observed_at WHERE notifications.users.observed_at <= EXCLUDED.observed_at`,
      [userId, name, observedAt],
    );
  }

  async nameOf(userId: string): Promise<string | undefined> {
    return (await this.row<{ name: string }>(`SELECT name FROM notifications.users WHERE user_id = $1`, [userId]))?.name || undefined;
  }

  /** Creates the notifications not created before (same trigger, recipient and type); answers the new ones' ids. */
  async insert(rows: NewNotification[]): Promise<Array<{ id: string; user_id: string }>> {
    const mine = rows.filter((r) => r.userId !== r.relatedUserId);
    if (!mine.length) return [];
    const col = <K extends keyof NewNotification>(k: K) => mine.map((r) => r[k]);
    return this.rows(
      `INSERT INTO notifications.notifications (user_id, type, related_user_id, related_bill_id, related_discussion_id, related_reply_id, message, source_key)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::uuid[], $6::uuid[], $7::text[], $8::text[])
       ON CONFLICT ON CONSTRAINT notifications_source_key DO NOTHING
       RETURNING id, user_id`,
      [col('userId'), col('type'), col('relatedUserId'), col('relatedBillId'), col('relatedDiscussionId'), col('relatedReplyId'), col('message'), col('sourceKey')],
    );
  }

  async views(ids: string[]): Promise<NotificationView[]> {
    if (!ids.length) return [];
    return (await this.rows<NotificationRow>(`${VIEW_SELECT} WHERE n.id = ANY($1::uuid[]) ORDER BY n.created_at DESC, n.id`, [ids])).map(toView);
  }

  async page(userId: string, limit: number, offset: number): Promise<NotificationView[]> {
    return (await this.rows<NotificationRow>(`${VIEW_SELECT} WHERE n.user_id = $1 ORDER BY n.created_at DESC, n.id LIMIT $2 OFFSET $3`, [userId, limit, offset])).map(toView);
  }

  async unreadCount(userId: string): Promise<number> {
    return (await this.one<{ n: number }>(`SELECT count(*)::int AS n FROM notifications.notifications WHERE user_id = $1 AND NOT read`, [userId])).n;
  }

  /** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
  async markRead(userId: string, id: string): Promise<boolean> {
    const rows = await this.rows<{ id: string }>(`UPDATE notifications.notifications SET read = true WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId]);
    return rows.length > 0;
  }

  async markAllRead(userId: string): Promise<void> {
    await this.db.query(`UPDATE notifications.notifications SET read = true WHERE user_id = $1 AND NOT read`, [userId]);
  }
}

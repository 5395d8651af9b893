import { Injectable } from '@nestjs/common';
import { SqlRepository } from '@civic/service-kit';
import type { NotificationType, NotificationView } from '@civic/contracts';
import { aboutSomeoneElse, type Audience, type Fanout, type NewNotification } from './triggers';

/** What applying a vote.cast.v1 needs to know (voteCastContexts). */
export interface VoteCastContext {
  followed: boolean;
  name: string | undefined;
  title: string | undefined;
}

/**
 * voteCastContexts' statement: $1 the voters, $2 the bills, one row per cast in their order. The
 * EXISTS looks a voter up by the follows' primary key; migration FollowsPlannedByFollowee keeps
 * the planner from scanning the table instead while one user holds most follows.
 */
export const VOTE_CAST_CONTEXTS_SQL = `WITH c AS MATERIALIZED (
  -- Materialized: inlined, the EXISTS would be evaluated again in each CASE below.
  SELECT i.ord, i.user_id, i.bill_id,
         EXISTS (SELECT 1 FROM notifications.follows WHERE following_id = i.user_id AND following) AS followed
    FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS i(user_id, bill_id, ord))
SELECT c.followed,
       CASE WHEN c.followed THEN (SELECT name FROM notifications.users WHERE user_id = c.user_id) END AS name,
       CASE WHEN c.followed THEN (SELECT title FROM notifications.bills WHERE bill_id = c.bill_id) END AS title
  FROM c
 ORDER BY c.ord`;

/** A fan-out waiting to be written (notifications.fanouts). */
export interface PendingFanout {
  id: string;
  audience: Audience;
  except_ids: string[];
  notification: Fanout['notification'];
  after_user: string | null;
}

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
  async upsertUser(u: { userId: string; name: string; voterArchetype: string | null; congressionalDistrict: string | null }, observedAt: string): Promise<void> {
    await this.db.query(
      `INSERT INTO notifications.users (user_id, name, voter_archetype, congressional_district, observed_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, voter_archetype = EXCLUDED.voter_archetype,
         congressional_district = EXCLUDED.congressional_district, observed_at = EXCLUDED.observed_at
       WHERE notifications.users.observed_at <= EXCLUDED.observed_at`,
      [u.userId, u.name, u.voterArchetype, u.congressionalDistrict, observedAt],
    );
  }

  async nameOf(userId: string): Promise<string | undefined> {
    return (await this.userOf(userId))?.name || undefined;
  }

  async userOf(userId: string): Promise<{ name: string; district: string | null } | undefined> {
    return this.row(`SELECT name, congressional_district AS district FROM notifications.users WHERE user_id = $1`, [userId]);
  }

  /** Who follows whom, the latest change by the event's time winning (follow and unfollow may arrive out of order). */
  async upsertFollow(followerId: string, followingId: string, following: boolean, observedAt: string): Promise<void> {
    await this.db.query(
      `INSERT INTO notifications.follows (follower_id, following_id, following, observed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (following_id, follower_id) DO UPDATE SET following = EXCLUDED.following, observed_at = EXCLUDED.observed_at
       WHERE notifications.follows.observed_at <= EXCLUDED.observed_at`,
      [followerId, followingId, following, observedAt],
    );
  }

  async upsertBill(billId: string, title: string, observedAt: string): Promise<void> {
    await this.db.query(
      `INSERT INTO notifications.bills (bill_id, title, observed_at) VALUES ($1, $2, $3)
       ON CONFLICT (bill_id) DO UPDATE SET title = EXCLUDED.title, observed_at = EXCLUDED.observed_at WHERE notifications.bills.observed_at <= EXCLUDED.observed_at`,
      [billId, title, observedAt],
    );
  }

  /**
   * For each cast, in order: whether anyone follows the voter now (most voters have no followers,
   * and their casts then queue no fan-out at all), the voter's name and the bill's title (the
   * latter two only for a followed voter: nobody is told otherwise). One round trip for a run of
   * casts.
   */
  async voteCastContexts(casts: ReadonlyArray<{ userId: string; billId: string }>): Promise<VoteCastContext[]> {
    if (!casts.length) return [];
    const rows = await this.rows<{ followed: boolean; name: string | null; title: string | null }>(VOTE_CAST_CONTEXTS_SQL, [casts.map((c) => c.userId), casts.map((c) => c.billId)]);
    return rows.map((r) => ({ followed: r.followed, name: r.name || undefined, title: r.title ?? undefined }));
  }

  async billTitle(billId: string): Promise<string | undefined> {
    return (await this.row<{ title: string }>(`SELECT title FROM notifications.bills WHERE bill_id = $1`, [billId]))?.title;
  }

  /**
   * Creates the notifications not created before (same trigger, recipient and type), none about
   * the recipient's own action (aboutSomeoneElse); answers the new ones' ids.
   */
  async insert(rows: NewNotification[]): Promise<Array<{ id: string; user_id: string }>> {
    const mine = rows.filter(aboutSomeoneElse);
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

  /** Records a fan-out to write (in the triggering event's transaction). */
  /** Queues a fan-out in the caller's transaction; answers its id (the job is enqueued after the commit). */
  async queueFanout(f: Fanout): Promise<string> {
    const row = await this.one<{ id: string }>(`INSERT INTO notifications.fanouts (audience, except_ids, notification) VALUES ($1, $2::uuid[], $3) RETURNING id`, [
      JSON.stringify(f.audience),
      f.except,
      JSON.stringify(f.notification),
    ]);
    return row.id;
  }

  /** The fan-out, locked until this transaction ends (its job writes it chunk by chunk). */
  lockFanout(id: string): Promise<PendingFanout | undefined> {
    return this.row<PendingFanout>(`SELECT id, audience, except_ids, notification, after_user FROM notifications.fanouts WHERE id = $1 FOR UPDATE`, [id]);
  }

  /** Every fan-out not yet fully written, oldest first (the sweep makes sure each has a job). */
  async fanoutIds(): Promise<string[]> {
    return (await this.rows<{ id: string }>(`SELECT id FROM notifications.fanouts ORDER BY created_at, id`)).map((r) => r.id);
  }

  /**
   * The next `size` recipients of a fan-out (by user id, after the last one done), in one
   * statement: the actor (aboutSomeoneElse) and `except_ids` are left out, and a recipient notified before (the
   * same trigger) gets nothing new. Moves the fan-out on, or removes it after its last chunk.
   * Answers the notifications created, and whether the fan-out is done.
   */
  async writeFanoutChunk(f: PendingFanout, size: number): Promise<{ created: Array<{ id: string; user_id: string }>; done: boolean }> {
    const n = f.notification;
    const [audience, audienceParams] = audienceSql(f.audience, 11);
    const row = await this.one<{ scanned: number; last: string | null; created: Array<{ id: string; user_id: string }> }>(
      `WITH aud AS (
         SELECT a.user_id FROM (${audience}) a WHERE $10::uuid IS NULL OR a.user_id > $10::uuid ORDER BY a.user_id LIMIT $9
       ), ins AS (
         INSERT INTO notifications.notifications (user_id, type, related_user_id, related_bill_id, related_discussion_id, related_reply_id, message, source_key)
         SELECT aud.user_id, $1, $2::uuid, $3, $4::uuid, $5::uuid, $6, $7 FROM aud
          WHERE aud.user_id IS DISTINCT FROM $2::uuid AND NOT (aud.user_id = ANY($8::uuid[]))
         ON CONFLICT ON CONSTRAINT notifications_source_key DO NOTHING
         RETURNING id, user_id
       )
       SELECT (SELECT count(*)::int FROM aud) AS scanned,
              (SELECT user_id FROM aud ORDER BY user_id DESC LIMIT 1) AS last,
              (SELECT coalesce(json_agg(json_build_object('id', ins.id, 'user_id', ins.user_id)), '[]'::json) FROM ins) AS created`,
      [n.type, n.relatedUserId, n.relatedBillId, n.relatedDiscussionId, n.relatedReplyId, n.message, n.sourceKey, f.except_ids, size, f.after_user, ...audienceParams],
    );
    const done = row.scanned < size;
    if (done) await this.db.query(`DELETE FROM notifications.fanouts WHERE id = $1`, [f.id]);
    else await this.db.query(`UPDATE notifications.fanouts SET after_user = $2 WHERE id = $1`, [f.id, row.last]);
    return { created: row.created, done };
  }

  async views(ids: string[]): Promise<NotificationView[]> {
    if (!ids.length) return [];
    return (await this.rows<NotificationRow>(`${VIEW_SELECT} WHERE n.id = ANY($1::uuid[]) ORDER BY n.created_at DESC, n.id`, [ids])).map(toView);
  }

  async page(userId: string, limit: number, offset: number): Promise<NotificationView[]> {
    return (await this.rows<NotificationRow>(`${VIEW_SELECT} WHERE n.user_id = $1 ORDER BY n.created_at DESC, n.id LIMIT $2 OFFSET $3`, [userId, limit, offset])).map(toView);
  }

  /** Unread counts of many users at once (after a fan-out), 0 for those with none. */
  async unreadCounts(userIds: string[]): Promise<Map<string, number>> {
    const rows = await this.rows<{ user_id: string; n: number }>(
      `SELECT u.user_id, (SELECT count(*)::int FROM notifications.notifications n WHERE n.user_id = u.user_id AND NOT n.read) AS n FROM unnest($1::uuid[]) AS u(user_id)`,
      [userIds],
    );
    return new Map(rows.map((r) => [r.user_id, r.n]));
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

/** The audience as a subquery of user_id, its parameters numbered from `first`. */
function audienceSql(a: Audience, first: number): [string, unknown[]] {
  switch (a.kind) {
    case 'followers':
      return [`SELECT follower_id AS user_id FROM notifications.follows WHERE following_id = $${first}::uuid AND following`, [a.of]];
    case 'district':
      return [
        `SELECT u.user_id FROM notifications.users u WHERE u.congressional_district = $${first}
            AND NOT EXISTS (SELECT 1 FROM notifications.follows f WHERE f.following_id = $${first + 1}::uuid AND f.follower_id = u.user_id AND f.following)`,
        [a.district, a.notFollowersOf],
      ];
    case 'voters':
      return [`SELECT user_id FROM notifications.users WHERE voter_archetype IS NOT NULL AND congressional_district IS NOT NULL`, []];
  }
}

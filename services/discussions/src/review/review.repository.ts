import { Injectable } from '@nestjs/common';
import { iso, namedLogEntries, ReviewTables } from '@civic/service-kit';
import type { AiVerdictView, ReviewItemType, ReviewLogEntry, ReviewQueueItem, ReviewQueueReason } from '@civic/contracts';

/** The item types discussions owns (user bills are the bills service's, partner events social-graph's). */
export type PostItemType = Extract<ReviewItemType, 'discussion' | 'reply'>;
const TABLE: Record<PostItemType, string> = { discussion: 'discussions.discussions', reply: 'discussions.replies' };

/** What the review rules need of a locked post (a reply with its discussion's id and title). */
export interface ReviewPost {
  id: string;
  user_id: string;
  moderation_status: string;
  review_state: ReviewQueueReason | null;
  moderation: StoredModeration | null;
  discussion_id: string;
  discussion_title: string;
}

/** The moderation jsonb as PostVerdicts stores it (decision added with the review queue). */
export interface StoredModeration {
  decision?: 'approved' | 'rejected' | 'held';
  provider?: string;
  model?: string;
  reasons?: string[];
  categories?: string[];
}


/**
 * The review state of posts (ADR 0020): reports, appeals, the queue on the posts' rows, and the
 * append-only moderation log. Writers lock the post first (lockPost), like the posts' own writers.
 */
@Injectable()
export class ReviewRepository extends ReviewTables {
  protected readonly schema = 'discussions';

  lockPost(type: PostItemType, id: string): Promise<ReviewPost | undefined> {
    if (type === 'discussion') {
      return this.row<ReviewPost>(
        `SELECT id, user_id, moderation_status, review_state, moderation, id AS discussion_id, title AS discussion_title
           FROM discussions.discussions WHERE id = $1 FOR UPDATE`,
        [id],
      );
    }
    return this.row<ReviewPost>(
      `SELECT r.id, r.user_id, r.moderation_status, r.review_state, r.moderation, d.id AS discussion_id, d.title AS discussion_title
         FROM discussions.replies r JOIN discussions.discussions d ON d.id = r.discussion_id WHERE r.id = $1 FOR UPDATE OF r`,
      [id],
    );
  }

  /** Puts the post in the queue (and, for a hide, out of sight: pending). */
  async enqueue(type: PostItemType, id: string, state: ReviewQueueReason, status?: 'pending'): Promise<void> {
    await this.db.query(
      `UPDATE ${TABLE[type]} SET review_state = $2, review_since = now(), moderation_status = coalesce($3, moderation_status), updated_at = now() WHERE id = $1`,
      [id, state, status ?? null],
    );
  }

  /** An operator's decision: the new status and reason, out of the queue. */
  async decide(type: PostItemType, id: string, status: 'approved' | 'rejected' | 'removed', reason: string | null): Promise<void> {
    await this.db.query(
      `UPDATE ${TABLE[type]} SET moderation_status = $2, rejection_reason = $3, review_state = NULL, review_since = NULL, updated_at = now() WHERE id = $1`,
      [id, status, reason],
    );
  }

  /** Holds a post for a person with what the AI said: pending (a published post re-checked goes out of sight). */
  async hold(type: PostItemType, id: string, moderation: object): Promise<void> {
    await this.db.query(
      `UPDATE ${TABLE[type]} SET moderation = $2, moderation_status = 'pending', review_state = 'held', review_since = now(), updated_at = now() WHERE id = $1`,
      [id, JSON.stringify(moderation)],
    );
  }

  /** Held, hidden and appealed posts, oldest in the queue first, with their reports and appeals. */
  async queue(limit: number): Promise<ReviewQueueItem[]> {
    const rows = await this.rows<{
      item_type: PostItemType;
      id: string;
      discussion_id: string;
      review_state: ReviewQueueReason;
      review_since: Date;
      moderation_status: string;
      title: string | null;
      content: string;
      user_id: string;
      author_name: string;
      rejection_reason: string | null;
      moderation: StoredModeration | null;
    }>(
      `SELECT * FROM (
         SELECT 'discussion' AS item_type, d.id, d.id AS discussion_id, d.review_state, d.review_since, d.moderation_status, d.title, d.content, d.user_id,
                d.rejection_reason, d.moderation, coalesce(a.name, '') AS author_name
           FROM discussions.discussions d LEFT JOIN discussions.authors a ON a.user_id = d.user_id WHERE d.review_state IS NOT NULL
         UNION ALL
         SELECT 'reply', r.id, r.discussion_id, r.review_state, r.review_since, r.moderation_status, NULL, r.content, r.user_id,
                r.rejection_reason, r.moderation, coalesce(a.name, '')
           FROM discussions.replies r LEFT JOIN discussions.authors a ON a.user_id = r.user_id WHERE r.review_state IS NOT NULL
       ) q ORDER BY review_since, id LIMIT $1`,
      [limit],
    );
    if (!rows.length) return [];
    const { reports, appeals } = await this.openReportsAndAppeals(rows.map((r) => r.id));
    return rows.map((r) => {
      const appeal = appeals.find((a) => a.post_id === r.id);
      return {
        itemType: r.item_type,
        itemId: r.id,
        discussionId: r.discussion_id,
        queue: r.review_state,
        since: iso(r.review_since),
        status: r.moderation_status,
        title: r.title,
        content: r.content,
        author: { id: r.user_id, name: r.author_name },
        rejectionReason: r.rejection_reason,
        ai: aiVerdictOf(r.moderation, r.review_state),
        reports: reports.filter((p) => p.post_id === r.id).map((p) => ({ reason: p.reason, note: p.note, createdAt: iso(p.created_at) })),
        appeal: appeal ? { note: appeal.note, createdAt: iso(appeal.created_at) } : null,
      };
    });
  }

  /** The log, newest first, with the actors' names from the authors read model. */
  async logPage(limit: number, offset: number): Promise<ReviewLogEntry[]> {
    const rows = await this.logRows(limit, offset);
    const actorIds = [...new Set(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])))];
    const names = actorIds.length
      ? new Map((await this.rows<{ user_id: string; name: string }>(`SELECT user_id, name FROM discussions.authors WHERE user_id = ANY($1::uuid[])`, [actorIds])).map((a) => [a.user_id, a.name]))
      : new Map<string, string>();
    return namedLogEntries(rows, names);
  }
}

/**
 * What the AI said of the post's current revision. Verdicts stored before the queue existed have
 * no decision: a reported post had been approved, an appealed one rejected.
 */
export function aiVerdictOf(m: StoredModeration | null, queue: ReviewQueueReason | null): AiVerdictView | null {
  if (!m?.provider || !m.model) return null;
  const decision = m.decision ?? (queue === 'held' ? 'held' : queue === 'reported' ? 'approved' : 'rejected');
  return { decision, provider: m.provider, model: m.model, reasons: m.reasons ?? [], categories: m.categories ?? [], scores: null };
}

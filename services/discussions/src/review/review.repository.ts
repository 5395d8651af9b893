import { Injectable } from '@nestjs/common';
import { SqlRepository } from '@civic/service-kit';
import type { AgreementRow, AiVerdictView, ReportReason, ReviewItemType, ReviewLogEntry, ReviewQueueItem, ReviewQueueReason } from '@civic/contracts';

const TABLE: Record<ReviewItemType, string> = { discussion: 'discussions.discussions', reply: 'discussions.replies' };

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

export interface LogRow {
  postType: ReviewItemType;
  postId: string;
  actorId: string | null;
  action: ReviewLogEntry['action'];
  reason: string | null;
  queue: ReviewQueueReason | null;
  ai: { decision: string | null; provider: string | null; model: string | null };
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The review state of posts (ADR 0020): reports, appeals, the queue on the posts' rows, and the
 * append-only moderation log. Writers lock the post first (lockPost), like the posts' own writers.
 */
@Injectable()
export class ReviewRepository extends SqlRepository {
  lockPost(type: ReviewItemType, id: string): Promise<ReviewPost | undefined> {
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
  async enqueue(type: ReviewItemType, id: string, state: ReviewQueueReason, status?: 'pending'): Promise<void> {
    await this.db.query(
      `UPDATE ${TABLE[type]} SET review_state = $2, review_since = now(), moderation_status = coalesce($3, moderation_status), updated_at = now() WHERE id = $1`,
      [id, state, status ?? null],
    );
  }

  /** An operator's decision: the new status and reason, out of the queue. */
  async decide(type: ReviewItemType, id: string, status: 'approved' | 'rejected' | 'removed', reason: string | null): Promise<void> {
    await this.db.query(
      `UPDATE ${TABLE[type]} SET moderation_status = $2, rejection_reason = $3, review_state = NULL, review_since = NULL, updated_at = now() WHERE id = $1`,
      [id, status, reason],
    );
  }

  /** Holds a post for a person with what the AI said (its status stays pending). */
  async hold(type: ReviewItemType, id: string, moderation: object): Promise<void> {
    await this.db.query(`UPDATE ${TABLE[type]} SET moderation = $2, review_state = 'held', review_since = now(), updated_at = now() WHERE id = $1`, [id, JSON.stringify(moderation)]);
  }

  /** Reports this user sent since `since`. */
  async reportsSince(reporterId: string, since: Date): Promise<number> {
    const row = await this.one<{ n: number }>(`SELECT count(*)::int AS n FROM discussions.reports WHERE reporter_id = $1 AND created_at > $2`, [reporterId, since]);
    return row.n;
  }

  /** Records the report; false if this user already reported this post. */
  async addReport(type: ReviewItemType, id: string, reporterId: string, reason: ReportReason, note: string | null): Promise<boolean> {
    const rows = await this.rows(
      `INSERT INTO discussions.reports (post_type, post_id, reporter_id, reason, note) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING 1 AS ok`,
      [type, id, reporterId, reason, note],
    );
    return rows.length > 0;
  }

  /** Distinct users whose reports on this post no operator has decided on yet. */
  async openReporters(type: ReviewItemType, id: string): Promise<number> {
    const row = await this.one<{ n: number }>(`SELECT count(*)::int AS n FROM discussions.reports WHERE post_type = $1 AND post_id = $2 AND resolved_at IS NULL`, [type, id]);
    return row.n;
  }

  async resolveReports(type: ReviewItemType, id: string): Promise<void> {
    await this.db.query(`UPDATE discussions.reports SET resolved_at = now() WHERE post_type = $1 AND post_id = $2 AND resolved_at IS NULL`, [type, id]);
  }

  /** Records the appeal; false if this post was appealed before. */
  async addAppeal(type: ReviewItemType, id: string, authorId: string, note: string): Promise<boolean> {
    const rows = await this.rows(`INSERT INTO discussions.appeals (post_type, post_id, author_id, note) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1 AS ok`, [
      type,
      id,
      authorId,
      note,
    ]);
    return rows.length > 0;
  }

  async closeAppeal(type: ReviewItemType, id: string, outcome: string): Promise<void> {
    await this.db.query(`UPDATE discussions.appeals SET outcome = $3, decided_at = now() WHERE post_type = $1 AND post_id = $2 AND outcome IS NULL`, [type, id, outcome]);
  }

  async log(r: LogRow): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO discussions.moderation_log (post_type, post_id, actor_id, action, reason, queue, ai_decision, provider, model)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text`,
      [r.postType, r.postId, r.actorId, r.action, r.reason, r.queue, r.ai.decision, r.ai.provider, r.ai.model],
    );
    return row.id;
  }

  /** Held, hidden and appealed posts, oldest in the queue first, with their reports and appeals. */
  async queue(limit: number): Promise<ReviewQueueItem[]> {
    const rows = await this.rows<{
      item_type: ReviewItemType;
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
    const ids = rows.map((r) => r.id);
    const [reports, appeals] = await Promise.all([
      this.rows<{ post_id: string; reason: ReportReason; note: string | null; created_at: Date }>(
        `SELECT post_id, reason, note, created_at FROM discussions.reports WHERE post_id = ANY($1::uuid[]) AND resolved_at IS NULL ORDER BY created_at`,
        [ids],
      ),
      this.rows<{ post_id: string; note: string; created_at: Date }>(`SELECT post_id, note, created_at FROM discussions.appeals WHERE post_id = ANY($1::uuid[]) AND outcome IS NULL`, [ids]),
    ]);
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

  async logPage(limit: number, offset: number): Promise<ReviewLogEntry[]> {
    const rows = await this.rows<{
      id: string;
      post_type: ReviewItemType;
      post_id: string;
      action: ReviewLogEntry['action'];
      actor_id: string | null;
      actor_name: string | null;
      reason: string | null;
      ai_decision: string | null;
      provider: string | null;
      model: string | null;
      created_at: Date;
    }>(
      `SELECT l.id::text, l.post_type, l.post_id, l.action, l.actor_id, coalesce(a.name, '') AS actor_name, l.reason, l.ai_decision, l.provider, l.model, l.created_at
         FROM discussions.moderation_log l LEFT JOIN discussions.authors a ON a.user_id = l.actor_id
        ORDER BY l.created_at DESC, l.id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return rows.map((r) => ({
      id: r.id,
      itemType: r.post_type,
      itemId: r.post_id,
      action: r.action,
      actor: r.actor_id ? { id: r.actor_id, name: r.actor_name ?? '' } : null,
      reason: r.reason,
      aiDecision: r.ai_decision,
      provider: r.provider,
      model: r.model,
      createdAt: iso(r.created_at),
    }));
  }

  /** People's decisions against what the AI had said, per provider and model (from the log). */
  agreement(): Promise<AgreementRow[]> {
    return this.rows<AgreementRow>(
      `SELECT provider, model,
              count(*) FILTER (WHERE ai_decision IN ('approved', 'rejected'))::int AS decisions,
              count(*) FILTER (WHERE (ai_decision = 'approved' AND action = 'approved') OR (ai_decision = 'rejected' AND action IN ('rejected', 'removed')))::int AS agreed,
              count(*) FILTER (WHERE ai_decision = 'held')::int AS held
         FROM discussions.moderation_log
        WHERE action IN ('approved', 'rejected', 'removed') AND actor_id IS NOT NULL AND provider IS NOT NULL
        GROUP BY provider, model ORDER BY provider, model`,
    );
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

import { Injectable } from '@nestjs/common';
import { SqlRepository } from '@civic/service-kit';
import type { CommentStatus, DiscussionBillType, DiscussionDetail, DiscussionView, FeedItem } from '@civic/contracts';
import { discussionViewSql, toDiscussionDetail, toDiscussionView, toFeedItem, type DiscussionRow, type FeedRow } from './views';

/** What the rules need of a locked discussion. */
export interface DiscussionState {
  id: string;
  user_id: string;
  bill_type: DiscussionBillType;
  bill_id: string;
  title: string;
  content: string;
  moderation_status: CommentStatus;
  content_version: number;
  review_state: 'held' | 'reported' | 'appealed' | null;
  /** Set by `discussions:remoderate -- --approved`: the request whose verdict may take a published post down. */
  recheck_request_id: string | null;
}

/** The feed's decay half-life in seconds (docs/feed-ranking.md); rank_key() holds the same. */
const HALF_LIFE_SECONDS = 72 * 3600;

/**
 * discussions.discussions with its upvotes and per-archetype counts. Writers lock the
 * discussion row first (lock()), so counts and the bridging sum change one writer at a time.
 */
@Injectable()
export class DiscussionsRepository extends SqlRepository {
  async insert(d: { userId: string; billType: DiscussionBillType; billId: string; title: string; content: string }): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO discussions.discussions (user_id, bill_type, bill_id, title, content) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [d.userId, d.billType, d.billId, d.title, d.content],
    );
    return row.id;
  }

  lock(id: string): Promise<DiscussionState | undefined> {
    return this.row<DiscussionState>(
      `SELECT id, user_id, bill_type, bill_id, title, content, moderation_status, content_version, review_state, moderation->>'recheckRequestId' AS recheck_request_id FROM discussions.discussions WHERE id = $1 FOR UPDATE`,
      [id],
    );
  }

  /** New title and content: a new revision, back to review. */
  async revise(id: string, title: string, content: string): Promise<number> {
    const row = await this.one<{ content_version: number }>(
      `UPDATE discussions.discussions SET title = $2, content = $3, content_version = content_version + 1, moderation_status = 'pending',
              rejection_reason = NULL, moderation = NULL,
              -- A post hidden after reports stays with a person, whatever the edit (ADR 0020); a hold or appeal ends.
              review_since = CASE WHEN review_state = 'reported' THEN review_since END,
              review_state = CASE WHEN review_state = 'reported' THEN review_state END,
              updated_at = now() WHERE id = $1 RETURNING content_version`,
      [id, title, content],
    );
    return row.content_version;
  }

  async delete(id: string): Promise<void> {
    await this.db.query(`DELETE FROM discussions.discussions WHERE id = $1`, [id]);
  }

  async setVerdict(id: string, status: CommentStatus, reason: string | null, moderation: object): Promise<void> {
    await this.db.query(`UPDATE discussions.discussions SET moderation_status = $2, rejection_reason = $3, moderation = $4, review_state = NULL, review_since = NULL, updated_at = now() WHERE id = $1`, [
      id,
      status,
      reason,
      JSON.stringify(moderation),
    ]);
  }

  /** Approved replies came or went. */
  async addToReplyCount(id: string, delta: number): Promise<void> {
    if (delta) await this.db.query(`UPDATE discussions.discussions SET reply_count = reply_count + $2 WHERE id = $1`, [id, delta]);
  }

  /**
   * Adds the user's upvote (no-op if there), counting it in its archetype's bucket; the bridging
   * sum Σ log2(1 + n_a) moves by that bucket's step. Answers the discussion's upvotes.
   */
  async addUpvote(id: string, userId: string, archetype: string): Promise<number> {
    const row = await this.one<{ upvotes: number }>(
      `WITH ins AS (
         INSERT INTO discussions.discussion_upvotes (discussion_id, user_id, archetype) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING archetype
       ), bucket AS (
         INSERT INTO discussions.discussion_archetype_upvotes AS b (discussion_id, archetype, upvotes) SELECT $1, archetype, 1 FROM ins
         ON CONFLICT (discussion_id, archetype) DO UPDATE SET upvotes = b.upvotes + 1 RETURNING upvotes
       ), upd AS (
         UPDATE discussions.discussions d SET upvotes = d.upvotes + 1, bridging = d.bridging + (SELECT (ln(1 + upvotes) - ln(upvotes)) / ln(2) FROM bucket)
          WHERE d.id = $1 AND EXISTS (SELECT 1 FROM ins) RETURNING d.upvotes
       )
       SELECT coalesce((SELECT upvotes FROM upd), (SELECT upvotes FROM discussions.discussions WHERE id = $1)) AS upvotes`,
      [id, userId, archetype],
    );
    return row.upvotes;
  }

  /** Takes the user's upvote back (no-op if none) from the bucket it joined. Answers the upvotes. */
  async removeUpvote(id: string, userId: string): Promise<number> {
    const row = await this.one<{ upvotes: number }>(
      `WITH del AS (
         DELETE FROM discussions.discussion_upvotes WHERE discussion_id = $1 AND user_id = $2 RETURNING archetype
       ), bucket AS (
         UPDATE discussions.discussion_archetype_upvotes b SET upvotes = b.upvotes - 1 FROM del
          WHERE b.discussion_id = $1 AND b.archetype = del.archetype RETURNING b.upvotes
       ), upd AS (
         UPDATE discussions.discussions d SET upvotes = d.upvotes - 1,
                bridging = CASE WHEN d.upvotes = 1 THEN 0 ELSE greatest(0, d.bridging - (SELECT (ln(2 + upvotes) - ln(1 + upvotes)) / ln(2) FROM bucket)) END
          WHERE d.id = $1 AND EXISTS (SELECT 1 FROM del) RETURNING d.upvotes
       )
       SELECT coalesce((SELECT upvotes FROM upd), (SELECT upvotes FROM discussions.discussions WHERE id = $1)) AS upvotes`,
      [id, userId],
    );
    return row.upvotes;
  }

  async view(id: string, viewerId: string): Promise<DiscussionView | undefined> {
    const row = await this.row<DiscussionRow>(`${discussionViewSql()} WHERE d.id = $2`, [viewerId, id]);
    return row && toDiscussionView(row);
  }

  async detail(id: string, viewerId: string): Promise<DiscussionDetail | undefined> {
    const row = await this.row<DiscussionRow>(`${discussionViewSql()} WHERE d.id = $2`, [viewerId, id]);
    return row && toDiscussionDetail(row);
  }

  async ofBill(billType: DiscussionBillType, billId: string, viewerId: string): Promise<DiscussionView[]> {
    const rows = await this.rows<DiscussionRow>(
      `${discussionViewSql()} WHERE d.bill_type = $2 AND d.bill_id = $3 AND d.moderation_status = 'approved' ORDER BY d.created_at DESC, d.id LIMIT 200`,
      [viewerId, billType, billId],
    );
    return rows.map(toDiscussionView);
  }

  /** An author's discussions, newest first: approved ones, or every one (`all`, for the author). */
  async byAuthor(authorId: string, viewerId: string, all: boolean, limit: number): Promise<DiscussionView[]> {
    const rows = await this.rows<DiscussionRow>(
      `${discussionViewSql()} WHERE d.user_id = $2 AND ($3 OR d.moderation_status = 'approved') ORDER BY d.created_at DESC, d.id LIMIT $4`,
      [viewerId, authorId, all, limit],
    );
    return rows.map(toDiscussionView);
  }

  /**
   * The viewer's own discussions (any status: the author sees a rejection and its reason) and
   * those they replied to while they are approved (another author's pending or rejected edit,
   * and its reason, are the author's alone), newest first.
   */
  async participation(viewerId: string): Promise<DiscussionView[]> {
    const rows = await this.rows<DiscussionRow>(
      `${discussionViewSql()}
        WHERE d.user_id = $1
           OR (d.moderation_status = 'approved' AND d.id IN (SELECT discussion_id FROM discussions.replies WHERE user_id = $1))
        ORDER BY d.created_at DESC, d.id LIMIT 200`,
      [viewerId],
    );
    return rows.map(toDiscussionView);
  }

  /**
   * A page of the feed: approved discussions by bridging rank (docs/feed-ranking.md). Without a
   * viewer (the nil uuid) the page is the same for everyone and its flags are false.
   */
  async feed(viewerId: string, limit: number, offset: number): Promise<FeedItem[]> {
    const rows = await this.rows<FeedRow>(
      `WITH page AS (
         SELECT id, rank_key FROM discussions.discussions WHERE moderation_status = 'approved' ORDER BY rank_key DESC, id LIMIT $2 OFFSET $3
       )
       ${discussionViewSql({
         extra: `power(2, p.rank_key - extract(epoch FROM now()) / ${HALF_LIFE_SECONDS}) AS score,
                 EXISTS (SELECT 1 FROM discussions.replies r WHERE r.discussion_id = d.id AND r.user_id = $1::uuid) AS user_commented`,
         from: 'page p JOIN discussions.discussions d ON d.id = p.id',
       })}
       ORDER BY p.rank_key DESC, d.id`,
      [viewerId, limit, offset],
    );
    return rows.map(toFeedItem);
  }

  /** Which of these discussions the viewer upvoted, and which they replied to. */
  async flags(viewerId: string, ids: string[]): Promise<{ upvoted: string[]; commented: string[] }> {
    const rows = await this.rows<{ kind: 'u' | 'c'; id: string }>(
      `SELECT 'u' AS kind, discussion_id AS id FROM discussions.discussion_upvotes WHERE user_id = $1 AND discussion_id = ANY($2::uuid[])
       UNION SELECT 'c', discussion_id FROM discussions.replies WHERE user_id = $1 AND discussion_id = ANY($2::uuid[])`,
      [viewerId, ids],
    );
    return { upvoted: rows.filter((r) => r.kind === 'u').map((r) => r.id), commented: rows.filter((r) => r.kind === 'c').map((r) => r.id) };
  }
}

import { Injectable } from '@nestjs/common';
import { SqlRepository } from '@civic/service-kit';
import type { CommentStatus, FollowedUserReply, ReplyView } from '@civic/contracts';
import { REPLY_VIEW_SELECT, toReplyView, type ReplyRow } from './views';

/** What the rules need of a locked reply. */
export interface ReplyState {
  id: string;
  discussion_id: string;
  user_id: string;
  content: string;
  moderation_status: CommentStatus;
  content_version: number;
  review_state: 'held' | 'reported' | 'appealed' | null;
  /** Set by `discussions:remoderate -- --approved`: the request whose verdict may take a published post down. */
  recheck_request_id: string | null;
}

/** discussions.replies and their upvotes. Writers lock the reply row first (lock()). */
@Injectable()
export class RepliesRepository extends SqlRepository {
  async insert(r: { discussionId: string; userId: string; content: string }): Promise<string> {
    const row = await this.one<{ id: string }>(`INSERT INTO discussions.replies (discussion_id, user_id, content) VALUES ($1, $2, $3) RETURNING id`, [
      r.discussionId,
      r.userId,
      r.content,
    ]);
    return row.id;
  }

  lock(id: string): Promise<ReplyState | undefined> {
    return this.row<ReplyState>(`SELECT id, discussion_id, user_id, content, moderation_status, content_version, review_state, moderation->>'recheckRequestId' AS recheck_request_id FROM discussions.replies WHERE id = $1 FOR UPDATE`, [id]);
  }

  async revise(id: string, content: string): Promise<number> {
    const row = await this.one<{ content_version: number }>(
      `UPDATE discussions.replies SET content = $2, content_version = content_version + 1, moderation_status = 'pending',
              rejection_reason = NULL, moderation = NULL,
              -- A post hidden after reports stays with a person, whatever the edit (ADR 0020); a hold or appeal ends.
              review_since = CASE WHEN review_state = 'reported' THEN review_since END,
              review_state = CASE WHEN review_state = 'reported' THEN review_state END,
              updated_at = now() WHERE id = $1 RETURNING content_version`,
      [id, content],
    );
    return row.content_version;
  }

  async delete(id: string): Promise<void> {
    await this.db.query(`DELETE FROM discussions.replies WHERE id = $1`, [id]);
  }

  async setVerdict(id: string, status: CommentStatus, reason: string | null, moderation: object): Promise<void> {
    await this.db.query(`UPDATE discussions.replies SET moderation_status = $2, rejection_reason = $3, moderation = $4, review_state = NULL, review_since = NULL, updated_at = now() WHERE id = $1`, [
      id,
      status,
      reason,
      JSON.stringify(moderation),
    ]);
  }

  /** Adds (on) or takes back the user's upvote; a repeat changes nothing. Answers the reply's upvotes. */
  async setUpvote(id: string, userId: string, on: boolean): Promise<number> {
    const change = on
      ? `INSERT INTO discussions.reply_upvotes (reply_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`
      : `DELETE FROM discussions.reply_upvotes WHERE reply_id = $1 AND user_id = $2 RETURNING 1`;
    const row = await this.one<{ upvotes: number }>(
      `WITH ch AS (${change}), upd AS (
         UPDATE discussions.replies r SET upvotes = r.upvotes + ${on ? 1 : -1} WHERE r.id = $1 AND EXISTS (SELECT 1 FROM ch) RETURNING r.upvotes
       )
       SELECT coalesce((SELECT upvotes FROM upd), (SELECT upvotes FROM discussions.replies WHERE id = $1)) AS upvotes`,
      [id, userId],
    );
    return row.upvotes;
  }

  async view(id: string, viewerId: string): Promise<ReplyView | undefined> {
    const row = await this.row<ReplyRow>(`${REPLY_VIEW_SELECT} WHERE r.id = $2`, [viewerId, id]);
    return row && toReplyView(row);
  }

  /** A discussion's approved replies and the viewer's own (any status), oldest first. */
  async ofDiscussion(discussionId: string, viewerId: string): Promise<ReplyView[]> {
    const rows = await this.rows<ReplyRow>(
      `${REPLY_VIEW_SELECT} WHERE r.discussion_id = $2 AND (r.moderation_status = 'approved' OR r.user_id = $1) ORDER BY r.created_at, r.id LIMIT 1000`,
      [viewerId, discussionId],
    );
    return rows.map(toReplyView);
  }

  /** Approved replies by any of these authors, newest first, with their discussion's title. */
  async approvedByAuthors(authorIds: string[], limit: number): Promise<FollowedUserReply[]> {
    const rows = await this.rows<{ id: string; content: string; upvotes: number; created_at: Date; user_id: string; author_name: string; author_archetype: string | null; discussion_id: string; discussion_title: string }>(
      `SELECT r.id, r.content, r.upvotes, r.created_at, r.user_id, coalesce(a.name, '') AS author_name, a.voter_archetype AS author_archetype,
              d.id AS discussion_id, d.title AS discussion_title
         FROM discussions.replies r
         JOIN discussions.discussions d ON d.id = r.discussion_id AND d.moderation_status = 'approved'
         LEFT JOIN discussions.authors a ON a.user_id = r.user_id
        WHERE r.user_id = ANY($1::uuid[]) AND r.moderation_status = 'approved'
        ORDER BY r.created_at DESC, r.id LIMIT $2`,
      [authorIds, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      content: r.content,
      upvotes: r.upvotes,
      createdAt: new Date(r.created_at).toISOString(),
      user: { id: r.user_id, name: r.author_name, voterArchetype: r.author_archetype },
      discussion: { id: r.discussion_id, title: r.discussion_title },
    }));
  }
}

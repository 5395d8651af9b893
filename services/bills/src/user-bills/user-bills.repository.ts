import { Injectable } from '@nestjs/common';
import type { BillModerationOutput, AiProvenance, SupportType, UserBill, UserBillStatus } from '@civic/contracts';
import { columnList, SqlRepository } from '@civic/service-kit';

/** bills.user_bills, the columns a view reads (one list: every read maps it with toUserBill). */
const VIEW_COLUMNS = [
  'id', 'user_id', 'title', 'description', 'full_text', 'policy_area', 'tags', 'is_public', 'moderation_status', 'revision',
  'review_error', 'constitutionality_score', 'decency_score', 'overall_score', 'constitutionality_assessment', 'decency_assessment',
  'rejection_reasons', 'recommendations', 'moderation_timestamp', 'submission_date', 'last_modified', 'support_count', 'oppose_count',
  'review_state', 'removed', 'review_reason', 'review_request_id',
  // The one appeal used (ADR 0020): an expression, so every read and RETURNING carries it.
  'EXISTS (SELECT 1 FROM bills.appeals a WHERE a.post_id = user_bills.id) AS appealed',
] as const;
const VIEW = columnList(VIEW_COLUMNS);

interface UserBillRow {
  id: string;
  user_id: string;
  title: string;
  description: string;
  full_text: string;
  policy_area: string | null;
  tags: string[];
  is_public: boolean;
  moderation_status: UserBillStatus;
  revision: number;
  review_error: string | null;
  constitutionality_score: number | null;
  decency_score: number | null;
  overall_score: number | null;
  constitutionality_assessment: string | null;
  decency_assessment: string | null;
  rejection_reasons: string[];
  recommendations: string | null;
  moderation_timestamp: Date | null;
  submission_date: Date;
  last_modified: Date;
  support_count: number;
  oppose_count: number;
  review_state: 'reported' | 'appealed' | null;
  removed: boolean;
  review_reason: string | null;
  review_request_id: string | null;
  appealed: boolean;
}

/** A stored user bill: the contract view plus what the service's rules need. */
export interface StoredUserBill {
  view: UserBill;
  revision: number;
  /** The last review request's event id: a published bill re-checked takes only that request's verdict. */
  reviewRequestId: string | null;
}

function toUserBill(r: UserBillRow): StoredUserBill {
  return {
    revision: r.revision,
    reviewRequestId: r.review_request_id,
    view: {
      id: r.id,
      userId: r.user_id,
      authorName: null,
      title: r.title,
      description: r.description,
      fullText: r.full_text,
      policyArea: r.policy_area,
      tags: r.tags,
      isPublic: r.is_public,
      moderationStatus: r.moderation_status,
      moderationScore: r.overall_score,
      constitutionalityScore: r.constitutionality_score,
      decencyScore: r.decency_score,
      overallScore: r.overall_score,
      constitutionalityAssessment: r.constitutionality_assessment,
      decencyAssessment: r.decency_assessment,
      rejectionReasons: r.rejection_reasons,
      recommendations: r.recommendations,
      moderationTimestamp: r.moderation_timestamp?.toISOString() ?? null,
      reviewDelayed: r.moderation_status === 'pending' && r.review_error !== null,
      submissionDate: r.submission_date.toISOString(),
      lastModified: r.last_modified.toISOString(),
      supportCount: r.support_count,
      opposeCount: r.oppose_count,
      // The caller's own choice and report are per viewer: the service fills them in (supportsOf, reportedOf).
      mySupport: null,
      hasUserReported: false,
      reviewState: r.review_state,
      appealed: r.appealed,
      removed: r.removed,
      moderatorReason: r.review_reason,
    },
  };
}

/** The editable content of a user bill. */
export interface UserBillContent {
  title: string;
  description: string;
  fullText: string;
  policyArea: string | null;
  tags: string[];
  isPublic: boolean;
}

/** bills.user_bills: proposals written by users, their review state and verdicts. */
@Injectable()
export class UserBillsRepository extends SqlRepository {
  async insert(userId: string, c: UserBillContent, status: 'draft' | 'pending'): Promise<StoredUserBill> {
    const row = await this.one<UserBillRow>(
      `INSERT INTO bills.user_bills (user_id, title, description, full_text, policy_area, tags, is_public, moderation_status, revision)
       VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8, CASE WHEN $8 = 'pending' THEN 1 ELSE 0 END)
       RETURNING ${VIEW}`,
      [userId, c.title, c.description, c.fullText, c.policyArea, c.tags, c.isPublic, status],
    );
    return toUserBill(row);
  }

  async find(id: string): Promise<StoredUserBill | undefined> {
    const row = await this.row<UserBillRow>(`SELECT ${VIEW} FROM bills.user_bills WHERE id = $1`, [id]);
    return row && toUserBill(row);
  }

  /** The bill, locked until the transaction ends (edits, deletes and verdicts serialize on it). */
  async lock(id: string): Promise<StoredUserBill | undefined> {
    const row = await this.row<UserBillRow>(`SELECT ${VIEW} FROM bills.user_bills WHERE id = $1 FOR UPDATE`, [id]);
    return row && toUserBill(row);
  }

  async listByAuthor(userId: string, status?: UserBillStatus): Promise<UserBill[]> {
    const rows = await this.rows<UserBillRow>(
      `SELECT ${VIEW} FROM bills.user_bills WHERE user_id = $1 AND ($2::text IS NULL OR moderation_status = $2)
       ORDER BY submission_date DESC, id`,
      [userId, status ?? null],
    );
    return rows.map((r) => toUserBill(r).view);
  }

  /** An author's bills, newest first; `publicOnly` keeps the approved and public ones. */
  async byAuthor(userId: string, publicOnly: boolean, limit: number): Promise<UserBill[]> {
    const rows = await this.rows<UserBillRow>(
      `SELECT ${VIEW} FROM bills.user_bills WHERE user_id = $1 AND (NOT $2 OR (moderation_status = 'approved' AND is_public))
       ORDER BY submission_date DESC, id LIMIT $3`,
      [userId, publicOnly, limit],
    );
    return rows.map((r) => toUserBill(r).view);
  }

  async listPublic(limit: number, offset: number): Promise<UserBill[]> {
    const rows = await this.rows<UserBillRow>(
      `SELECT ${VIEW} FROM bills.user_bills WHERE moderation_status = 'approved' AND is_public
       ORDER BY submission_date DESC, id LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return rows.map((r) => toUserBill(r).view);
  }

  /** Rewrites a draft's content; `submit` makes it pending at the next revision. */
  async updateDraft(id: string, c: UserBillContent, submit: boolean): Promise<StoredUserBill> {
    const row = await this.one<UserBillRow>(
      `UPDATE bills.user_bills SET title = $2, description = $3, full_text = $4, policy_area = $5, tags = $6::text[], is_public = $7,
         moderation_status = CASE WHEN $8 THEN 'pending' ELSE moderation_status END,
         revision = revision + CASE WHEN $8 THEN 1 ELSE 0 END,
         submission_date = CASE WHEN $8 THEN now() ELSE submission_date END,
         review_reason = CASE WHEN $8 THEN NULL ELSE review_reason END,
         last_modified = now()
       WHERE id = $1 RETURNING ${VIEW}`,
      [id, c.title, c.description, c.fullText, c.policyArea, c.tags, c.isPublic, submit],
    );
    return toUserBill(row);
  }

  async delete(id: string): Promise<void> {
    await this.db.query(`DELETE FROM bills.user_bills WHERE id = $1`, [id]);
  }

  /** Remembers the outstanding review request and clears a recorded failure (a new request is out). */
  async markReviewRequested(id: string, requestEventId: string): Promise<void> {
    await this.db.query(`UPDATE bills.user_bills SET review_request_id = $2, review_error = NULL WHERE id = $1`, [id, requestEventId]);
  }

  async applyVerdict(id: string, v: BillModerationOutput, provenance: AiProvenance): Promise<StoredUserBill> {
    const row = await this.one<UserBillRow>(
      `UPDATE bills.user_bills SET moderation_status = $2, ai_decision = $2, constitutionality_score = $3, decency_score = $4, overall_score = $5,
         constitutionality_assessment = $6, decency_assessment = $7, rejection_reasons = $8::text[], recommendations = $9,
         moderation_provider = $10, moderation_model = $11, moderation_prompt_version = $12, moderation_timestamp = now(),
         review_error = NULL, last_modified = now()
       WHERE id = $1 RETURNING ${VIEW}`,
      [
        id, v.decision, v.constitutionalityScore, v.decencyScore, v.overallScore, v.constitutionalityAssessment, v.decencyAssessment,
        v.rejectionReasons, v.recommendations.length ? v.recommendations.join('\n') : null,
        provenance.provider, provenance.model, provenance.promptVersion,
      ],
    );
    return toUserBill(row);
  }

  async recordReviewFailure(id: string, error: string, attempts: number): Promise<StoredUserBill> {
    const row = await this.one<UserBillRow>(
      `UPDATE bills.user_bills SET review_error = $2, review_attempts = review_attempts + $3 WHERE id = $1 RETURNING ${VIEW}`,
      [id, error.slice(0, 2000) || 'review failed', Math.max(1, attempts)],
    );
    return toUserBill(row);
  }

  /** Pending bills whose review could not be produced (for the operator's re-request); not those with a moderator. */
  async delayedIds(): Promise<string[]> {
    const rows = await this.rows<{ id: string }>(`SELECT id FROM bills.user_bills WHERE moderation_status = 'pending' AND review_error IS NOT NULL AND review_state IS NULL ORDER BY id`);
    return rows.map((r) => r.id);
  }

  /**
   * Published bills whose approval came from the AI, not from a moderator (a person's approval is
   * not second-guessed by a machine), and not hidden or appealed: what `bills:remoderate --approved`
   * may re-check. With ids, only those among them.
   */
  async approvedByTheAiIds(ids: string[] | null): Promise<string[]> {
    const rows = await this.rows<{ id: string }>(
      `SELECT id FROM bills.user_bills b WHERE moderation_status = 'approved' AND review_state IS NULL AND NOT removed
         AND NOT EXISTS (SELECT 1 FROM bills.moderation_log l WHERE l.post_id = b.id AND l.action = 'approved' AND l.actor_id IS NOT NULL)
         AND ($1::uuid[] IS NULL OR id = ANY($1::uuid[]))
       ORDER BY id`,
      [ids],
    );
    return rows.map((r) => r.id);
  }

  /** The viewer's choices on the given bills, by bill id (one statement for a page). */
  async supportsOf(userId: string, billIds: string[]): Promise<Map<string, SupportType>> {
    if (!billIds.length) return new Map();
    const rows = await this.rows<{ bill_id: string; support_type: SupportType }>(
      `SELECT bill_id, support_type FROM bills.user_bill_supports WHERE user_id = $1 AND bill_id = ANY($2::uuid[])`,
      [userId, billIds],
    );
    return new Map(rows.map((r) => [r.bill_id, r.support_type]));
  }

  /** Which of the given bills the viewer reported (one statement for a page). */
  async reportedOf(userId: string, billIds: string[]): Promise<Set<string>> {
    if (!billIds.length) return new Set();
    const rows = await this.rows<{ post_id: string }>(
      `SELECT post_id FROM bills.reports WHERE post_type = 'user_bill' AND reporter_id = $1 AND post_id = ANY($2::uuid[])`,
      [userId, billIds],
    );
    return new Set(rows.map((r) => r.post_id));
  }

  /**
   * Sets (or with null, removes) the voter's choice and moves the bill's counters by the
   * difference, in the caller's transaction (the bill row is locked first). Returns the previous choice.
   */
  async setSupport(billId: string, authorId: string, userId: string, choice: SupportType | null): Promise<SupportType | null> {
    const before = await this.row<{ support_type: SupportType }>(
      `SELECT support_type FROM bills.user_bill_supports WHERE bill_id = $1 AND user_id = $2`,
      [billId, userId],
    );
    const previous = before?.support_type ?? null;
    if (previous === choice) return previous;
    if (choice === null) {
      await this.db.query(`DELETE FROM bills.user_bill_supports WHERE bill_id = $1 AND user_id = $2`, [billId, userId]);
    } else {
      await this.db.query(
        `INSERT INTO bills.user_bill_supports (bill_id, user_id, author_id, support_type) VALUES ($1, $2, $3, $4)
         ON CONFLICT (bill_id, user_id) DO UPDATE SET support_type = EXCLUDED.support_type, updated_at = now()`,
        [billId, userId, authorId, choice],
      );
    }
    const delta = (t: SupportType) => (choice === t ? 1 : 0) - (previous === t ? 1 : 0);
    await this.db.query(`UPDATE bills.user_bills SET support_count = support_count + $2, oppose_count = oppose_count + $3 WHERE id = $1`, [
      billId, delta('support'), delta('oppose'),
    ]);
    return previous;
  }

  /** Counts by status, for /metrics. */
  async countByStatus(): Promise<{ status: string; delayed: boolean; count: number }[]> {
    const rows = await this.rows<{ status: string; delayed: boolean; count: string }>(
      `SELECT moderation_status AS status, (review_error IS NOT NULL) AS delayed, count(*) AS count FROM bills.user_bills GROUP BY 1, 2`,
    );
    return rows.map((r) => ({ status: r.status, delayed: r.delayed, count: Number(r.count) }));
  }
}

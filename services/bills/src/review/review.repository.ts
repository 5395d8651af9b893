import { Injectable } from '@nestjs/common';
import type { AiVerdictView, ReviewQueueItem } from '@civic/contracts';
import { iso, ReviewTables } from '@civic/service-kit';

/** What the review rules need of a locked user bill, with what the AI said of its current revision. */
export interface ReviewBill {
  id: string;
  user_id: string;
  title: string;
  is_public: boolean;
  moderation_status: string;
  review_state: 'reported' | 'appealed' | null;
  removed: boolean;
  moderation_provider: string | null;
  moderation_model: string | null;
  ai_decision: 'approved' | 'rejected' | null;
}

interface QueueRow extends ReviewBill {
  review_since: Date;
  description: string;
  rejection_reasons: string[];
  review_reason: string | null;
  constitutionality_score: number | null;
  decency_score: number | null;
  overall_score: number | null;
}

const COLUMNS = `id, user_id, title, is_public, moderation_status, review_state, removed, moderation_provider, moderation_model, ai_decision`;

/**
 * The review state of user bills (ADR 0020): the queue on bills.user_bills' rows, and the shared
 * reports, appeals and append-only log tables in the bills schema. Writers lock the bill first.
 */
@Injectable()
export class BillReviewRepository extends ReviewTables {
  protected readonly schema = 'bills';

  lockBill(id: string): Promise<ReviewBill | undefined> {
    return this.row<ReviewBill>(`SELECT ${COLUMNS} FROM bills.user_bills WHERE id = $1 FOR UPDATE`, [id]);
  }

  /** Puts the bill in the queue; a hide (reports) takes it out of sight: pending, which no public read shows. */
  async enqueue(id: string, state: 'reported' | 'appealed', status?: 'pending'): Promise<void> {
    await this.db.query(
      `UPDATE bills.user_bills SET review_state = $2, review_since = now(), moderation_status = coalesce($3, moderation_status), last_modified = now() WHERE id = $1`,
      [id, state, status ?? null],
    );
  }

  /** An operator's decision: approved, rejected, or rejected and removed for good; out of the queue. */
  async decide(id: string, outcome: 'approved' | 'rejected' | 'removed', reason: string | null): Promise<void> {
    await this.db.query(
      `UPDATE bills.user_bills SET moderation_status = $2, removed = $3, review_reason = $4, review_state = NULL, review_since = NULL, last_modified = now() WHERE id = $1`,
      [id, outcome === 'approved' ? 'approved' : 'rejected', outcome === 'removed', reason],
    );
  }

  /** Hidden and appealed bills, oldest in the queue first, with the AI's verdict, scores, reports and appeal (names: the gateway's). */
  async queue(limit: number): Promise<ReviewQueueItem[]> {
    const rows = await this.rows<QueueRow>(
      `SELECT ${COLUMNS}, review_since, description, rejection_reasons, review_reason, constitutionality_score, decency_score, overall_score
         FROM bills.user_bills WHERE review_state IS NOT NULL ORDER BY review_since, id LIMIT $1`,
      [limit],
    );
    const { reports, appeals } = await this.openReportsAndAppeals(rows.map((r) => r.id));
    return rows.map((r) => {
      const appeal = appeals.find((a) => a.post_id === r.id);
      return {
        itemType: 'user_bill' as const,
        itemId: r.id,
        discussionId: null,
        queue: r.review_state!,
        since: iso(r.review_since),
        status: r.moderation_status,
        title: r.title,
        content: r.description,
        author: { id: r.user_id, name: '' },
        rejectionReason: r.review_reason,
        ai: billVerdictOf(r, r),
        reports: reports.filter((p) => p.post_id === r.id).map((p) => ({ reason: p.reason, note: p.note, createdAt: iso(p.created_at) })),
        appeal: appeal ? { note: appeal.note, createdAt: iso(appeal.created_at) } : null,
      };
    });
  }
}

/** What the AI said of the bill's current revision (null: no verdict yet). */
export function billVerdictOf(
  b: ReviewBill,
  scores?: Pick<QueueRow, 'constitutionality_score' | 'decency_score' | 'overall_score' | 'rejection_reasons'>,
): AiVerdictView | null {
  if (!b.moderation_provider || !b.moderation_model || !b.ai_decision) return null;
  return {
    decision: b.ai_decision,
    provider: b.moderation_provider,
    model: b.moderation_model,
    reasons: scores?.rejection_reasons ?? [],
    categories: [],
    scores: scores
      ? { constitutionality: scores.constitutionality_score ?? 0, decency: scores.decency_score ?? 0, overall: scores.overall_score ?? 0 }
      : null,
  };
}

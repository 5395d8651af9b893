import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropReviewTablesSql, reviewTablesSql } from '@civic/service-kit';

/**
 * People in the loop for user bills (ADR 0020), the same shape as discussions': a bill's place in
 * the review queue is on its row (`review_state`: hidden after reports, or appealed; the AI never
 * holds a bill), `removed` marks a bill a moderator removed (its status stays 'rejected', shown as
 * Rejected: final, no appeal, no resubmission), `review_reason` the moderator's reason; reports, appeals and the append-only
 * moderation_log are the shared tables (service-kit reviewTablesSql).
 */
export class UserBillReview1764800000000 implements MigrationInterface {
  name = 'UserBillReview1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE bills.user_bills
        ADD COLUMN review_state text CONSTRAINT user_bills_review_state_check CHECK (review_state IN ('reported', 'appealed')),
        ADD COLUMN review_since timestamptz,
        ADD COLUMN removed boolean NOT NULL DEFAULT false,
        -- A moderator's reason for a rejection or removal, shown to the author beside the AI's feedback.
        ADD COLUMN review_reason text,
        -- What the AI decided of the current revision, kept when a person decides otherwise (agreement, the queue).
        ADD COLUMN ai_decision text CONSTRAINT user_bills_ai_decision_check CHECK (ai_decision IN ('approved', 'rejected')),
        ADD CONSTRAINT user_bills_review_since_check CHECK ((review_state IS NULL) = (review_since IS NULL))`);
    await q.query(`UPDATE bills.user_bills SET ai_decision = moderation_status WHERE moderation_status IN ('approved', 'rejected')`);
    await q.query(`CREATE INDEX user_bills_review_queue ON bills.user_bills (review_since, id) WHERE review_state IS NOT NULL`);
    for (const sql of reviewTablesSql('bills', ['user_bill'])) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropReviewTablesSql('bills')) await q.query(sql);
    await q.query(`ALTER TABLE bills.user_bills DROP COLUMN review_state, DROP COLUMN review_since, DROP COLUMN removed, DROP COLUMN review_reason, DROP COLUMN ai_decision`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropReviewTablesSql, reviewTablesSql } from '@civic/service-kit';

/**
 * Events partner parties publish (issue #27 item 5, ADR 0031): who organizes one (the partner's
 * account and the party's name as it was when published) and where it is in moderation. Every
 * event before this one is a sample or seeded, so they are approved; a partner's event starts
 * pending and reaches voters only once approved. One the AI holds waits in the operators' review
 * queue (review_since; ADR 0020's reports, appeals and append-only log, for item type `event`).
 */
export class PartnerEvents1764900000100 implements MigrationInterface {
  name = 'PartnerEvents1764900000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE social.events
        ADD COLUMN organizer_id uuid,
        ADD COLUMN party text,
        ADD COLUMN moderation_status text NOT NULL DEFAULT 'approved',
        -- Why the AI rejected or held it (the partner reads it); null while pending or approved.
        ADD COLUMN moderation_reason text,
        -- The AI's word on the current revision: decision, reasons, categories, provider, model.
        ADD COLUMN moderation jsonb,
        -- The content revision a verdict must name; the request that is out, and a failure recorded.
        ADD COLUMN revision int NOT NULL DEFAULT 1,
        ADD COLUMN review_request_id text,
        ADD COLUMN review_error text,
        -- When a held event entered the operators' queue (oldest first).
        ADD COLUMN review_since timestamptz,
        ADD CONSTRAINT events_moderation_status CHECK (moderation_status IN ('pending', 'held', 'approved', 'rejected')),
        ADD CONSTRAINT events_organized_by_party CHECK ((organizer_id IS NULL) = (party IS NULL)),
        ADD CONSTRAINT events_sample_not_organized CHECK (NOT (is_sample AND organizer_id IS NOT NULL))`);
    await q.query(`CREATE INDEX events_by_organizer ON social.events (organizer_id, created_at DESC) WHERE organizer_id IS NOT NULL`);
    await q.query(`CREATE INDEX events_held ON social.events (review_since) WHERE moderation_status = 'held'`);
    for (const sql of reviewTablesSql('social', ['event'])) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropReviewTablesSql('social')) await q.query(sql);
    await q.query(`DROP INDEX IF EXISTS social.events_held`);
    await q.query(`DROP INDEX IF EXISTS social.events_by_organizer`);
    await q.query(`DELETE FROM social.events WHERE organizer_id IS NOT NULL`);
    await q.query(`
      ALTER TABLE social.events
        DROP CONSTRAINT events_sample_not_organized, DROP CONSTRAINT events_organized_by_party, DROP CONSTRAINT events_moderation_status,
        DROP COLUMN review_since, DROP COLUMN review_error, DROP COLUMN review_request_id, DROP COLUMN revision, DROP COLUMN moderation,
        DROP COLUMN moderation_reason, DROP COLUMN moderation_status, DROP COLUMN party, DROP COLUMN organizer_id`);
  }
}

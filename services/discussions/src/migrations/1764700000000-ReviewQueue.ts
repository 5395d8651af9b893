import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * People in the loop (ADR 0020). A post's place in the review queue is on its row
 * (`review_state`: held by the AI, hidden after reports, appealed; `review_since` orders the
 * queue); reports and appeals are their own tables (one report per user and post, one appeal per
 * post); every step is a row of moderation_log, which a trigger keeps append-only. A post an
 * operator removes is 'removed' (final, no appeal).
 */
export class ReviewQueue1764700000000 implements MigrationInterface {
  name = 'ReviewQueue1764700000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['discussions', 'replies']) {
      await q.query(`ALTER TABLE discussions.${table} DROP CONSTRAINT ${table}_status_check`);
      await q.query(`ALTER TABLE discussions.${table} ADD CONSTRAINT ${table}_status_check CHECK (moderation_status IN ('pending', 'approved', 'rejected', 'removed'))`);
      await q.query(`
        ALTER TABLE discussions.${table}
          ADD COLUMN review_state text CONSTRAINT ${table}_review_state_check CHECK (review_state IN ('held', 'reported', 'appealed')),
          ADD COLUMN review_since timestamptz,
          ADD CONSTRAINT ${table}_review_since_check CHECK ((review_state IS NULL) = (review_since IS NULL))`);
      await q.query(`CREATE INDEX ${table}_review_queue ON discussions.${table} (review_since, id) WHERE review_state IS NOT NULL`);
    }
    const postType = `post_type text NOT NULL CHECK (post_type IN ('discussion', 'reply'))`;
    await q.query(`
      CREATE TABLE discussions.reports (
        ${postType},
        post_id uuid NOT NULL,
        reporter_id uuid NOT NULL,
        reason text NOT NULL CHECK (reason IN ('spam', 'harassment', 'hate', 'misinformation', 'off_topic', 'other')),
        note text CHECK (char_length(note) <= 500),
        created_at timestamptz NOT NULL DEFAULT now(),
        -- Set when an operator decides: later reports count afresh toward the threshold.
        resolved_at timestamptz,
        PRIMARY KEY (post_type, post_id, reporter_id)
      )`);
    await q.query(`CREATE INDEX reports_by_reporter ON discussions.reports (reporter_id, created_at)`);
    await q.query(`
      CREATE TABLE discussions.appeals (
        ${postType},
        post_id uuid NOT NULL,
        author_id uuid NOT NULL,
        note text NOT NULL CHECK (char_length(note) BETWEEN 1 AND 500),
        created_at timestamptz NOT NULL DEFAULT now(),
        outcome text CHECK (outcome IN ('approved', 'rejected', 'removed')),
        decided_at timestamptz,
        PRIMARY KEY (post_type, post_id)
      )`);
    await q.query(`
      CREATE TABLE discussions.moderation_log (
        id bigserial PRIMARY KEY,
        ${postType},
        post_id uuid NOT NULL,
        -- Who: an operator, the author (an appeal), or null for the system (the AI, reports).
        actor_id uuid,
        action text NOT NULL CHECK (action IN ('held', 'hidden', 'appealed', 'approved', 'rejected', 'removed')),
        reason text,
        -- The queue it was in (for decisions), and what the AI had said of that revision.
        queue text CHECK (queue IN ('held', 'reported', 'appealed')),
        ai_decision text,
        provider text,
        model text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX moderation_log_newest ON discussions.moderation_log (created_at DESC, id DESC)`);
    await q.query(`
      CREATE FUNCTION discussions.moderation_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'discussions.moderation_log is append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER moderation_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON discussions.moderation_log
      FOR EACH STATEMENT EXECUTE FUNCTION discussions.moderation_log_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS discussions.moderation_log`);
    await q.query(`DROP FUNCTION IF EXISTS discussions.moderation_log_append_only()`);
    await q.query(`DROP TABLE IF EXISTS discussions.appeals`);
    await q.query(`DROP TABLE IF EXISTS discussions.reports`);
    for (const table of ['discussions', 'replies']) {
      await q.query(`ALTER TABLE discussions.${table} DROP COLUMN review_state, DROP COLUMN review_since`);
      await q.query(`UPDATE discussions.${table} SET moderation_status = 'rejected' WHERE moderation_status = 'removed'`);
      await q.query(`ALTER TABLE discussions.${table} DROP CONSTRAINT ${table}_status_check`);
      await q.query(`ALTER TABLE discussions.${table} ADD CONSTRAINT ${table}_status_check CHECK (moderation_status IN ('pending', 'approved', 'rejected'))`);
    }
  }
}

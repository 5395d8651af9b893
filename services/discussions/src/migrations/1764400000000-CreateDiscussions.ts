import { MigrationInterface, QueryRunner } from 'typeorm';
import { outboxInboxSql } from '@civic/service-kit';

/**
 * The discussions schema (DESIGN §3, SPEC §3): discussions, replies and their upvotes, the
 * per-archetype upvote counts the feed ranks by, read models fed by events (authors from
 * identity, discussable bills from bills), outbox and inbox.
 *
 * Counters (upvotes, approved replies, per-archetype upvotes, the bridging sum) change in the
 * same transaction as the row that causes them. `rank_key` orders the feed: see
 * docs/feed-ranking.md — the decay is the same factor for every discussion at a given moment,
 * so the order is by a key that does not change with time, and an index serves the feed.
 */
export class CreateDiscussions1764400000000 implements MigrationInterface {
  name = 'CreateDiscussions1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE discussions.authors (
        user_id uuid PRIMARY KEY,
        name text NOT NULL,
        voter_archetype text,
        observed_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE discussions.bills (
        bill_type text NOT NULL CONSTRAINT bills_bill_type_check CHECK (bill_type IN ('congressional', 'user')),
        bill_id text NOT NULL,
        bill_number text,
        congress integer NOT NULL DEFAULT 0,
        title text NOT NULL,
        policy_area text,
        -- A user bill's author (user_bill_comment notifications), null for congressional bills.
        author_id uuid,
        -- Congressional: active (synthesized). User: approved and public.
        discussable boolean NOT NULL,
        observed_at timestamptz NOT NULL,
        PRIMARY KEY (bill_type, bill_id)
      )`);
    // The bridging rank's time-free key (docs/feed-ranking.md): log2 of the weight plus the
    // creation time in half-lives. IMMUTABLE holds: an epoch does not depend on the time zone.
    await q.query(`
      CREATE FUNCTION discussions.rank_key(bridging double precision, replies integer, created_at timestamptz)
      RETURNS double precision LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT ln(bridging + 0.25 * ln(1 + replies) / ln(2) + 1) / ln(2) + extract(epoch FROM created_at)::double precision / (72 * 3600)
      $$`);
    const status = (table: string) =>
      `moderation_status text NOT NULL DEFAULT 'pending' CONSTRAINT ${table}_status_check CHECK (moderation_status IN ('pending', 'approved', 'rejected'))`;
    await q.query(`
      CREATE TABLE discussions.discussions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        bill_type text NOT NULL CONSTRAINT discussions_bill_type_check CHECK (bill_type IN ('congressional', 'user')),
        bill_id text NOT NULL,
        user_id uuid NOT NULL,
        title text NOT NULL CONSTRAINT discussions_title_check CHECK (char_length(title) BETWEEN 1 AND 200),
        content text NOT NULL CONSTRAINT discussions_content_check CHECK (char_length(content) BETWEEN 1 AND 2000),
        upvotes integer NOT NULL DEFAULT 0 CONSTRAINT discussions_upvotes_check CHECK (upvotes >= 0),
        reply_count integer NOT NULL DEFAULT 0 CONSTRAINT discussions_reply_count_check CHECK (reply_count >= 0),
        bridging double precision NOT NULL DEFAULT 0 CONSTRAINT discussions_bridging_check CHECK (bridging >= 0),
        ${status('discussions')},
        rejection_reason text,
        content_version integer NOT NULL DEFAULT 1,
        moderation jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        rank_key double precision GENERATED ALWAYS AS (discussions.rank_key(bridging, reply_count, created_at)) STORED
      )`);
    await q.query(`CREATE INDEX discussions_feed ON discussions.discussions (rank_key DESC, id) WHERE moderation_status = 'approved'`);
    await q.query(`CREATE INDEX discussions_of_bill ON discussions.discussions (bill_type, bill_id, created_at DESC) WHERE moderation_status = 'approved'`);
    await q.query(`CREATE INDEX discussions_of_user ON discussions.discussions (user_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE discussions.discussion_upvotes (
        discussion_id uuid NOT NULL REFERENCES discussions.discussions (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        -- The upvoter's archetype when they upvoted ('none' before the survey): a take-back
        -- leaves the same bucket it joined.
        archetype text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (discussion_id, user_id)
      )`);
    await q.query(`
      CREATE TABLE discussions.discussion_archetype_upvotes (
        discussion_id uuid NOT NULL REFERENCES discussions.discussions (id) ON DELETE CASCADE,
        archetype text NOT NULL,
        upvotes integer NOT NULL CONSTRAINT discussion_archetype_upvotes_check CHECK (upvotes >= 0),
        PRIMARY KEY (discussion_id, archetype)
      )`);
    await q.query(`
      CREATE TABLE discussions.replies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        discussion_id uuid NOT NULL REFERENCES discussions.discussions (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        content text NOT NULL CONSTRAINT replies_content_check CHECK (char_length(content) BETWEEN 1 AND 1000),
        upvotes integer NOT NULL DEFAULT 0 CONSTRAINT replies_upvotes_check CHECK (upvotes >= 0),
        ${status('replies')},
        rejection_reason text,
        content_version integer NOT NULL DEFAULT 1,
        moderation jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX replies_of_discussion ON discussions.replies (discussion_id, created_at, id)`);
    await q.query(`CREATE INDEX replies_of_user ON discussions.replies (user_id, discussion_id)`);
    await q.query(`
      CREATE TABLE discussions.reply_upvotes (
        reply_id uuid NOT NULL REFERENCES discussions.replies (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (reply_id, user_id)
      )`);
    for (const sql of outboxInboxSql('discussions')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['reply_upvotes', 'replies', 'discussion_archetype_upvotes', 'discussion_upvotes', 'discussions', 'bills', 'authors', 'outbox', 'inbox']) {
      await q.query(`DROP TABLE IF EXISTS discussions.${t}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS discussions.rank_key(double precision, integer, timestamptz)`);
  }
}

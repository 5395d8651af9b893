import { MigrationInterface, QueryRunner } from 'typeorm';
import { outboxInboxSql } from '@civic/service-kit';

/**
 * The social schema (SPEC §3 user_follow, event; DESIGN §3): users as identity publishes them (a
 * read model), follows (a unique pair, never yourself), local events with their attendance and
 * the RSVPs that make it up (attendance moves in the RSVP's transaction and never passes
 * max_attendance), outbox and inbox.
 */
export class CreateSocial1764600000000 implements MigrationInterface {
  name = 'CreateSocial1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE social.users (
        user_id uuid PRIMARY KEY,
        name text NOT NULL,
        voter_archetype text,
        city text,
        state text,
        congressional_district text,
        observed_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX users_by_district ON social.users (congressional_district) WHERE congressional_district IS NOT NULL`);
    await q.query(`
      CREATE TABLE social.follows (
        follower_id uuid NOT NULL,
        following_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (follower_id, following_id),
        CONSTRAINT follows_not_self CHECK (follower_id <> following_id)
      )`);
    await q.query(`CREATE INDEX follows_by_following ON social.follows (following_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE social.events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        district text NOT NULL,
        location text NOT NULL,
        event_name text NOT NULL,
        event_description text NOT NULL,
        event_date timestamptz NOT NULL,
        attendance int NOT NULL DEFAULT 0,
        max_attendance int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_max_attendance CHECK (max_attendance >= 1),
        CONSTRAINT events_attendance CHECK (attendance >= 0 AND attendance <= max_attendance)
      )`);
    await q.query(`CREATE INDEX events_by_district ON social.events (district, event_date)`);
    await q.query(`
      CREATE TABLE social.rsvps (
        event_id uuid NOT NULL REFERENCES social.events (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, user_id)
      )`);
    await q.query(`CREATE INDEX rsvps_by_user ON social.rsvps (user_id)`);
    for (const sql of outboxInboxSql('social')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['rsvps', 'events', 'follows', 'users', 'outbox', 'inbox']) await q.query(`DROP TABLE IF EXISTS social.${t}`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events people can go to (issue #24): a venue and a street address, an end, the time zone the
 * event is held in, and whether it is a generated sample. Until now only the seeder wrote
 * events, all with made-up places, so they are removed (their RSVPs with them) and every district
 * with users is seeded again at start with samples that say so.
 */
export class EventPlacesAndTimes1764700024102 implements MigrationInterface {
  name = 'EventPlacesAndTimes1764700024102';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM social.events`);
    await q.query(`
      ALTER TABLE social.events
        ADD COLUMN venue text NOT NULL DEFAULT '',
        ADD COLUMN street_address text NOT NULL DEFAULT '',
        -- Null: two hours after the start.
        ADD COLUMN end_date timestamptz,
        ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC',
        ADD COLUMN is_sample boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT events_end_after_start CHECK (end_date IS NULL OR end_date > event_date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE social.events DROP CONSTRAINT events_end_after_start,
        DROP COLUMN venue, DROP COLUMN street_address, DROP COLUMN end_date, DROP COLUMN time_zone, DROP COLUMN is_sample`);
  }
}

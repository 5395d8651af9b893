import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each change of a user's congressional district, so moves can be limited per day: every move
 * re-homes all the user's archetype votes (and their district tallies). A user's first district
 * is recorded with counted = false: finishing onboarding is not a move.
 */
export class CreateDistrictMoves1763800002000 implements MigrationInterface {
  name = 'CreateDistrictMoves1763800002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE identity.district_moves (
        user_id uuid NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
        moved_at timestamptz NOT NULL DEFAULT now(),
        from_district text,
        to_district text,
        counted boolean NOT NULL
      )`);
    await q.query(`CREATE INDEX district_moves_user_time ON identity.district_moves (user_id, moved_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE identity.district_moves`);
  }
}

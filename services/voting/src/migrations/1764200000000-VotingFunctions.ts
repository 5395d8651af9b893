import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MigrationInterface, QueryRunner } from 'typeorm';

/** The one source of the rules that run inside PostgreSQL (the tally rule, the cast); the build copies it next to this file's folder. */
export const VOTING_FUNCTIONS_FILE = join(__dirname, '..', 'sql', 'voting-functions.sql');

/**
 * Applies sql/voting-functions.sql (every statement CREATE OR REPLACE). The file is read when the
 * migration runs, so it is the only text of those functions; a later change to a rule ships as a
 * new migration that applies the file again.
 */
export class VotingFunctions1764200000000 implements MigrationInterface {
  name = 'VotingFunctions1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(readFileSync(VOTING_FUNCTIONS_FILE, 'utf8'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS voting.cast_vote(uuid, text, text)`);
    await q.query(`DROP FUNCTION IF EXISTS voting.tally_add(text, text, text, text, integer)`);
    await q.query(`DROP FUNCTION IF EXISTS voting.tally_counts(text, text, integer)`);
  }
}

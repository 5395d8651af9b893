import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reason behind each archetype's suggested vote on a bill (issue #23), kept next to the
 * suggestions so My Votes and the vote sheet can say why ("Suggested Oppose: you weigh Liberty
 * highly and …"). Bills activated before this keep '{}' until they are synthesized again.
 */
export class ArchetypeReasons1764230000000 implements MigrationInterface {
  name = 'ArchetypeReasons1764230000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE voting.active_bills
        ADD COLUMN archetype_reasons jsonb NOT NULL DEFAULT '{}'
          CONSTRAINT active_bills_archetype_reasons_check CHECK (jsonb_typeof(archetype_reasons) = 'object')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE voting.active_bills DROP COLUMN archetype_reasons`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ZIP Code Tabulation Area → congressional district, loaded by `npm run import:districts`
 * (or DISTRICTS_FILE at start-up). One row per district a ZCTA touches; `share` is the part of
 * the ZCTA's land in that district, null when the source file carries no areas.
 */
export class CreateZctaDistricts1763800001000 implements MigrationInterface {
  name = 'CreateZctaDistricts1763800001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE identity.zcta_districts (
        zcta text NOT NULL CHECK (zcta ~ '^[0-9]{5}$'),
        state text NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
        district text NOT NULL CHECK (district ~ '^[A-Z]{2}-([0-9]{2}|AL)$'),
        share numeric(7, 6) CHECK (share IS NULL OR share BETWEEN 0 AND 1),
        PRIMARY KEY (zcta, district)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE identity.zcta_districts`);
  }
}

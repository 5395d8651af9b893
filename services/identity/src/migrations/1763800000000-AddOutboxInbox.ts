import { MigrationInterface, QueryRunner } from 'typeorm';
import { outboxInboxSql } from '@civic/service-kit';

/** Transactional outbox (user.voter-profile-changed.v1 and later events) and inbox for identity. */
export class AddOutboxInbox1763800000000 implements MigrationInterface {
  name = 'AddOutboxInbox1763800000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of outboxInboxSql('identity')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE identity.inbox`);
    await q.query(`DROP TABLE identity.outbox`);
  }
}

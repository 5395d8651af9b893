import { Injectable } from '@nestjs/common';
import { SqlRepository } from '@civic/service-kit';
import type { DiscussionBillType } from '@civic/contracts';

/** A bill as discussions know it (fed by bill.synthesized.v1 and user-bill.moderated.v1). */
export interface KnownBill {
  bill_type: DiscussionBillType;
  bill_id: string;
  title: string;
  author_id: string | null;
  discussable: boolean;
}

/**
 * The read models other services feed by events: authors (name and archetype from identity) and
 * the bills one may discuss (from bills). Each upsert applies only what is newer than what it has,
 * so events arriving out of order never go back in time.
 */
@Injectable()
export class ReadModelsRepository extends SqlRepository {
  async upsertAuthor(a: { userId: string; name: string; voterArchetype: string | null; observedAt: string }): Promise<void> {
    await this.db.query(
      `INSERT INTO discussions.authors (user_id, name, voter_archetype, observed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, voter_archetype = EXCLUDED.voter_archetype, observed_at = EXCLUDED.observed_at
       WHERE discussions.authors.observed_at <= EXCLUDED.observed_at`,
      [a.userId, a.name, a.voterArchetype, a.observedAt],
    );
  }

  async upsertBill(b: {
    billType: DiscussionBillType;
    billId: string;
    billNumber: string | null;
    congress: number;
    title: string;
    policyArea: string | null;
    authorId: string | null;
    discussable: boolean;
    observedAt: string;
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO discussions.bills (bill_type, bill_id, bill_number, congress, title, policy_area, author_id, discussable, observed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (bill_type, bill_id) DO UPDATE SET bill_number = EXCLUDED.bill_number, congress = EXCLUDED.congress, title = EXCLUDED.title,
         policy_area = EXCLUDED.policy_area, author_id = EXCLUDED.author_id, discussable = EXCLUDED.discussable, observed_at = EXCLUDED.observed_at
       WHERE discussions.bills.observed_at <= EXCLUDED.observed_at`,
      [b.billType, b.billId, b.billNumber, b.congress, b.title, b.policyArea, b.authorId, b.discussable, b.observedAt],
    );
  }

  bill(billType: DiscussionBillType, billId: string): Promise<KnownBill | undefined> {
    return this.row<KnownBill>(`SELECT bill_type, bill_id, title, author_id, discussable FROM discussions.bills WHERE bill_type = $1 AND bill_id = $2`, [billType, billId]);
  }

  async authorName(userId: string): Promise<string | undefined> {
    return (await this.row<{ name: string }>(`SELECT name FROM discussions.authors WHERE user_id = $1`, [userId]))?.name;
  }

  /** The archetype an upvote counts under: the voter's, or 'none' before the survey (one group). */
  async archetypeOf(userId: string): Promise<string> {
    const row = await this.row<{ voter_archetype: string | null }>(`SELECT voter_archetype FROM discussions.authors WHERE user_id = $1`, [userId]);
    return row?.voter_archetype ?? 'none';
  }
}

import { Injectable } from '@nestjs/common';
import type { VoteValue } from '@civic/contracts';
import { SqlRepository } from '@civic/service-kit';

export interface ActiveBillInput {
  billId: string;
  title: string;
  policyArea: string | null;
  archetypeVotes: Record<string, VoteValue>;
  /** The reason behind each suggestion, by archetype key. */
  archetypeReasons: Record<string, string>;
  synthesizedAt: string;
}

/** voting.active_bills: the read model of the bills that can be voted on, with fan-out bookkeeping. */
@Injectable()
export class ActiveBillsRepository extends SqlRepository {
  /**
   * Adds or refreshes an active bill. A new bill, or new suggestions for a known one, bumps the
   * fan-out version (the fan-out job of that version then runs). An older synthesis is ignored.
   */
  async upsert(b: ActiveBillInput): Promise<{ applied: boolean; fanoutVersion: number; fanoutPending: boolean }> {
    const row = await this.row<{ fanout_version: number; fanout_done_version: number }>(
      `INSERT INTO voting.active_bills AS b (bill_id, title, policy_area, archetype_votes, synthesized_at, archetype_reasons)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6::jsonb)
       ON CONFLICT (bill_id) DO UPDATE SET
         title = EXCLUDED.title,
         policy_area = EXCLUDED.policy_area,
         archetype_votes = EXCLUDED.archetype_votes,
         -- Reasons alone change no vote, so they never bump the fan-out version.
         archetype_reasons = EXCLUDED.archetype_reasons,
         synthesized_at = EXCLUDED.synthesized_at,
         fanout_version = b.fanout_version + CASE WHEN b.archetype_votes IS DISTINCT FROM EXCLUDED.archetype_votes THEN 1 ELSE 0 END,
         updated_at = now()
       WHERE b.synthesized_at <= EXCLUDED.synthesized_at
       RETURNING fanout_version, fanout_done_version`,
      [b.billId, b.title, b.policyArea, JSON.stringify(b.archetypeVotes), b.synthesizedAt, JSON.stringify(b.archetypeReasons)],
    );
    if (!row) return { applied: false, fanoutVersion: 0, fanoutPending: false };
    return { applied: true, fanoutVersion: row.fanout_version, fanoutPending: row.fanout_done_version < row.fanout_version };
  }

  /** Fan-outs not done yet, oldest bill first. */
  async pendingFanouts(): Promise<Array<{ billId: string; version: number }>> {
    const rows = await this.rows<{ bill_id: string; fanout_version: number }>(
      `SELECT bill_id, fanout_version FROM voting.active_bills WHERE fanout_done_version < fanout_version ORDER BY activated_at LIMIT 1000`,
    );
    return rows.map((r) => ({ billId: r.bill_id, version: r.fanout_version }));
  }

  async pendingFanoutCount(): Promise<number> {
    return (await this.one<{ n: number }>(`SELECT count(*)::int AS n FROM voting.active_bills WHERE fanout_done_version < fanout_version`)).n;
  }

  /**
   * Takes the bill's fan-out lock (until the caller's transaction ends) and answers its
   * suggestions and current fan-out version; undefined when the bill is unknown.
   */
  async lockForFanout(billId: string): Promise<{ archetypeVotes: Record<string, VoteValue>; fanoutVersion: number } | undefined> {
    await this.db.query(`SELECT pg_advisory_xact_lock(hashtextextended('voting:bill:' || $1, 0))`, [billId]);
    const row = await this.row<{ archetype_votes: Record<string, VoteValue>; fanout_version: number }>(
      `SELECT archetype_votes, fanout_version FROM voting.active_bills WHERE bill_id = $1`,
      [billId],
    );
    return row && { archetypeVotes: row.archetype_votes, fanoutVersion: row.fanout_version };
  }

  async markFanoutDone(billId: string, version: number): Promise<void> {
    await this.db.query(`UPDATE voting.active_bills SET fanout_done_version = $2 WHERE bill_id = $1 AND fanout_version = $2`, [billId, version]);
  }
}

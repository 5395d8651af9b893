import { Injectable } from '@nestjs/common';
import { SqlRepository } from '@civic/service-kit';

export interface VoterProfile {
  userId: string;
  district: string | null;
  archetypeKey: string | null;
  /** When identity's state was observed; an older observation never overwrites a newer one. */
  observedAt: string;
}

/** voting.voters: the read model of identity's voters (district, archetype). */
@Injectable()
export class VotersRepository extends SqlRepository {
  /**
   * Upserts the voter; `changed` when district or archetype moved (a first row counts as a change
   * when it knows either). `version` is the current one either way.
   */
  async upsert(p: VoterProfile): Promise<{ applied: boolean; changed: boolean; version: number }> {
    const row = await this.row<{ version: number; changed: boolean }>(
      `WITH prev AS (SELECT district, archetype_key FROM voting.voters WHERE user_id = $1)
       INSERT INTO voting.voters AS v (user_id, district, archetype_key, profile_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET
         district = EXCLUDED.district,
         archetype_key = EXCLUDED.archetype_key,
         profile_at = EXCLUDED.profile_at,
         profile_version = v.profile_version
           + CASE WHEN (v.district, v.archetype_key) IS DISTINCT FROM (EXCLUDED.district, EXCLUDED.archetype_key) THEN 1 ELSE 0 END,
         updated_at = now()
       WHERE v.profile_at <= EXCLUDED.profile_at
       RETURNING v.profile_version AS version,
         CASE WHEN EXISTS (SELECT 1 FROM prev)
              THEN EXISTS (SELECT 1 FROM prev WHERE (prev.district, prev.archetype_key) IS DISTINCT FROM ($2::text, $3::text))
              ELSE $2::text IS NOT NULL OR $3::text IS NOT NULL END AS changed`,
      [p.userId, p.district, p.archetypeKey, p.observedAt],
    );
    if (row) return { applied: true, changed: row.changed, version: row.version };
    const current = await this.one<{ version: number }>(`SELECT profile_version AS version FROM voting.voters WHERE user_id = $1`, [p.userId]);
    return { applied: false, changed: false, version: current.version };
  }

  /** The voter's district and archetype, or undefined when voting has never heard of them. */
  async profile(userId: string): Promise<{ district: string | null; archetypeKey: string | null } | undefined> {
    const row = await this.row<{ district: string | null; archetype_key: string | null }>(
      `SELECT district, archetype_key FROM voting.voters WHERE user_id = $1`,
      [userId],
    );
    return row && { district: row.district, archetypeKey: row.archetype_key };
  }

  /**
   * Exclusive against this voter's casts (voting.cast_vote takes it shared) and other per-voter
   * bulk work, until the caller's transaction ends.
   */
  async lockForBulkWork(userId: string): Promise<void> {
    await this.db.query(`SELECT pg_advisory_xact_lock(hashtextextended('voting:voter:' || $1::uuid::text, 0))`, [userId]);
  }

  /** How many voters with an archetype follow `after` (user-id order, at most `limit`), and the last of them. */
  async archetypeVoterRange(after: string, limit: number): Promise<{ n: number; last: string | null }> {
    return this.one(
      `SELECT count(*)::int AS n, ((array_agg(user_id ORDER BY user_id DESC))[1])::text AS last FROM (
         SELECT user_id FROM voting.voters WHERE archetype_key IS NOT NULL AND user_id > $1::uuid ORDER BY user_id LIMIT $2) s`,
      [after, limit],
    );
  }
}

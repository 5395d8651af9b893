import { Injectable } from '@nestjs/common';
import { SqlRepository } from '@civic/service-kit';
import type { CandidateChamber, CandidateInput, PartnerCandidate, PledgeInput } from '@civic/contracts';

/* bills.partner_candidates (ADR 0031): a partner's candidates, each with at most one pledge. */

interface CandidateRow {
  candidate_id: string;
  name: string;
  chamber: CandidateChamber;
  area: string;
  bioguide_id: string | null;
  member_name: string | null;
  pledged_on: string | null;
  pledge_statement: string | null;
  pledge_recorded_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const SELECT = `SELECT c.candidate_id, c.name, c.chamber, c.area, c.bioguide_id, m.name AS member_name,
                       to_char(c.pledged_on, 'YYYY-MM-DD') AS pledged_on, c.pledge_statement, c.pledge_recorded_at, c.created_at, c.updated_at
                  FROM bills.partner_candidates c LEFT JOIN bills.members m ON m.bioguide_id = c.bioguide_id`;

const toCandidate = (r: CandidateRow): PartnerCandidate => ({
  candidateId: r.candidate_id,
  name: r.name,
  chamber: r.chamber,
  area: r.area,
  bioguideId: r.bioguide_id,
  memberName: r.member_name,
  pledge: r.pledged_on && r.pledge_recorded_at ? { pledgedOn: r.pledged_on, statement: r.pledge_statement, recordedAt: r.pledge_recorded_at.toISOString() } : null,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

@Injectable()
export class CandidatesRepository extends SqlRepository {
  /** The partner's candidates, oldest first. */
  async ofPartner(partnerId: string): Promise<PartnerCandidate[]> {
    return (await this.rows<CandidateRow>(`${SELECT} WHERE c.partner_id = $1 ORDER BY c.created_at, c.candidate_id`, [partnerId])).map(toCandidate);
  }

  async get(partnerId: string, candidateId: string): Promise<PartnerCandidate | undefined> {
    const row = await this.row<CandidateRow>(`${SELECT} WHERE c.partner_id = $1 AND c.candidate_id = $2`, [partnerId, candidateId]);
    return row && toCandidate(row);
  }

  /** Serializes one partner's additions, so the count checked is the count written. */
  async lockPartner(partnerId: string): Promise<number> {
    await this.db.query(`SELECT pg_advisory_xact_lock(hashtext('bills.partner-candidates'), hashtext($1))`, [partnerId]);
    const row = await this.one<{ n: number }>(`SELECT count(*)::int AS n FROM bills.partner_candidates WHERE partner_id = $1`, [partnerId]);
    return row.n;
  }

  async insert(partnerId: string, c: CandidateInput): Promise<string> {
    const row = await this.one<{ candidate_id: string }>(
      `INSERT INTO bills.partner_candidates (partner_id, name, chamber, area, bioguide_id) VALUES ($1, $2, $3, $4, $5) RETURNING candidate_id`,
      [partnerId, c.name, c.chamber, c.area, c.bioguideId],
    );
    return row.candidate_id;
  }

  /** Answers whether the partner has this candidate. */
  async update(partnerId: string, candidateId: string, c: CandidateInput): Promise<boolean> {
    const rows = await this.rows(
      `UPDATE bills.partner_candidates SET name = $3, chamber = $4, area = $5, bioguide_id = $6, updated_at = now()
        WHERE partner_id = $1 AND candidate_id = $2 RETURNING 1`,
      [partnerId, candidateId, c.name, c.chamber, c.area, c.bioguideId],
    );
    return rows.length > 0;
  }

  async remove(partnerId: string, candidateId: string): Promise<boolean> {
    const rows = await this.rows(`DELETE FROM bills.partner_candidates WHERE partner_id = $1 AND candidate_id = $2 RETURNING 1`, [partnerId, candidateId]);
    return rows.length > 0;
  }

  /** Records (or replaces) the pledge; null withdraws it. */
  async setPledge(partnerId: string, candidateId: string, pledge: PledgeInput | null): Promise<boolean> {
    const rows = await this.rows(
      `UPDATE bills.partner_candidates
          SET pledged_on = $3::date, pledge_statement = $4, pledge_recorded_at = CASE WHEN $3::date IS NULL THEN NULL ELSE now() END, updated_at = now()
        WHERE partner_id = $1 AND candidate_id = $2 RETURNING 1`,
      [partnerId, candidateId, pledge?.pledgedOn ?? null, pledge?.statement ?? null],
    );
    return rows.length > 0;
  }
}

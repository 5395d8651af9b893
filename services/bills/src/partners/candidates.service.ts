import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  countedRollCallIds,
  PARTNER_CANDIDATES_MAX,
  PLEDGE_MESSAGES,
  type CandidateChamber,
  type CandidateInput,
  type PartnerCandidate,
  type PartnerRecord,
  type PledgeInput,
  type SeatVote,
} from '@civic/contracts';
import { badRequest, conflict, notFound } from '@civic/service-kit';
import { parseDistrictCode } from '../rollcalls/districts';
import { RollCallsRepository } from '../rollcalls/roll-calls.repository';
import { CandidatesRepository } from './candidates.repository';

/** A candidate's seat as the roll-call tables name it: chamber, state, and the House district number. */
function seatOf(c: { chamber: CandidateChamber; area: string }): { chamber: 'House' | 'Senate'; state: string; district: number | null } {
  if (c.chamber === 'senate') return { chamber: 'Senate', state: c.area, district: null };
  const seat = parseDistrictCode(c.area)!;
  return { chamber: 'House', state: seat.state, district: seat.district };
}

/**
 * A partner's candidates and pledges (ADR 0031). The acting user is the partner: the gateway
 * lets only partners through, and every statement here is scoped to the acting user's rows, so
 * another partner's candidate is simply not found.
 */
@Injectable()
export class CandidatesService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly candidates: CandidatesRepository,
    private readonly rollCalls: RollCallsRepository,
  ) {}

  list(partnerId: string): Promise<PartnerCandidate[]> {
    return this.candidates.ofPartner(partnerId);
  }

  async add(partnerId: string, input: CandidateInput): Promise<PartnerCandidate> {
    await this.checkMember(input);
    const id = await this.ds.transaction(async (m) => {
      const repo = this.candidates.in(m);
      if ((await repo.lockPartner(partnerId)) >= PARTNER_CANDIDATES_MAX) throw conflict(PLEDGE_MESSAGES.tooManyCandidates);
      return repo.insert(partnerId, input);
    });
    return (await this.candidates.get(partnerId, id))!;
  }

  async edit(partnerId: string, candidateId: string, input: CandidateInput): Promise<PartnerCandidate> {
    await this.checkMember(input);
    if (!(await this.candidates.update(partnerId, candidateId, input))) throw notFound(PLEDGE_MESSAGES.candidateNotFound);
    return (await this.candidates.get(partnerId, candidateId))!;
  }

  async remove(partnerId: string, candidateId: string): Promise<{ removed: true }> {
    if (!(await this.candidates.remove(partnerId, candidateId))) throw notFound(PLEDGE_MESSAGES.candidateNotFound);
    return { removed: true };
  }

  async setPledge(partnerId: string, candidateId: string, pledge: PledgeInput | null): Promise<PartnerCandidate> {
    if (!(await this.candidates.setPledge(partnerId, candidateId, pledge))) throw notFound(PLEDGE_MESSAGES.candidateNotFound);
    return (await this.candidates.get(partnerId, candidateId))!;
  }

  /** A bioguide id must name an imported member who held this seat (or holds it now). */
  private async checkMember(input: CandidateInput): Promise<void> {
    if (!input.bioguideId) return;
    const seat = seatOf(input);
    const member = await this.rollCalls.memberInSeat(input.bioguideId, seat.chamber, seat.state, seat.district);
    if (!member) throw badRequest(PLEDGE_MESSAGES.memberNotFound, { bioguideId: PLEDGE_MESSAGES.memberNotFound });
    if (!member.inSeat) throw badRequest(PLEDGE_MESSAGES.memberNotInSeat, { bioguideId: PLEDGE_MESSAGES.memberNotInSeat });
  }

  /**
   * The dashboard's part from the bills service: the candidates, and for each sitting member the
   * counted roll calls (per bill and chamber the last one not on an amendment, as on the public
   * district page) of the seat while they held it; and the bills each chamber has voted on.
   */
  async record(partnerId: string): Promise<PartnerRecord> {
    const [candidates, rollCalls] = await Promise.all([this.candidates.ofPartner(partnerId), this.rollCalls.billRollCalls()]);
    const counted = countedRollCallIds(rollCalls.map((r) => ({ rollCallId: r.roll_call_id, billId: r.bill_id, chamber: r.chamber, votedAt: r.voted_at, amendment: r.amendment })));
    const votedBills: PartnerRecord['votedBills'] = { house: [], senate: [] };
    for (const r of rollCalls) if (counted.has(r.roll_call_id)) votedBills[r.chamber === 'House' ? 'house' : 'senate'].push(r.bill_id);

    const sitting = candidates.filter((c) => c.bioguideId).map((c) => ({ bioguideId: c.bioguideId!, ...seatOf(c) }));
    const seatKey = (s: { bioguideId: string; chamber: string; state: string; district: number | null }) => `${s.bioguideId}|${s.chamber}|${s.state}|${s.district ?? ''}`;
    const votes = new Map<string, SeatVote[]>();
    const rows = sitting.length ? await this.rollCalls.memberVotesInSeats(sitting) : [];
    const billIds = [...new Set(rows.filter((r) => counted.has(r.roll_call_id)).map((r) => r.bill_id))];
    const titles = billIds.length ? await this.rollCalls.billTitles(billIds) : new Map<string, string>();
    for (const r of rows) {
      if (!counted.has(r.roll_call_id)) continue;
      const key = seatKey({ bioguideId: r.bioguide_id, chamber: r.chamber, state: r.state, district: r.district });
      votes.set(key, [
        ...(votes.get(key) ?? []),
        {
          billId: r.bill_id,
          title: titles.get(r.bill_id) ?? null,
          rollCallId: r.roll_call_id,
          votedAt: r.voted_at.toISOString(),
          question: r.question,
          result: r.result,
          outcome: r.position ?? 'absent',
          cast: r.cast_as,
        },
      ]);
    }
    return {
      candidates: candidates.map((candidate) => ({
        candidate,
        votes: candidate.bioguideId
          ? (votes.get(seatKey({ bioguideId: candidate.bioguideId, ...seatOf(candidate) })) ?? []).sort((a, b) => b.votedAt.localeCompare(a.votedAt) || a.billId.localeCompare(b.billId))
          : [],
      })),
      votedBills: { house: [...new Set(votedBills.house)], senate: [...new Set(votedBills.senate)] },
    };
  }
}

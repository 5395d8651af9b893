import type { DataSource } from 'typeorm';
import {
  composePartnerDashboard,
  countedRollCallIds,
  pledgeRecord,
  pledgeVerdict,
  publicTally,
  VOTE_WEIGHTS,
  zeroTally,
  type AreaTallies,
  type DistrictTally,
  type PledgeRecord,
  type VoteValue,
} from '@civic/contracts';
import { parseDistrictCode, termAt, voteDay } from '../rollcalls/districts';
import { RollCallsRepository } from '../rollcalls/roll-calls.repository';
import type { ImportedMember, Position } from '../rollcalls/types';
import { CandidatesRepository } from './candidates.repository';
import { CandidatesService } from './candidates.service';

/*
 * The kept-pledge half of `npm run accountability:recount` (ADR 0031). The dashboard judges each
 * pledge on the stored district tallies and on the SQL that finds a member's votes in a seat
 * (CandidatesService.record). The recount judges it again from every row of voting.votes and
 * from the roll-call positions mapped to seats in code (termAt), with the same verdict rule
 * (pledgeVerdict, suppression below 10 voters), and reports each candidate whose record differs.
 */

export interface PledgeDrift {
  candidateId: string;
  bioguideId: string;
  area: string;
  stored: PledgeRecord;
  actual: PledgeRecord;
}

export interface PledgeRecount {
  /** Pledged candidates with a member, judged both ways. */
  checked: number;
  drift: PledgeDrift[];
}

interface PledgedRow {
  candidate_id: string;
  partner_id: string;
  chamber: 'house' | 'senate';
  area: string;
  bioguide_id: string;
  pledged_on: string;
}

const districtsOf = (area: string, all: string[]) => (area.includes('-') ? [area] : all.filter((d) => d.startsWith(`${area}-`)));
const sameRecord = (a: PledgeRecord, b: PledgeRecord) => a.kept === b.kept && a.broken === b.broken && a.didNotVote === b.didNotVote;

/** Sums per-district tallies of one bill over an area (a district, or a state's districts). */
function areaTally(billId: string, area: string, districts: string[], byKey: Map<string, DistrictTally>): DistrictTally {
  const sum = zeroTally(billId, area);
  for (const d of districts) {
    const t = byKey.get(`${billId}|${d}`);
    if (!t) continue;
    for (const v of ['support', 'oppose', 'abstain'] as const) {
      sum[v].weighted += t[v].weighted;
      sum[v].personal += t[v].personal;
      sum[v].archetype += t[v].archetype;
    }
  }
  return sum;
}

export async function recountPledges(ds: DataSource): Promise<PledgeRecount> {
  const pledged = (await ds.query(
    `SELECT candidate_id, partner_id, chamber, area, bioguide_id, to_char(pledged_on, 'YYYY-MM-DD') AS pledged_on
       FROM bills.partner_candidates WHERE bioguide_id IS NOT NULL AND pledged_on IS NOT NULL`,
  )) as PledgedRow[];
  if (!pledged.length) return { checked: 0, drift: [] };

  const rollCalls = await new RollCallsRepository(ds).billRollCalls();
  const countedIds = countedRollCallIds(rollCalls.map((r) => ({ rollCallId: r.roll_call_id, billId: r.bill_id, chamber: r.chamber, votedAt: r.voted_at, amendment: r.amendment })));
  const counted = rollCalls.filter((r) => countedIds.has(r.roll_call_id));
  const billIds = [...new Set(counted.map((r) => r.bill_id))];

  // Raw: every vote row, counted into per-district tallies by the voting rule's weights.
  const raw = new Map<string, DistrictTally>();
  for (const v of (await ds.query(
    `SELECT bill_id, district, vote, vote_type, count(*)::int AS n FROM voting.votes WHERE bill_id = ANY($1::text[]) GROUP BY 1, 2, 3, 4`, [billIds],
  )) as { bill_id: string; district: string; vote: VoteValue; vote_type: 'personal' | 'archetype'; n: number }[]) {
    const key = `${v.bill_id}|${v.district}`;
    const t = raw.get(key) ?? zeroTally(v.bill_id, v.district);
    t[v.vote].weighted += v.n * VOTE_WEIGHTS[v.vote_type];
    t[v.vote][v.vote_type] += v.n;
    raw.set(key, t);
  }
  // Served: the stored tallies the dashboard reads, summed the way voting sums an area.
  const stored = new Map<string, DistrictTally>();
  for (const t of (await ds.query(
    `SELECT bill_id, district, support_personal AS sp, support_archetype AS sa, oppose_personal AS op, oppose_archetype AS oa,
            abstain_personal AS ap, abstain_archetype AS aa, support_weighted::int AS sw, oppose_weighted::int AS ow, abstain_weighted::int AS aw
       FROM voting.district_tallies WHERE bill_id = ANY($1::text[])`, [billIds],
  )) as Array<{ bill_id: string; district: string } & Record<'sp' | 'sa' | 'op' | 'oa' | 'ap' | 'aa' | 'sw' | 'ow' | 'aw', number>>) {
    stored.set(`${t.bill_id}|${t.district}`, {
      billId: t.bill_id,
      district: t.district,
      support: { weighted: t.sw, personal: t.sp, archetype: t.sa },
      oppose: { weighted: t.ow, personal: t.op, archetype: t.oa },
      abstain: { weighted: t.aw, personal: t.ap, archetype: t.aa },
    });
  }
  const districts = [...new Set([...raw.keys(), ...stored.keys()].map((k) => k.split('|')[1]!))].filter((d) => parseDistrictCode(d));

  // Raw positions and the roster, mapped to seats in code.
  const positions = new Map<string, Position>();
  for (const p of (await ds.query(`SELECT roll_call_id, voter_id, position FROM bills.roll_call_positions WHERE roll_call_id = ANY($1::text[])`, [
    counted.map((r) => r.roll_call_id),
  ])) as { roll_call_id: string; voter_id: string; position: Position }[]) positions.set(`${p.roll_call_id}|${p.voter_id}`, p.position);
  const members = new Map<string, ImportedMember>();
  for (const t of (await ds.query(
    `SELECT m.bioguide_id, m.lis_id, m.name, t.chamber, t.state, t.district, t.party, t.senate_class,
            to_char(t.start_date, 'YYYY-MM-DD') AS start, to_char(t.end_date, 'YYYY-MM-DD') AS "end"
       FROM bills.members m JOIN bills.member_terms t ON t.bioguide_id = m.bioguide_id WHERE m.bioguide_id = ANY($1::text[])`,
    [[...new Set(pledged.map((c) => c.bioguide_id))]],
  )) as { bioguide_id: string; lis_id: string | null; name: string; chamber: 'House' | 'Senate'; state: string; district: number | null; party: string; senate_class: number | null; start: string; end: string }[]) {
    const m = members.get(t.bioguide_id) ?? { bioguideId: t.bioguide_id, lisId: t.lis_id, name: t.name, terms: [] };
    m.terms.push({ chamber: t.chamber, state: t.state, district: t.district, party: t.party, senateClass: t.senate_class, start: t.start, end: t.end });
    members.set(t.bioguide_id, m);
  }

  const actual = new Map<string, PledgeRecord>();
  for (const c of pledged) {
    const member = members.get(c.bioguide_id);
    const chamber = c.chamber === 'house' ? 'House' : 'Senate';
    const seat = c.chamber === 'house' ? parseDistrictCode(c.area)! : { state: c.area, district: null };
    const verdicts = counted
      .filter((rc) => rc.chamber === chamber)
      .flatMap((rc) => {
        const term = member && termAt(member, voteDay(rc.voted_at), chamber);
        if (!member || !term || term.state !== seat.state || (chamber === 'House' && term.district !== seat.district)) return [];
        const position = positions.get(`${rc.roll_call_id}|${chamber === 'House' ? member.bioguideId : (member.lisId ?? '')}`) ?? 'absent';
        const tally = publicTally(areaTally(rc.bill_id, c.area, districtsOf(c.area, districts), raw), c.area);
        return [pledgeVerdict(tally, position, rc.voted_at, c.pledged_on)];
      });
    actual.set(c.candidate_id, pledgeRecord(verdicts));
  }

  // Served: each partner's record as the dashboard composes it, on the stored tallies.
  const service = new CandidatesService(ds, new CandidatesRepository(ds), new RollCallsRepository(ds));
  const drift: PledgeDrift[] = [];
  for (const partnerId of [...new Set(pledged.map((c) => c.partner_id))]) {
    const record = await service.record(partnerId);
    const areas: AreaTallies[] = [...new Set(record.candidates.map((c) => c.candidate.area))].map((area) => ({
      area,
      judged: billIds.map((b) => areaTally(b, area, districtsOf(area, districts), stored)),
      upcoming: [],
      upcomingTotal: 0,
    }));
    for (const board of composePartnerDashboard('', record, areas, new Map()).candidates) {
      const a = actual.get(board.candidate.candidateId);
      if (!a) continue;
      if (!sameRecord(a, board.record)) drift.push({ candidateId: board.candidate.candidateId, bioguideId: board.candidate.bioguideId!, area: board.candidate.area, stored: board.record, actual: a });
    }
  }
  return { checked: actual.size, drift };
}

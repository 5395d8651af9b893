import type { DataSource } from 'typeorm';
import { countedRollCallIds, districtDecision, memberAgrees, VOTE_WEIGHTS, type DistrictDecision, type RollCallView } from '@civic/contracts';
import { parseDistrictCode, termAt, voteDay } from './districts';
import { RollCallsQueries } from './roll-calls.queries';
import { RollCallsRepository } from './roll-calls.repository';
import type { ImportedMember, Position } from './types';

/*
 * `npm run accountability:recount` (ADR 0026). The agreement of each member with each district
 * is served from two incrementally kept things: the district tallies (voting) and the district
 * mapping of roll calls (the SQL of RollCallsRepository.seatsForDistrict). The recount derives it
 * again from the raw records, trusting neither: every vote row in voting.votes, and the roll-call
 * positions mapped to districts here in code from the members' terms. Any difference is drift.
 * It reads voting's tables read-only, as an audit that spans both schemas.
 */

export interface AgreementCount {
  agree: number;
  disagree: number;
}

export interface AgreementDrift {
  district: string;
  bioguideId: string;
  stored: AgreementCount;
  actual: AgreementCount;
}

export interface AccountabilityRecount {
  bills: number;
  districts: number;
  checked: number;
  drift: AgreementDrift[];
}

interface CountedRollCall {
  rollCallId: string;
  billId: string;
  chamber: 'House' | 'Senate';
  votedAt: Date;
}

/** The roll calls agreement is judged on (the contracts' rule, shared with the public district page). */
export function countedRollCalls<T extends { chamber: string; votedAt: string | Date; amendment: string | null; billId: string; rollCallId: string }>(rollCalls: T[]): T[] {
  const ids = countedRollCallIds(rollCalls);
  return rollCalls.filter((rc) => ids.has(rc.rollCallId));
}

function add(rates: Map<string, AgreementCount>, district: string, bioguideId: string, agrees: boolean | null) {
  if (agrees === null) return;
  const key = `${district}|${bioguideId}`;
  const r = rates.get(key) ?? { agree: 0, disagree: 0 };
  if (agrees) r.agree += 1;
  else r.disagree += 1;
  rates.set(key, r);
}

type Tallies = Map<string, Record<'support' | 'oppose' | 'abstain', { weighted: number }>>;

const decisionOf = (tallies: Tallies, billId: string, district: string): DistrictDecision => {
  const t = tallies.get(`${billId}|${district}`);
  return t ? districtDecision(t) : null;
};

export async function recountAgreements(ds: DataSource): Promise<AccountabilityRecount> {
  // Raw roll calls and positions, and the roster.
  const rollCallRows = await ds.query(
    `SELECT roll_call_id, bill_id, chamber, voted_at, amendment FROM bills.roll_calls WHERE bill_id IS NOT NULL`,
  ) as { roll_call_id: string; bill_id: string; chamber: 'House' | 'Senate'; voted_at: Date; amendment: string | null }[];
  const counted: CountedRollCall[] = countedRollCalls(
    rollCallRows.map((r) => ({ rollCallId: r.roll_call_id, billId: r.bill_id, chamber: r.chamber, votedAt: r.voted_at, amendment: r.amendment })),
  );
  const billIds = [...new Set(counted.map((r) => r.billId))];
  if (!billIds.length) return { bills: 0, districts: 0, checked: 0, drift: [] };

  const positions = new Map<string, Map<string, Position>>();
  for (const p of (await ds.query(
    `SELECT roll_call_id, voter_id, position FROM bills.roll_call_positions WHERE roll_call_id = ANY($1::text[])`, [counted.map((r) => r.rollCallId)],
  )) as { roll_call_id: string; voter_id: string; position: Position }[]) {
    if (!positions.has(p.roll_call_id)) positions.set(p.roll_call_id, new Map());
    positions.get(p.roll_call_id)!.set(p.voter_id, p.position);
  }
  const members = new Map<string, ImportedMember>();
  for (const t of (await ds.query(
    `SELECT m.bioguide_id, m.lis_id, m.name, t.chamber, t.state, t.district, t.party, t.senate_class,
            to_char(t.start_date, 'YYYY-MM-DD') AS start, to_char(t.end_date, 'YYYY-MM-DD') AS "end"
       FROM bills.members m JOIN bills.member_terms t ON t.bioguide_id = m.bioguide_id`,
  )) as { bioguide_id: string; lis_id: string | null; name: string; chamber: 'House' | 'Senate'; state: string; district: number | null; party: string; senate_class: number | null; start: string; end: string }[]) {
    const m = members.get(t.bioguide_id) ?? { bioguideId: t.bioguide_id, lisId: t.lis_id, name: t.name, terms: [] };
    m.terms.push({ chamber: t.chamber, state: t.state, district: t.district, party: t.party, senateClass: t.senate_class, start: t.start, end: t.end });
    members.set(t.bioguide_id, m);
  }

  // Decisions from every vote row, and from the stored tallies the API serves.
  const raw: Tallies = new Map();
  for (const v of (await ds.query(
    `SELECT bill_id, district, vote, vote_type, count(*)::int AS n FROM voting.votes WHERE bill_id = ANY($1::text[]) GROUP BY 1, 2, 3, 4`, [billIds],
  )) as { bill_id: string; district: string; vote: 'support' | 'oppose' | 'abstain'; vote_type: 'personal' | 'archetype'; n: number }[]) {
    const key = `${v.bill_id}|${v.district}`;
    const t = raw.get(key) ?? { support: { weighted: 0 }, oppose: { weighted: 0 }, abstain: { weighted: 0 } };
    t[v.vote].weighted += v.n * VOTE_WEIGHTS[v.vote_type];
    raw.set(key, t);
  }
  const stored: Tallies = new Map();
  for (const t of (await ds.query(
    `SELECT bill_id, district, support_weighted::int AS s, oppose_weighted::int AS o, abstain_weighted::int AS a FROM voting.district_tallies WHERE bill_id = ANY($1::text[])`, [billIds],
  )) as { bill_id: string; district: string; s: number; o: number; a: number }[]) {
    stored.set(`${t.bill_id}|${t.district}`, { support: { weighted: t.s }, oppose: { weighted: t.o }, abstain: { weighted: t.a } });
  }
  const districts = [...new Set([...raw.keys(), ...stored.keys()].map((k) => k.split('|')[1]))].filter((d) => parseDistrictCode(d)).sort();

  const actual = new Map<string, AgreementCount>();
  const served = new Map<string, AgreementCount>();
  const queries = new RollCallsQueries(new RollCallsRepository(ds));
  const countedIds = new Set(counted.map((r) => r.rollCallId));
  for (const district of districts) {
    const seat = parseDistrictCode(district)!;
    for (const rc of counted) {
      const day = voteDay(rc.votedAt);
      const decision = decisionOf(raw, rc.billId, district);
      for (const m of members.values()) {
        const term = termAt(m, day, rc.chamber);
        if (!term || term.state !== seat.state || (rc.chamber === 'House' && term.district !== seat.district)) continue;
        const position = positions.get(rc.rollCallId)?.get(rc.chamber === 'House' ? m.bioguideId : (m.lisId ?? '')) ?? 'absent';
        add(actual, district, m.bioguideId, memberAgrees(decision, position));
      }
    }
    for (const billId of billIds) {
      const decision = decisionOf(stored, billId, district);
      const views: RollCallView[] = (await queries.forDistrict(billId, district)).rollCalls.filter((v) => countedIds.has(v.rollCallId));
      for (const v of views) for (const m of v.members) if (m.bioguideId) add(served, district, m.bioguideId, memberAgrees(decision, m.outcome));
    }
  }

  const drift: AgreementDrift[] = [];
  const zero = { agree: 0, disagree: 0 };
  for (const key of [...new Set([...actual.keys(), ...served.keys()])].sort()) {
    const a = actual.get(key) ?? zero;
    const s = served.get(key) ?? zero;
    if (a.agree !== s.agree || a.disagree !== s.disagree) {
      const [district, bioguideId] = key.split('|');
      drift.push({ district, bioguideId, stored: s, actual: a });
    }
  }
  return { bills: billIds.length, districts: districts.length, checked: new Set([...actual.keys(), ...served.keys()]).size, drift };
}

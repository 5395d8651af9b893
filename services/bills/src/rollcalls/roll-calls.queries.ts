import { Injectable } from '@nestjs/common';
import type { DistrictRecord, DistrictRollCalls, MemberVote, RollCallView } from '@civic/contracts';
import { parseDistrictCode } from './districts';
import { RollCallsRepository, type SeatRow } from './roll-calls.repository';

/** Seats a chamber gives a district: its representative, or the state's two senators. */
const SEATS = { House: 1, Senate: 2 } as const;

/** Turns the seat rows of one district into roll-call views (exported for the recount). */
export function toRollCallViews(rows: SeatRow[]): RollCallView[] {
  const byId = new Map<string, { view: RollCallView; unresolved: number }>();
  for (const r of rows) {
    let entry = byId.get(r.roll_call_id);
    if (!entry) {
      entry = {
        view: {
          rollCallId: r.roll_call_id, chamber: r.chamber, congress: r.congress, session: r.session, rollNumber: r.roll_number,
          votedAt: r.voted_at.toISOString(), question: r.question, result: r.result, amendment: r.amendment, members: [],
        },
        unresolved: r.unresolved_in_state,
      };
      byId.set(r.roll_call_id, entry);
    }
    if (r.bioguide_id) {
      entry.view.members.push({
        role: r.chamber === 'House' ? 'representative' : 'senator',
        bioguideId: r.bioguide_id,
        name: r.name,
        // The party the vote file gives is the party on that day.
        party: r.vote_party ?? r.term_party,
        outcome: r.position ?? 'absent',
        cast: r.cast_as,
      });
    }
  }
  for (const { view, unresolved } of byId.values()) {
    // Seats no roster term explains: held by someone not in the rosters when a voter of the
    // state is unexplained too, else vacant that day (a vacant seat has no row in any format).
    let unknown = unresolved;
    for (let i = view.members.length; i < SEATS[view.chamber]; i++) {
      const outcome: MemberVote['outcome'] = unknown > 0 ? 'unknown' : 'vacant';
      if (unknown > 0) unknown -= 1;
      view.members.push({ role: view.chamber === 'House' ? 'representative' : 'senator', bioguideId: null, name: null, party: null, outcome, cast: null });
    }
  }
  return [...byId.values()].map((e) => e.view);
}

@Injectable()
export class RollCallsQueries {
  constructor(private readonly rollCalls: RollCallsRepository) {}

  async forDistrict(billId: string, district: string): Promise<DistrictRollCalls> {
    const seat = parseDistrictCode(district);
    if (!seat) return { billId, district, rollCalls: [] };
    return { billId, district, rollCalls: toRollCallViews(await this.rollCalls.seatsForDistrict(billId, seat.state, seat.district)) };
  }

  /** Every bill with a roll call, with the district's seats in each, and the seats' latest holders (ADR 0030). */
  async districtRecord(district: string): Promise<DistrictRecord> {
    const seat = parseDistrictCode(district);
    if (!seat) return { district, seats: [], bills: [], updatedAt: null };
    const [rows, holders, changed] = await Promise.all([
      this.rollCalls.seatsForDistrictOnEveryBill(seat.state, seat.district),
      this.rollCalls.latestSeats(seat.state, seat.district),
      this.rollCalls.lastChange(),
    ]);
    const billOf = new Map(rows.map((r) => [r.roll_call_id, r.bill_id]));
    const byBill = new Map<string, RollCallView[]>();
    for (const view of toRollCallViews(rows)) {
      const billId = billOf.get(view.rollCallId)!;
      byBill.set(billId, [...(byBill.get(billId) ?? []), view]);
    }
    const titles = await this.rollCalls.billTitles([...byBill.keys()]);
    return {
      district,
      seats: holders.map((h) => ({
        role: h.chamber === 'House' ? ('representative' as const) : ('senator' as const),
        bioguideId: h.bioguide_id,
        name: h.name,
        party: h.party,
        termEnd: h.term_end,
      })),
      bills: [...byBill.entries()].map(([billId, rollCalls]) => ({ billId, title: titles.get(billId) ?? null, rollCalls })),
      updatedAt: changed ? changed.toISOString() : null,
    };
  }
}

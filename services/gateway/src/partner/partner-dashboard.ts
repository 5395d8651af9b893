import { Inject, Injectable } from '@nestjs/common';
import {
  BILLS,
  BILLS_GET_MANY_MAX,
  composePartnerDashboard,
  PARTNER_RPC,
  UPCOMING_BILLS_SHOWN,
  type AreaTallies,
  type AreaTalliesInput,
  type BillListItem,
  type PartnerAccount,
  type PartnerDashboard,
  type PartnerRecord,
} from '@civic/contracts';
import { RpcClient } from '@civic/service-kit/edge';
import { BILLS_CLIENT, VOTING_CLIENT } from '../clients';
import { PublicDistrictData } from '../public-districts/public-district-data';

/** A state's districts in the ZIP table: the voters a senator answers to. */
const districtsOfState = (all: string[], state: string) => all.filter((d) => d.startsWith(`${state}-`));

/**
 * GET /api/partner/dashboard, composed like the public district page (ADR 0031, 0030): the
 * partner's record from the bills service (candidates, their members' counted roll calls, the
 * bills each chamber voted on), the areas' raw tallies from voting in one call (a state summed
 * over its districts), then the upcoming bills' titles from bills; suppressed by the contracts'
 * rules before it leaves the gateway.
 */
@Injectable()
export class PartnerDashboards {
  constructor(
    @Inject(BILLS_CLIENT) private readonly bills: RpcClient,
    @Inject(VOTING_CLIENT) private readonly voting: RpcClient,
    private readonly districts: PublicDistrictData,
  ) {}

  async of(partner: PartnerAccount): Promise<PartnerDashboard> {
    const { userId } = partner;
    const [record, known] = await Promise.all([this.bills.send<PartnerRecord>(PARTNER_RPC.record, {}, userId), this.districts.districts()]);
    const areasOf = (chamber: 'house' | 'senate') => [
      ...new Set(record.candidates.filter((c) => c.candidate.chamber === chamber).map((c) => c.candidate.area)),
    ];
    const groups: AreaTalliesInput['groups'] = [
      { areas: areasOf('house').map((area) => ({ area, districts: [area] })), judgedBillIds: record.votedBills.house },
      { areas: areasOf('senate').map((area) => ({ area, districts: districtsOfState(known, area) })), judgedBillIds: record.votedBills.senate },
    ].filter((g) => g.areas.length);
    const { areas } = groups.length
      ? await this.voting.send<{ areas: AreaTallies[] }>(PARTNER_RPC.areaTallies, { groups, upcomingLimit: UPCOMING_BILLS_SHOWN }, userId)
      : { areas: [] };
    return composePartnerDashboard(partner.party, record, areas, await this.titles(areas, userId));
  }

  private async titles(areas: AreaTallies[], userId: string): Promise<Map<string, string>> {
    const ids = [...new Set(areas.flatMap((a) => a.upcoming.map((t) => t.billId)))];
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += BILLS_GET_MANY_MAX) chunks.push(ids.slice(i, i + BILLS_GET_MANY_MAX));
    const found = await Promise.all(chunks.map((billIds) => this.bills.send<BillListItem[]>(BILLS.getMany, { billIds }, userId)));
    return new Map(found.flat().map((b) => [b.billId, b.title]));
  }
}

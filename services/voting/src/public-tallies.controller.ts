import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { areaTalliesInput, billTalliesInput, districtTalliesOfInput, OPEN_DATA_RPC, PARTNER_RPC, type AreaTallies, type PublicTallies } from '@civic/contracts';
import { parseOrThrow, RpcEnvelope } from '@civic/service-kit';
import { AreaTalliesRepository, TalliesRepository } from './repositories';

/**
 * Tallies for the public district page and the open data (ADR 0030), and the partner dashboard (ADR 0031): raw counts, which the
 * gateway suppresses below PUBLIC_MIN_VOTERS before anything leaves it. No acting user: these
 * are the same aggregates for every caller.
 */
@Controller()
export class PublicTalliesController {
  constructor(
    private readonly tallies: TalliesRepository,
    private readonly areas: AreaTalliesRepository,
  ) {}

  @MessagePattern(OPEN_DATA_RPC.districtTalliesOf)
  async districtTallies(@Payload() env: RpcEnvelope): Promise<PublicTallies> {
    const { district, billIds } = parseOrThrow(districtTalliesOfInput, env.data);
    const { tallies, updatedAt } = await this.tallies.ofDistrict(district, billIds);
    return { tallies, updatedAt: updatedAt?.toISOString() ?? null };
  }

  @MessagePattern(OPEN_DATA_RPC.billTallies)
  async billTallies(@Payload() env: RpcEnvelope): Promise<PublicTallies> {
    const { tallies, updatedAt } = await this.tallies.ofBill(parseOrThrow(billTalliesInput, env.data).billId);
    return { tallies, updatedAt: updatedAt?.toISOString() ?? null };
  }

  /** The partner dashboard's tallies: districts and states (summed over their districts), ADR 0031. */
  @MessagePattern(PARTNER_RPC.areaTallies)
  async areaTallies(@Payload() env: RpcEnvelope): Promise<{ areas: AreaTallies[] }> {
    const { groups, upcomingLimit } = parseOrThrow(areaTalliesInput, env.data);
    const answers = await Promise.all(groups.map((g) => this.areas.ofGroup(g, upcomingLimit)));
    return { areas: answers.flat() };
  }
}

import { Controller, Get, Inject, Param } from '@nestjs/common';
import {
  BILL_MESSAGES,
  CACHE_TOPICS,
  billsGetInput,
  districtDecision,
  emptyTally,
  IDENTITY,
  ROLL_CALLS,
  VOTING,
  type BillAccountability,
  type DistrictRollCalls,
  type DistrictTally,
  type PublicUser,
} from '@civic/contracts';
import { notFound, RpcClient } from '@civic/service-kit/edge';
import { CurrentUserId } from '../auth/guards';
import { BILLS_CLIENT, IDENTITY_CLIENT, VOTING_CLIENT } from '../clients';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { ReadCache } from '../http/read-cache';
import { CacheInvalidations } from '../http/cache-invalidations';
import { TallyCache } from '../voting/tally-cache';


/** How the caller's members voted in Congress on a bill, beside the district's decision (ADR 0026). */
@Controller('api')
export class AccountabilityController {
  // Roll calls change only when an import lands: a few seconds of caching per (bill, district).
  private readonly rollCalls: ReadCache<DistrictRollCalls>;

  constructor(
    @Inject(BILLS_CLIENT) private readonly bills: RpcClient,
    @Inject(VOTING_CLIENT) private readonly voting: RpcClient,
    @Inject(IDENTITY_CLIENT) private readonly identity: RpcClient,
    private readonly tallies: TallyCache,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    invalidations: CacheInvalidations,
  ) {
    this.rollCalls = new ReadCache<DistrictRollCalls>(config.BILLS_CACHE_TTL_MS);
    invalidations.on(CACHE_TOPICS.bills, () => this.rollCalls.clear());
  }

  /**
   * GET /api/bills/{billId}/accountability → BillAccountability. One call to bills for the
   * member votes of the caller's district (which identity knows) and the district tally the
   * gateway already serves; 404 'Bill not found' for a malformed id.
   */
  @Get('bills/:billId/accountability')
  async get(@Param('billId') billId: string, @CurrentUserId() userId: string): Promise<BillAccountability> {
    const input = billsGetInput.safeParse({ billId });
    if (!input.success) throw notFound(BILL_MESSAGES.notFound);
    const id = input.data.billId;
    const user = await this.identity.send<PublicUser>(IDENTITY.getUser, { userId }, userId);
    const district = user.congressionalDistrict || null;
    const [rollCalls, tallies] = await Promise.all([
      district
        ? this.rollCalls.get(`${id}:${district}`, () => this.bills.send<DistrictRollCalls>(ROLL_CALLS.forDistrict, { billId: id, district }, userId))
        : Promise.resolve(null),
      this.tallies.read(userId, [id], () => this.voting.send<DistrictTally[]>(VOTING.districtTallies, { billIds: [id] }, userId)),
    ]);
    const tally = tallies.find((t) => t.billId === id) ?? emptyTally(id, district);
    return { billId: id, district, tally, decision: districtDecision(tally), rollCalls: rollCalls?.rollCalls ?? [] };
  }
}

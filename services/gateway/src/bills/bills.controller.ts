import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { BILL_MESSAGES, BILLS, billListQuery, billsGetInput, type BillDetail, type BillListItem } from '@civic/contracts';
import { notFound, parseOrThrow, RpcClient } from '@civic/service-kit';
import { CurrentUserId } from '../auth/guards';
import { rpcClientToken } from '../clients';
import { gatewayConfig } from '../config';
import { ReadCache } from '../http/read-cache';

export const BILLS_CLIENT = rpcClientToken('bills');

/** SPEC §7 bill reads; signed-in users only (the guard's default). */
@Controller('api')
export class BillsController {
  // Bills read the same for everyone and change only when an import or synthesis lands, so a
  // few seconds of caching turns a burst of identical reads into one RPC.
  private readonly cache = new ReadCache<unknown>(gatewayConfig().BILLS_CACHE_TTL_MS);

  constructor(@Inject(BILLS_CLIENT) private readonly bills: RpcClient) {}

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(key, load) as Promise<T>;
  }

  /** GET /api/bills?limit=20&offset=0&search=&policyArea= → BillListItem[] (active bills, newest action first). */
  @Get('bills')
  list(@Query() query: unknown, @CurrentUserId() userId: string): Promise<BillListItem[]> {
    const input = parseOrThrow(billListQuery, query ?? {});
    return this.cached(`list:${JSON.stringify(input)}`, () => this.bills.send<BillListItem[]>(BILLS.list, input, userId));
  }

  /** GET /api/bills/{billId} → BillDetail with its synthesis; 404 'Bill not found'. */
  @Get('bills/:billId')
  get(@Param('billId') billId: string, @CurrentUserId() userId: string): Promise<BillDetail> {
    // A malformed id names no bill: 404, like an unknown one.
    const input = billsGetInput.safeParse({ billId });
    if (!input.success) throw notFound(BILL_MESSAGES.notFound);
    return this.cached(`bill:${input.data.billId}`, () => this.bills.send<BillDetail>(BILLS.get, input.data, userId));
  }

  /** GET /api/policy-areas → names with active bills, then 'General' when some have none. */
  @Get('policy-areas')
  policyAreas(@CurrentUserId() userId: string): Promise<string[]> {
    return this.cached('policy-areas', () => this.bills.send<string[]>(BILLS.policyAreas, {}, userId));
  }
}

import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { BILL_MESSAGES, BILLS, billListQuery, CACHE_TOPICS, billsGetInput, type BillDetail, type BillListItem } from '@civic/contracts';
import { notFound, parseOrThrow, RpcClient } from '@civic/service-kit/edge';
import { CurrentUserId } from '../auth/guards';
import { BILLS_CLIENT } from '../clients';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { ReadCache } from '../http/read-cache';
import { CacheInvalidations } from '../http/cache-invalidations';


/** SPEC §7 bill reads; signed-in users only (the guard's default). */
@Controller('api')
export class BillsController {
  // Bills read the same for everyone and change only when an import or synthesis lands, so
  // caching turns a burst of identical reads into one RPC; such a change drops the cache on every
  // gateway (CACHE_TOPICS.bills). The cache keeps the encoded JSON, so a hit is written out as
  // it is, without serializing it again.
  private readonly cache: ReadCache<Buffer>;

  constructor(@Inject(BILLS_CLIENT) private readonly bills: RpcClient, @Inject(GATEWAY_CONFIG) config: GatewayConfig, invalidations: CacheInvalidations) {
    this.cache = new ReadCache<Buffer>(config.BILLS_CACHE_TTL_MS);
    invalidations.on(CACHE_TOPICS.bills, () => this.cache.clear());
  }

  private async cachedJson(reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<Buffer> {
    const body = await this.cache.get(key, async () => Buffer.from(JSON.stringify(await load())));
    void reply.type('application/json; charset=utf-8');
    return body;
  }

  /** GET /api/bills?limit=20&offset=0&search=&policyArea= → BillListItem[] (active bills, newest action first). */
  @Get('bills')
  list(@Query() query: unknown, @CurrentUserId() userId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const input = parseOrThrow(billListQuery, query ?? {});
    return this.cachedJson(reply, `list:${JSON.stringify(input)}`, () => this.bills.send<BillListItem[]>(BILLS.list, input, userId));
  }

  /** GET /api/bills/{billId} → BillDetail with its synthesis; 404 'Bill not found'. */
  @Get('bills/:billId')
  get(@Param('billId') billId: string, @CurrentUserId() userId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    // A malformed id names no bill: 404, like an unknown one.
    const input = billsGetInput.safeParse({ billId });
    if (!input.success) throw notFound(BILL_MESSAGES.notFound);
    return this.cachedJson(reply, `bill:${input.data.billId}`, () => this.bills.send<BillDetail>(BILLS.get, input.data, userId));
  }

  /** GET /api/policy-areas → names with active bills, then 'General' when some have none. */
  @Get('policy-areas')
  policyAreas(@CurrentUserId() userId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    return this.cachedJson(reply, 'policy-areas', () => this.bills.send<string[]>(BILLS.policyAreas, {}, userId));
  }
}

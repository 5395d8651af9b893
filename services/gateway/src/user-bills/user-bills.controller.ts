import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import {
  IDENTITY,
  publicUserBillsQuery,
  USER_BILLS,
  userBillCreate,
  userBillListQuery,
  userBillSupportBody,
  userBillUpdate,
  type PublicUser,
  type UserBill,
} from '@civic/contracts';
import { logger, parseOrThrow, RpcClient } from '@civic/service-kit/edge';
import { CurrentUserId, RateLimited } from '../auth/guards';
import { BILLS_CLIENT, IDENTITY_CLIENT } from '../clients';
import { USER_BILL_WRITES } from '../auth/rate-limits';


/**
 * SPEC §7 user-bill calls (signed-in users, the guard's default). Bodies and queries are parsed
 * here with the contract (400 with the SPEC's messages) and again by the bills service, which
 * owns the rules: ownership, drafts only, visibility once approved.
 */
@Controller('api/user-bills')
export class UserBillsController {
  constructor(
    @Inject(BILLS_CLIENT) private readonly bills: RpcClient,
    @Inject(IDENTITY_CLIENT) private readonly identity: RpcClient,
  ) {}

  /** GET /api/user-bills/public?limit=20&offset=0 → approved public bills, newest first, with their authors' names. */
  @Get('public')
  async listPublic(@CurrentUserId() userId: string, @Query() query: unknown): Promise<UserBill[]> {
    const page = await this.bills.send<UserBill[]>(USER_BILLS.listPublic, parseOrThrow(publicUserBillsQuery, query ?? {}), userId);
    return this.withAuthorNames(page, userId);
  }

  /** GET /api/user-bills?status= → the caller's own bills, newest first. */
  @Get()
  listOwn(@CurrentUserId() userId: string, @Query() query: unknown): Promise<UserBill[]> {
    return this.bills.send<UserBill[]>(USER_BILLS.listOwn, parseOrThrow(userBillListQuery, query ?? {}), userId);
  }

  /** GET /api/user-bills/{id} → own, or approved and public; 404 'Bill not found' otherwise. */
  @Get(':id')
  async get(@CurrentUserId() userId: string, @Param('id') id: string): Promise<UserBill> {
    return this.named(await this.bills.send<UserBill>(USER_BILLS.get, { id }, userId), userId);
  }

  /** POST /api/user-bills → 201 with the bill: a draft, or pending and sent for review. */
  @RateLimited(USER_BILL_WRITES)
  @Post()
  @HttpCode(201)
  create(@CurrentUserId() userId: string, @Body() body: unknown): Promise<UserBill> {
    return this.bills.send<UserBill>(USER_BILLS.create, parseOrThrow(userBillCreate, body ?? {}), userId);
  }

  /** PUT /api/user-bills/{id} → the edited draft (moderationStatus 'pending' submits it). */
  @RateLimited(USER_BILL_WRITES)
  @Put(':id')
  update(@CurrentUserId() userId: string, @Param('id') id: string, @Body() body: unknown): Promise<UserBill> {
    return this.bills.send<UserBill>(USER_BILLS.update, { id, changes: parseOrThrow(userBillUpdate, body ?? {}) }, userId);
  }

  /** DELETE /api/user-bills/{id} → 204 (own drafts only). */
  @RateLimited(USER_BILL_WRITES)
  @Delete(':id')
  @HttpCode(204)
  async delete(@CurrentUserId() userId: string, @Param('id') id: string): Promise<void> {
    await this.bills.send(USER_BILLS.delete, { id }, userId);
  }

  /** PUT /api/user-bills/{id}/support {supportType} → the bill with its counts and the caller's choice. */
  @RateLimited(USER_BILL_WRITES)
  @Put(':id/support')
  async support(@CurrentUserId() userId: string, @Param('id') id: string, @Body() body: unknown): Promise<UserBill> {
    const { supportType } = parseOrThrow(userBillSupportBody, body ?? {});
    return this.named(await this.bills.send<UserBill>(USER_BILLS.support, { id, supportType }, userId), userId);
  }

  /** DELETE /api/user-bills/{id}/support → the bill without the caller's choice. */
  @RateLimited(USER_BILL_WRITES)
  @Delete(':id/support')
  async unsupport(@CurrentUserId() userId: string, @Param('id') id: string): Promise<UserBill> {
    return this.named(await this.bills.send<UserBill>(USER_BILLS.support, { id, supportType: null }, userId), userId);
  }

  private async named(bill: UserBill, userId: string): Promise<UserBill> {
    const [named] = await this.withAuthorNames([bill], userId);
    return named!;
  }

  /** One identity call per page for the authors' names; without identity the page still comes, unnamed. */
  private async withAuthorNames(bills: UserBill[], userId: string): Promise<UserBill[]> {
    const userIds = [...new Set(bills.map((b) => b.userId))];
    if (!userIds.length) return bills;
    try {
      const users = await this.identity.send<PublicUser[]>(IDENTITY.getUsers, { userIds }, userId);
      const names = new Map(users.map((u) => [u.id, u.name]));
      return bills.map((b) => ({ ...b, authorName: names.get(b.userId) ?? null }));
    } catch (err) {
      logger().warn({ err }, 'identity getUsers failed; user bills listed without author names');
      return bills;
    }
  }
}

import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  activityInput,
  publicUserBillsQuery,
  USER_BILL_MESSAGES,
  USER_BILLS,
  userBillCreate,
  userBillIdInput,
  userBillListQuery,
  userBillSupportInput,
  userBillUpdateInput,
} from '@civic/contracts';
import { actingUser, notFound, parseOrThrow, RpcEnvelope } from '@civic/service-kit';
import { UserBillsService } from './user-bills.service';

/** RPC face of user bills; every input is parsed with its contracts schema, the actor comes from the envelope. */
@Controller()
export class UserBillsController {
  constructor(private readonly userBills: UserBillsService) {}

  @MessagePattern(USER_BILLS.create)
  create(@Payload() env: RpcEnvelope) {
    return this.userBills.create(actingUser(env), parseOrThrow(userBillCreate, env.data ?? {}));
  }

  @MessagePattern(USER_BILLS.listOwn)
  listOwn(@Payload() env: RpcEnvelope) {
    return this.userBills.listOwn(actingUser(env), parseOrThrow(userBillListQuery, env.data ?? {}).status);
  }

  @MessagePattern(USER_BILLS.byAuthor)
  byAuthor(@Payload() env: RpcEnvelope) {
    const { userId, limit } = parseOrThrow(activityInput, env.data);
    return this.userBills.byAuthor(actingUser(env), userId, limit);
  }

  @MessagePattern(USER_BILLS.listPublic)
  listPublic(@Payload() env: RpcEnvelope) {
    const { limit, offset } = parseOrThrow(publicUserBillsQuery, env.data ?? {});
    return this.userBills.listPublic(actingUser(env), limit, offset);
  }

  @MessagePattern(USER_BILLS.get)
  get(@Payload() env: RpcEnvelope) {
    return this.userBills.get(actingUser(env), idOf(env));
  }

  @MessagePattern(USER_BILLS.update)
  update(@Payload() env: RpcEnvelope) {
    const userId = actingUser(env);
    const id = idOf(env);
    return this.userBills.update(userId, id, parseOrThrow(userBillUpdateInput, env.data).changes);
  }

  @MessagePattern(USER_BILLS.support)
  support(@Payload() env: RpcEnvelope) {
    const userId = actingUser(env);
    const id = idOf(env);
    return this.userBills.support(userId, id, parseOrThrow(userBillSupportInput, env.data).supportType);
  }

  @MessagePattern(USER_BILLS.delete)
  async delete(@Payload() env: RpcEnvelope) {
    await this.userBills.delete(actingUser(env), idOf(env));
    return { deleted: true };
  }
}

/** A malformed id names no bill: 404, like an unknown one. */
function idOf(env: RpcEnvelope): string {
  const input = userBillIdInput.safeParse({ id: (env.data as { id?: unknown } | undefined)?.id });
  if (!input.success) throw notFound(USER_BILL_MESSAGES.notFound);
  return input.data.id;
}

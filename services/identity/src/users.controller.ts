import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { z } from 'zod';
import { changePasswordBody, IDENTITY, loginBody, registerBody } from '@civic/contracts';
import { actingUser, parseOrThrow, RpcEnvelope } from '@civic/service-kit';
import { UsersService } from './users.service';

const userIdInput = z.object({ userId: z.uuid({ message: 'User not found' }) });
const userIdsInput = z.object({ userIds: z.array(z.uuid()).max(1000) });


@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(IDENTITY.register)
  register(@Payload() env: RpcEnvelope) {
    return this.users.register(parseOrThrow(registerBody, env.data));
  }

  @MessagePattern(IDENTITY.verifyCredentials)
  verifyCredentials(@Payload() env: RpcEnvelope) {
    return this.users.verifyCredentials(parseOrThrow(loginBody, env.data));
  }

  @MessagePattern(IDENTITY.getUser)
  getUser(@Payload() env: RpcEnvelope) {
    return this.users.getUser(parseOrThrow(userIdInput, env.data).userId);
  }

  @MessagePattern(IDENTITY.getUsers)
  getUsers(@Payload() env: RpcEnvelope) {
    return this.users.getUsers(parseOrThrow(userIdsInput, env.data).userIds);
  }

  /** The gateway asks before every /api/review/* route (ADR 0020). */
  @MessagePattern(IDENTITY.isOperator)
  async isOperator(@Payload() env: RpcEnvelope) {
    return { operator: await this.users.isOperator(parseOrThrow(userIdInput, env.data).userId) };
  }

  /** The gateway asks before every /api/partner/* route (ADR 0031). */
  @MessagePattern(IDENTITY.partnerOf)
  async partnerOf(@Payload() env: RpcEnvelope) {
    return { partner: await this.users.partnerOf(parseOrThrow(userIdInput, env.data).userId) };
  }

  @MessagePattern(IDENTITY.changePassword)
  async changePassword(@Payload() env: RpcEnvelope) {
    await this.users.changePassword(actingUser(env), parseOrThrow(changePasswordBody, env.data));
    return { ok: true };
  }
}

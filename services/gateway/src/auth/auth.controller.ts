import { Body, Controller, Get, HttpCode, Inject, Post, Req, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { changePasswordBody, IDENTITY, loginBody, PublicUser, registerBody } from '@civic/contracts';
import { parseOrThrow, RpcClient, ServiceError } from '@civic/service-kit';
import { CurrentUserId, NOT_SIGNED_IN, Public, RateLimited } from './guards';
import { signIn, signOut } from './session';
import { IDENTITY_CLIENT } from '../clients';

@Controller('api')
export class AuthController {
  constructor(@Inject(IDENTITY_CLIENT) private readonly identity: RpcClient) {}

  @Public()
  @RateLimited('register-ip')
  @Post('register')
  @HttpCode(201)
  async register(@Body() body: unknown, @Req() req: FastifyRequest): Promise<PublicUser> {
    const user = await this.identity.send<PublicUser>(IDENTITY.register, parseOrThrow(registerBody, body));
    await signIn(req, user.id);
    return user;
  }

  @Public()
  @RateLimited('login-ip', 'login-email')
  @Post('login')
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() req: FastifyRequest): Promise<PublicUser> {
    const user = await this.identity.send<PublicUser>(IDENTITY.verifyCredentials, parseOrThrow(loginBody, body));
    await signIn(req, user.id);
    return user;
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: FastifyRequest): Promise<{ ok: true }> {
    await signOut(req);
    return { ok: true };
  }

  @Get('user')
  async me(@CurrentUserId() userId: string, @Req() req: FastifyRequest): Promise<PublicUser> {
    try {
      return await this.identity.send<PublicUser>(IDENTITY.getUser, { userId }, userId);
    } catch (err) {
      // A session that outlived its user (account removed) is simply signed out.
      if (err instanceof ServiceError && err.status === 404) {
        await signOut(req);
        throw new UnauthorizedException(NOT_SIGNED_IN);
      }
      throw err;
    }
  }

  @Post('user/change-password')
  @HttpCode(200)
  async changePassword(@CurrentUserId() userId: string, @Body() body: unknown, @Req() req: FastifyRequest) {
    await this.identity.send(IDENTITY.changePassword, parseOrThrow(changePasswordBody, body), userId);
    // New credentials, new session id: a stolen cookie from before the change stops working.
    await signIn(req, userId);
    return { message: 'Password changed' };
  }
}

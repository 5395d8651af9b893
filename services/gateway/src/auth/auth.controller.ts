import { Body, Controller, Get, HttpCode, Inject, Post, Req, UnauthorizedException, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { changePasswordBody, IDENTITY, PublicUser, registerBody } from '@civic/contracts';
import { parseOrThrow, RpcClient, ServiceError } from '@civic/service-kit/edge';
import { CurrentUserId, NOT_SIGNED_IN, Public, RateLimited } from './guards';
import { LoginLimits } from './login-limits';
import { LoginGuard, VerifiedUser } from './login.guard';
import { CHANGE_PASSWORD_IP, CHANGE_PASSWORD_USER, LOGIN_IP, LOGOUT_IP, REGISTER_IP } from './rate-limits';
import { endOtherSessions, signIn, signOut } from './session';
import { IDENTITY_CLIENT } from '../clients';

@Controller('api')
export class AuthController {
  constructor(
    @Inject(IDENTITY_CLIENT) private readonly identity: RpcClient,
    private readonly loginLimits: LoginLimits,
  ) {}

  @Public()
  @RateLimited(REGISTER_IP)
  @Post('register')
  @HttpCode(201)
  async register(@Body() body: unknown, @Req() req: FastifyRequest): Promise<PublicUser> {
    const { email, password } = parseOrThrow(registerBody, body);
    const user = await this.identity.send<PublicUser>(IDENTITY.register, { email, password });
    await signIn(req, user.id);
    await this.loginLimits.remember(email, req.ip);
    return user;
  }

  /**
   * Requests per address are throttled; LoginGuard parses the body, applies the failed-sign-in
   * limits (login-limits.ts) and has Passport's local strategy ask identity (ADR 0015). Only a
   * verified user gets here, and signs in on our own session.
   */
  @Public()
  @RateLimited(LOGIN_IP)
  @UseGuards(LoginGuard)
  @Post('login')
  @HttpCode(200)
  async login(@VerifiedUser() user: PublicUser, @Req() req: FastifyRequest): Promise<PublicUser> {
    await signIn(req, user.id);
    return user;
  }

  /** Ends this browser's session and closes its sockets; the user's other sessions stay (ADR 0013). */
  @Public()
  @RateLimited(LOGOUT_IP)
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

  /**
   * New credentials end every other session of the user (other browsers, a stolen cookie) and
   * close their sockets; this browser carries on under a new session id (ADR 0013).
   */
  @RateLimited(CHANGE_PASSWORD_USER, CHANGE_PASSWORD_IP)
  @Post('user/change-password')
  @HttpCode(200)
  async changePassword(@CurrentUserId() userId: string, @Body() body: unknown, @Req() req: FastifyRequest) {
    await this.identity.send(IDENTITY.changePassword, parseOrThrow(changePasswordBody, body), userId);
    await signIn(req, userId);
    await endOtherSessions(req);
    return { message: 'Password changed' };
  }
}

import { createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard, type IAuthModuleOptions } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { loginBody, type PublicUser } from '@civic/contracts';
import { parseOrThrow, ServiceError } from '@civic/service-kit/edge';
import { LoginLimits } from './login-limits';
import { LOCAL_STRATEGY } from './local.strategy';

/** Where Passport leaves the user it verified on the request. */
const USER_PROPERTY = 'user';

/**
 * The way into `POST /api/login`, in this order (ADR 0015):
 *
 * 1. the body is parsed with the shared zod schema, so a bad one gets the SPEC's 400 messages
 *    (Passport would answer a missing field with its own "Missing credentials");
 * 2. the failed-sign-in limits admit the attempt (login-limits.ts), so a limited caller gets its
 *    429 with Retry-After before any password is hashed;
 * 3. Passport runs the local strategy, which asks identity (local.strategy.ts). A wrong email or
 *    password counts as a failure; any other error (a service down) gives the attempt back.
 *
 * Sessions are not Passport's: `session: false`, and the route signs in with our Fastify
 * session helpers (session.ts), which Passport's Express glue (`req.logIn`) could not drive.
 */
@Injectable()
export class LoginGuard extends AuthGuard(LOCAL_STRATEGY) {
  constructor(private readonly loginLimits: LoginLimits) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const credentials = parseOrThrow(loginBody, req.body);
    // The strategy reads the body: it gets the parsed credentials, never the raw input.
    req.body = credentials;
    const attempt = await this.loginLimits.begin(credentials.email, req.ip);
    try {
      await super.canActivate(context);
    } catch (err) {
      await (err instanceof ServiceError && err.status === 401 ? attempt.failed() : attempt.abandoned());
      throw err;
    }
    await attempt.succeeded();
    return true;
  }

  getAuthenticateOptions(): IAuthModuleOptions {
    return { session: false, property: USER_PROPERTY };
  }
}

/** The user LoginGuard's strategy verified (only on routes behind LoginGuard). */
export const VerifiedUser = createParamDecorator((_: unknown, context: ExecutionContext): PublicUser => {
  return context.switchToHttp().getRequest<Record<typeof USER_PROPERTY, PublicUser>>()[USER_PROPERTY];
});

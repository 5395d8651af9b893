import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { IDENTITY, type PublicUser } from '@civic/contracts';
import type { RpcClient } from '@civic/service-kit/edge';
import { IDENTITY_CLIENT } from '../clients';

/** The name LoginGuard runs this strategy under. */
export const LOCAL_STRATEGY = 'local';

/**
 * Passport's local strategy (DESIGN §5, ADR 0015): the email and password of a sign-in are
 * checked by identity, the one service that holds the password hashes (argon2id, with a
 * constant-time path for unknown emails). The gateway owns no credentials, so this only asks.
 *
 * It reads the body LoginGuard has already parsed (email trimmed and lowercased). A wrong email
 * or password comes back as identity's 401 and is passed on as it is, message and all.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, LOCAL_STRATEGY) {
  constructor(@Inject(IDENTITY_CLIENT) private readonly identity: RpcClient) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  validate(email: string, password: string): Promise<PublicUser> {
    return this.identity.send<PublicUser>(IDENTITY.verifyCredentials, { email, password });
  }
}

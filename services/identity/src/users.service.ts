import { Injectable } from '@nestjs/common';
import { MESSAGES, type PartnerAccount, type PublicUser, type RegisterBody, type LoginBody, type ChangePasswordBody } from '@civic/contracts';
import { badRequest, conflict, isUniqueViolation, notFound, ServiceError } from '@civic/service-kit';
import { hashPassword, verifyPassword } from './passwords';
import { toPublicUser, UsersRepository, type User } from './users.repository';
import { VerifyThrottle } from './verify-throttle';

export { toPublicUser } from './users.repository';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const BAD_CREDENTIALS = 'Invalid email or password';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly throttle: VerifyThrottle,
  ) {}

  async register(body: RegisterBody): Promise<PublicUser> {
    const passwordHash = await hashPassword(body.password);
    try {
      return toPublicUser(await this.users.create(body.email, passwordHash));
    } catch (err) {
      // The unique index decides, so two simultaneous sign-ups with one email cannot both win.
      if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
      throw err;
    }
  }

  /** A sign-in's check, within identity's own limit per email (verify-throttle.ts), whoever asks. */
  async verifyCredentials(body: LoginBody): Promise<PublicUser> {
    const attempt = await this.throttle.admit(body.email);
    const found = await this.users.credentialsByEmail(body.email);
    const ok = await verifyPassword(found?.passwordHash, body.password);
    if (!found || !ok) throw new ServiceError(401, BAD_CREDENTIALS);
    await this.throttle.succeeded(attempt);
    return toPublicUser(found.user);
  }

  async getUser(userId: string): Promise<PublicUser> {
    return toPublicUser(await this.getEntity(userId));
  }

  async getUsers(userIds: string[]): Promise<PublicUser[]> {
    if (userIds.length === 0) return [];
    return (await this.users.byIds(userIds)).map(toPublicUser);
  }

  isOperator(userId: string): Promise<boolean> {
    return this.users.isOperator(userId);
  }

  async partnerOf(userId: string): Promise<PartnerAccount | null> {
    return (await this.users.partnerOf(userId)) ?? null;
  }

  async changePassword(userId: string, body: ChangePasswordBody): Promise<void> {
    await this.checkCurrentPassword(userId, body.currentPassword);
    await this.users.setPassword(userId, await hashPassword(body.newPassword));
  }

  /**
   * The re-authentication behind sensitive changes (a new password, a new email; ADR 0012): a
   * 400 on `currentPassword` when it is missing or wrong, so a stolen session alone cannot take
   * over the account.
   */
  async checkCurrentPassword(userId: string, currentPassword: string | undefined): Promise<void> {
    if (!currentPassword) throw badRequest(MESSAGES.currentPasswordRequired, { currentPassword: MESSAGES.currentPasswordRequired });
    const passwordHash = await this.users.passwordHash(userId);
    if (passwordHash === undefined) throw notFound('User not found');
    if (!(await verifyPassword(passwordHash, currentPassword))) {
      throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    }
  }

  private async getEntity(userId: string): Promise<User> {
    const row = await this.users.byId(userId);
    if (!row) throw notFound('User not found');
    return row;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { MESSAGES, type PublicUser, type RegisterBody, type LoginBody, type ChangePasswordBody } from '@civic/contracts';
import { badRequest, conflict, isUniqueViolation, notFound, ServiceError } from '@civic/service-kit';
import { UserEntity } from './user.entity';
import { hashPassword, verifyPassword } from './passwords';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const BAD_CREDENTIALS = 'Invalid email or password';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

export function toPublicUser(u: UserEntity): PublicUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    address: u.address,
    city: u.city,
    state: u.state,
    zipCode: u.zipCode,
    district: u.district,
    congressionalDistrict: u.congressionalDistrict,
    stateUpperDistrict: u.stateUpperDistrict,
    stateLowerDistrict: u.stateLowerDistrict,
    county: u.county,
    careHarm: u.careHarm,
    fairnessCheating: u.fairnessCheating,
    loyaltyBetrayal: u.loyaltyBetrayal,
    authoritySubversion: u.authoritySubversion,
    sanctityDegradation: u.sanctityDegradation,
    libertyOppression: u.libertyOppression,
    voterArchetype: u.voterArchetype,
    createdAt: u.createdAt.toISOString(),
  };
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  async register(body: RegisterBody): Promise<PublicUser> {
    const passwordHash = await hashPassword(body.password);
    try {
      const saved = await this.users.save(this.users.create({ email: body.email, passwordHash }));
      return toPublicUser(await this.getEntity(saved.id));
    } catch (err) {
      // The unique index decides, so two simultaneous sign-ups with one email cannot both win.
      if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
      throw err;
    }
  }

  async verifyCredentials(body: LoginBody): Promise<PublicUser> {
    const row = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.email = :email', { email: body.email })
      .getOne();
    const ok = await verifyPassword(row?.passwordHash, body.password);
    if (!row || !ok) throw new ServiceError(401, BAD_CREDENTIALS);
    return toPublicUser(row);
  }

  async getUser(userId: string): Promise<PublicUser> {
    return toPublicUser(await this.getEntity(userId));
  }

  async getUsers(userIds: string[]): Promise<PublicUser[]> {
    if (userIds.length === 0) return [];
    const rows = await this.users.findBy({ id: In(userIds) });
    return rows.map(toPublicUser);
  }

  async changePassword(userId: string, body: ChangePasswordBody): Promise<void> {
    await this.checkCurrentPassword(userId, body.currentPassword);
    await this.users.update({ id: userId }, { passwordHash: await hashPassword(body.newPassword) });
  }

  /**
   * The re-authentication behind sensitive changes (a new password, a new email; ADR 0012): a
   * 400 on `currentPassword` when it is missing or wrong, so a stolen session alone cannot take
   * over the account.
   */
  async checkCurrentPassword(userId: string, currentPassword: string | undefined): Promise<void> {
    if (!currentPassword) throw badRequest(MESSAGES.currentPasswordRequired, { currentPassword: MESSAGES.currentPasswordRequired });
    const row = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.id = :userId', { userId })
      .getOne();
    if (!row) throw notFound('User not found');
    if (!(await verifyPassword(row.passwordHash, currentPassword))) {
      throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    }
  }

  private async getEntity(userId: string): Promise<UserEntity> {
    const row = await this.users.findOneBy({ id: userId });
    if (!row) throw notFound('User not found');
    return row;
  }
}

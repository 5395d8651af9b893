import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  isEmailChange,
  MESSAGES,
  type DistrictInfo,
  type PersonalInfoBody,
  type PersonalInfoResponse,
  type ProfileBody,
  type ProfileResponse,
  type PublicUser,
} from '@civic/contracts';
import { badRequest, conflict, isUniqueViolation, notFound, ServiceError, ServiceRuntime } from '@civic/service-kit';
import type { IdentityConfig } from './config';
import { IDENTITY_CONFIG } from './tokens';
import { DistrictService } from './district/district.service';
import type { DistrictResolution } from './district/types';
import { toPublicUser, UsersRepository, type UserPatch } from './users.repository';
import { EMAIL_TAKEN, UsersService } from './users.service';
import { recordProfileChanges } from './voter-profile';

interface AddressFields {
  name: string;
  address: string;
  city: string;
  state: string | null;
  zipCode: string;
  email?: string;
}

/** Moves are counted over this window. */
const MOVE_WINDOW_HOURS = 24;

/** "2026-11-26 at 14:05 UTC": when the next move is possible. */
const utcMoment = (at: Date) => `${at.toISOString().slice(0, 10)} at ${at.toISOString().slice(11, 16)} UTC`;

/**
 * A 429 for a move over the day's limit, saying when the next one is possible. The RPC error
 * payload has no field for the wait, so it travels in fieldErrors.retryAfterSeconds, which the
 * gateway's error filter turns into Retry-After (and drops from the body).
 */
export function tooManyMoves(limit: number, nextAt: Date, now = Date.now()): ServiceError {
  const message = `You can change your district ${limit} ${limit === 1 ? 'time' : 'times'} a day. You can change it again after ${utcMoment(nextAt)}.`;
  return new ServiceError(429, message, { address: message, retryAfterSeconds: String(Math.max(1, Math.ceil((nextAt.getTime() - now) / 1000))) });
}

const districtInfoOf = (r: DistrictResolution): DistrictInfo => ({
  confidence: r.confidence,
  congressionalDistrict: r.congressionalDistrict,
  county: r.county,
});

/**
 * Personal information (onboarding step 1) and the Profile tab's edits. The district is found
 * before the transaction (a geocoder call must not hold a row lock), then the user row, its
 * district and, when the district changed, user.voter-profile-changed.v1 commit together.
 */
@Injectable()
export class OnboardingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly districts: DistrictService,
    private readonly runtime: ServiceRuntime,
    private readonly users: UsersService,
    private readonly usersRepo: UsersRepository,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async savePersonalInfo(userId: string, body: PersonalInfoBody): Promise<PersonalInfoResponse> {
    const fields: AddressFields = { name: body.name, address: body.address, city: body.city, state: body.state, zipCode: body.zipCode, email: body.email };
    await this.districts.check(fields);
    const resolution = await this.districts.locate(fields);
    const user = await this.save(userId, fields, resolution);
    return { user, validationMessage: resolution.message, districtInfo: districtInfoOf(resolution) };
  }

  /**
   * The Profile tab's save. The state is the one sent, else the stored one. The district is looked
   * up again only when the address changed (or none is known yet); the answer then carries the
   * lookup's message for the banner. A new email needs the current password (ADR 0012).
   */
  async updateProfile(userId: string, body: ProfileBody): Promise<ProfileResponse> {
    const current = await this.usersRepo.byId(userId);
    if (!current) throw notFound('User not found');
    const emailChange = isEmailChange(body.email, current.email);
    // Checked before any lookup or lock: a wrong password costs no geocoder call and holds no row.
    if (emailChange) await this.users.checkCurrentPassword(userId, body.currentPassword);
    const fields: AddressFields = {
      name: body.name,
      address: body.address,
      city: body.city,
      state: body.state ?? current.state,
      zipCode: body.zipCode,
      email: body.email,
    };
    const same = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
    const moved =
      !current.congressionalDistrict ||
      !same(current.address, fields.address) ||
      !same(current.city, fields.city) ||
      !same(current.state, fields.state) ||
      !same(current.zipCode, fields.zipCode);
    if (moved) await this.districts.check(fields);
    const resolution = moved ? await this.districts.locate(fields) : null;
    const user = await this.save(userId, fields, resolution, { emailChangeVerified: emailChange });
    if (!resolution) return user;
    return { ...user, validationMessage: resolution.message, districtInfo: districtInfoOf(resolution) };
  }

  /**
   * A change of district re-homes every archetype vote of the user, so only a few are allowed a
   * day (RATE_LIMIT_DISTRICT_MOVES_PER_DAY); the first district is not a move. Runs under the
   * user's row lock, so a burst of saves is counted one by one.
   */
  private async admitMove(users: UsersRepository, userId: string, from: string | null, to: string | null): Promise<void> {
    const moves = await users.districtMoves(userId, MOVE_WINDOW_HOURS);
    const counted = from !== null || moves.ever;
    if (counted && moves.recent >= this.config.districtMovesPerDay && moves.nextAt) throw tooManyMoves(this.config.districtMovesPerDay, new Date(moves.nextAt));
    await users.recordDistrictMove(userId, from, to, counted);
  }

  private async save(
    userId: string,
    fields: AddressFields,
    resolution: DistrictResolution | null,
    { emailChangeVerified = false } = {},
  ): Promise<PublicUser> {
    let recorded = false;
    const saved = await this.dataSource.transaction(async (m) => {
      const users = this.usersRepo.in(m);
      const before = await users.lock(userId);
      if (!before) throw notFound('User not found');
      // The password was checked against the email read before the lock; a save that raced in
      // meanwhile may have changed it, and a new email is never written unchecked.
      if (fields.email !== undefined && isEmailChange(fields.email, before.email) && !emailChangeVerified) {
        throw badRequest(MESSAGES.currentPasswordRequired, { currentPassword: MESSAGES.currentPasswordRequired });
      }
      const patch: UserPatch = {
        name: fields.name,
        address: fields.address,
        city: fields.city,
        zipCode: fields.zipCode,
        // The state as entered; a form without one keeps the stored state, else the ZIP's.
        state: fields.state ?? before.state ?? (resolution?.state && /^[A-Z]{2}$/.test(resolution.state) ? resolution.state : null),
      };
      if (fields.email !== undefined) patch.email = fields.email;
      if (resolution && resolution.congressionalDistrict !== before.congressionalDistrict) await this.admitMove(users, userId, before.congressionalDistrict, resolution.congressionalDistrict);
      if (resolution) {
        patch.congressionalDistrict = resolution.congressionalDistrict;
        patch.district = resolution.congressionalDistrict;
        patch.county = resolution.county;
        patch.stateUpperDistrict = resolution.stateUpperDistrict;
        patch.stateLowerDistrict = resolution.stateLowerDistrict;
      }
      let after;
      try {
        after = (await users.update(userId, patch))!;
      } catch (err) {
        // The unique index decides, so two accounts can never end up sharing an email.
        if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
        throw err;
      }
      recorded = await recordProfileChanges(m, before, after);
      return after;
    });
    if (recorded) this.runtime.kick();
    return toPublicUser(saved);
  }
}

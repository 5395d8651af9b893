import { Injectable } from '@nestjs/common';
import type { PartnerAccount, PublicUser } from '@civic/contracts';
import { columnList, SqlRepository } from '@civic/service-kit';

/** SPEC §3 user as identity stores it (the password hash is read only where credentials are checked). */
export interface User {
  id: string;
  email: string;
  name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  district: string | null;
  congressionalDistrict: string | null;
  stateUpperDistrict: string | null;
  stateLowerDistrict: string | null;
  county: string | null;
  careHarm: number;
  fairnessCheating: number;
  loyaltyBetrayal: number;
  authoritySubversion: number;
  sanctityDegradation: number;
  libertyOppression: number;
  voterArchetype: string | null;
  createdAt: Date;
}

/** The fields a save may change, and their columns: the one column list of identity.users. */
const USER_COLUMNS = {
  email: 'email',
  name: 'name',
  address: 'address',
  city: 'city',
  state: 'state',
  zipCode: 'zip_code',
  district: 'district',
  congressionalDistrict: 'congressional_district',
  stateUpperDistrict: 'state_upper_district',
  stateLowerDistrict: 'state_lower_district',
  county: 'county',
  careHarm: 'care_harm',
  fairnessCheating: 'fairness_cheating',
  loyaltyBetrayal: 'loyalty_betrayal',
  authoritySubversion: 'authority_subversion',
  sanctityDegradation: 'sanctity_degradation',
  libertyOppression: 'liberty_oppression',
  voterArchetype: 'voter_archetype',
} as const satisfies Record<Exclude<keyof User, 'id' | 'createdAt'>, string>;
export type UserPatch = Partial<Pick<User, keyof typeof USER_COLUMNS>>;

/** Every column a read answers, aliased to the User field names (never the password). */
const SELECT_USER = columnList([
  'id',
  ...Object.entries(USER_COLUMNS).map(([field, column]) => (field === column ? column : `${column} AS "${field}"`)),
  'created_at AS "createdAt"',
]);

export function toPublicUser(u: User): PublicUser {
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

/** identity.users: accounts, their address and district, their survey scores and archetype. */
@Injectable()
export class UsersRepository extends SqlRepository {
  /** A new account; an email already taken is the unique index's violation (the caller answers 409). */
  async create(email: string, passwordHash: string): Promise<User> {
    return this.one<User>(`INSERT INTO identity.users (email, password) VALUES ($1, $2) RETURNING ${SELECT_USER}`, [email, passwordHash]);
  }

  async byId(userId: string): Promise<User | undefined> {
    return this.row<User>(`SELECT ${SELECT_USER} FROM identity.users WHERE id = $1`, [userId]);
  }

  async isOperator(userId: string): Promise<boolean> {
    return !!(await this.row(`SELECT 1 FROM identity.users WHERE id = $1 AND role = 'operator'`, [userId]));
  }

  /** Sets the role of the account with this email; answers its id, or undefined if there is none. */
  async setRoleByEmail(email: string, role: 'user' | 'operator'): Promise<string | undefined> {
    return (await this.row<{ id: string }>(`UPDATE identity.users SET role = $2 WHERE email = $1 RETURNING id`, [email, role]))?.id;
  }

  /** The party this account speaks for, if it is a partner's (ADR 0031). */
  async partnerOf(userId: string): Promise<PartnerAccount | undefined> {
    return this.row<PartnerAccount>(`SELECT user_id AS "userId", party FROM identity.partner_accounts WHERE user_id = $1`, [userId]);
  }

  /** Links the account with this email to a party (again: renames it); answers its id, or undefined if there is none. */
  async grantPartnerByEmail(email: string, party: string): Promise<string | undefined> {
    return (
      await this.row<{ id: string }>(
        `INSERT INTO identity.partner_accounts (user_id, party) SELECT id, $2 FROM identity.users WHERE email = $1
         ON CONFLICT (user_id) DO UPDATE SET party = EXCLUDED.party RETURNING user_id AS id`,
        [email, party],
      )
    )?.id;
  }

  /** Ends the account's partnership; answers its id, or undefined if there is no account with this email. */
  async revokePartnerByEmail(email: string): Promise<string | undefined> {
    const user = await this.row<{ id: string }>(`SELECT id FROM identity.users WHERE email = $1`, [email]);
    if (user) await this.rows(`DELETE FROM identity.partner_accounts WHERE user_id = $1`, [user.id]);
    return user?.id;
  }

  async byIds(userIds: string[]): Promise<User[]> {
    return this.rows<User>(`SELECT ${SELECT_USER} FROM identity.users WHERE id = ANY($1::uuid[])`, [userIds]);
  }

  /** The account with this email and its password hash, for a sign-in. */
  async credentialsByEmail(email: string): Promise<{ user: User; passwordHash: string } | undefined> {
    const row = await this.row<User & { passwordHash: string }>(`SELECT ${SELECT_USER}, password AS "passwordHash" FROM identity.users WHERE email = $1`, [email]);
    if (!row) return undefined;
    const { passwordHash, ...user } = row;
    return { user, passwordHash };
  }

  /** The user's password hash (undefined: no such user). */
  async passwordHash(userId: string): Promise<string | undefined> {
    return (await this.row<{ password: string }>(`SELECT password FROM identity.users WHERE id = $1`, [userId]))?.password;
  }

  async setPassword(userId: string, passwordHash: string): Promise<void> {
    await this.db.query(`UPDATE identity.users SET password = $2, updated_at = now() WHERE id = $1`, [userId, passwordHash]);
  }

  /** Reads the user for update inside a transaction (serialises concurrent saves of one user). */
  async lock(userId: string): Promise<User | undefined> {
    return this.row<User>(`SELECT ${SELECT_USER} FROM identity.users WHERE id = $1 FOR UPDATE`, [userId]);
  }

  /** Changes the given fields and answers the user as saved (undefined: no such user). */
  async update(userId: string, patch: UserPatch): Promise<User | undefined> {
    // Undefined leaves a field as it is; only the known fields have columns.
    const fields = (Object.keys(patch) as Array<keyof UserPatch>).filter((f) => f in USER_COLUMNS && patch[f] !== undefined);
    const set = fields.map((f, i) => `${USER_COLUMNS[f]} = $${i + 2}`);
    return this.row<User>(
      `UPDATE identity.users SET ${[...set, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${SELECT_USER}`,
      [userId, ...fields.map((f) => patch[f])],
    );
  }

  /**
   * The user's district moves: whether any was ever recorded, how many counted ones fall within
   * the last `windowHours`, and when the oldest of those leaves the window (another move is
   * possible then).
   */
  async districtMoves(userId: string, windowHours: number): Promise<{ ever: boolean; recent: number; nextAt: Date | null }> {
    return this.one(
      `SELECT count(*) > 0 AS ever,
              (count(*) FILTER (WHERE counted AND moved_at > now() - make_interval(hours => $2)))::int AS recent,
              min(moved_at) FILTER (WHERE counted AND moved_at > now() - make_interval(hours => $2)) + make_interval(hours => $2) AS "nextAt"
         FROM identity.district_moves WHERE user_id = $1`,
      [userId, windowHours],
    );
  }

  /** Records a change of district (counted: false for the user's first district). */
  async recordDistrictMove(userId: string, from: string | null, to: string | null, counted: boolean): Promise<void> {
    await this.db.query(`INSERT INTO identity.district_moves (user_id, from_district, to_district, counted) VALUES ($1, $2, $3, $4)`, [userId, from, to, counted]);
  }
}

import { Injectable } from '@nestjs/common';
import { SqlRepository } from '@civic/service-kit';
import type { FollowedUser, UserProfile, UserPublicProfileChanged } from '@civic/contracts';

interface UserRow {
  user_id: string;
  name: string;
  voter_archetype: string | null;
  city: string | null;
  state: string | null;
}

/**
 * A user and their follow counts, $1 the user. The counts name the user by the parameter, not by
 * u.user_id: for a value it is given the planner reads that user's own share of the follows,
 * where for a column of another table it assumes the average share (all of them while one user
 * holds most follows) and scans the table.
 */
export const PROFILE_SQL = `SELECT u.user_id, u.name, u.voter_archetype, u.city, u.state,
       (SELECT count(*)::int FROM social.follows WHERE following_id = $1) AS followers,
       (SELECT count(*)::int FROM social.follows WHERE follower_id = $1) AS following
  FROM social.users u WHERE u.user_id = $1`;

const toFollowedUser = (r: UserRow): FollowedUser => ({ id: r.user_id, name: r.name, voterArchetype: r.voter_archetype, city: r.city, state: r.state });

/**
 * social.users (what identity publishes of each user) and social.follows. The read model applies
 * only what is newer than what it has, so events arriving out of order never go back in time.
 */
@Injectable()
export class UsersRepository extends SqlRepository {
  /** Applies the profile unless a newer one was applied already; true when it was applied. */
  async upsert(p: UserPublicProfileChanged, observedAt: string): Promise<boolean> {
    const applied = await this.rows(
      `INSERT INTO social.users (user_id, name, voter_archetype, city, state, congressional_district, observed_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, voter_archetype = EXCLUDED.voter_archetype, city = EXCLUDED.city,
         state = EXCLUDED.state, congressional_district = EXCLUDED.congressional_district, observed_at = EXCLUDED.observed_at
       WHERE social.users.observed_at <= EXCLUDED.observed_at
       RETURNING user_id`,
      [p.userId, p.name, p.voterArchetype, p.city, p.state, p.congressionalDistrict, observedAt],
    );
    return applied.length > 0;
  }

  async exists(userId: string): Promise<boolean> {
    return !!(await this.row(`SELECT 1 AS found FROM social.users WHERE user_id = $1`, [userId]));
  }

  async districtOf(userId: string): Promise<string | null> {
    return (await this.row<{ d: string | null }>(`SELECT congressional_district AS d FROM social.users WHERE user_id = $1`, [userId]))?.d ?? null;
  }

  /** Each district where someone lives, with the city most of its users gave (null when none did). */
  async districtsWithCity(): Promise<Array<{ district: string; city: string | null }>> {
    return this.rows(
      `SELECT DISTINCT ON (congressional_district) congressional_district AS district, city
         FROM social.users WHERE congressional_district IS NOT NULL
        GROUP BY congressional_district, city
        ORDER BY congressional_district, (city IS NULL), count(*) DESC, city`,
    );
  }

  async profile(userId: string): Promise<UserProfile | undefined> {
    const row = await this.row<UserRow & { followers: number; following: number }>(PROFILE_SQL, [userId]);
    return row && { ...toFollowedUser(row), followerCount: row.followers, followingCount: row.following };
  }

  /** Adds (on) or removes the follow; idempotent. Answers whether it changed anything. */
  async setFollow(followerId: string, followingId: string, on: boolean): Promise<boolean> {
    const changed = await this.rows(
      on
        ? `INSERT INTO social.follows (follower_id, following_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING follower_id`
        : `DELETE FROM social.follows WHERE follower_id = $1 AND following_id = $2 RETURNING follower_id`,
      [followerId, followingId],
    );
    return changed.length > 0;
  }

  async followerCount(userId: string): Promise<number> {
    return (await this.one<{ n: number }>(`SELECT count(*)::int AS n FROM social.follows WHERE following_id = $1`, [userId])).n;
  }

  async isFollowing(followerId: string, followingId: string): Promise<boolean> {
    return !!(await this.row(`SELECT 1 AS found FROM social.follows WHERE follower_id = $1 AND following_id = $2`, [followerId, followingId]));
  }

  /** Who follows the user (`followers`) or whom they follow (`following`), most recent follow first. */
  async connections(userId: string, which: 'followers' | 'following'): Promise<FollowedUser[]> {
    const [mine, theirs] = which === 'followers' ? ['following_id', 'follower_id'] : ['follower_id', 'following_id'];
    const rows = await this.rows<UserRow>(
      `SELECT u.user_id, u.name, u.voter_archetype, u.city, u.state FROM social.follows f JOIN social.users u ON u.user_id = f.${theirs}
        WHERE f.${mine} = $1 ORDER BY f.created_at DESC, u.user_id`,
      [userId],
    );
    return rows.map(toFollowedUser);
  }
}

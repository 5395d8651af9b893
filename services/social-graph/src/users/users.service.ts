import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { COMMUNITY_MESSAGES, EVENTS, type FollowChanged, type FollowedUser, type FollowState, isUuid, type UserProfile } from '@civic/contracts';
import { badRequest, notFound, recordEvent, ServiceRuntime } from '@civic/service-kit';
import { UsersRepository } from './users.repository';


/** Follows and profiles (SPEC §3 user_follow, user profile): the rules; SQL is the repository's. */
@Injectable()
export class UsersService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly users: UsersRepository,
    private readonly runtime: ServiceRuntime,
  ) {}

  /** Follows (on) or stops; a change is published (user.follow-changed.v1) in its transaction. */
  async follow(followerId: string, id: string, on: boolean): Promise<FollowState> {
    if (id === followerId) throw badRequest(COMMUNITY_MESSAGES.followSelf);
    await this.known(id);
    const changed = await this.ds.transaction(async (m) => {
      if (!(await this.users.in(m).setFollow(followerId, id, on))) return false;
      await recordEvent<FollowChanged>(m, EVENTS.followChanged, { followerId, followingId: id, following: on });
      return true;
    });
    if (changed) this.runtime.kick();
    return { isFollowing: on, followerCount: await this.users.followerCount(id) };
  }

  async isFollowing(followerId: string, id: string): Promise<{ isFollowing: boolean }> {
    await this.known(id);
    return { isFollowing: await this.users.isFollowing(followerId, id) };
  }

  async profile(id: string): Promise<UserProfile> {
    const profile = isUuid(id) ? await this.users.profile(id) : undefined;
    if (!profile) throw notFound(COMMUNITY_MESSAGES.userNotFound);
    return profile;
  }

  async connections(id: string, which: 'followers' | 'following'): Promise<FollowedUser[]> {
    await this.known(id);
    return this.users.connections(id, which);
  }

  /** A user the social graph knows (identity has published them), else 404. */
  private async known(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.users.exists(id))) throw notFound(COMMUNITY_MESSAGES.userNotFound);
  }
}

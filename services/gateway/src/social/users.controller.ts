import { Controller, Delete, Get, Inject, Param, Post } from '@nestjs/common';
import {
  DISCUSSIONS,
  SOCIAL,
  USER_BILLS,
  VOTING,
  type DiscussionView,
  type FollowedUser,
  type FollowState,
  type UserActivity,
  type UserBill,
  type UserProfile,
  type VoteWithBill,
} from '@civic/contracts';
import { RpcClient } from '@civic/service-kit/edge';
import { CurrentUserId, RateLimited } from '../auth/guards';
import { FOLLOW_WRITES } from '../auth/rate-limits';
import { rpcClientToken, SOCIAL_CLIENT } from '../clients';
import { activityOf } from './activity';

/** Each activity list shows the latest, not a history. */
const ACTIVITY_SHOWN = 50;

/** SPEC §7 follows and profiles (signed-in users); the social-graph service holds the rules. */
@Controller('api/users/:id')
export class UsersController {
  constructor(
    @Inject(SOCIAL_CLIENT) private readonly social: RpcClient,
    @Inject(rpcClientToken('voting')) private readonly voting: RpcClient,
    @Inject(rpcClientToken('discussions')) private readonly discussions: RpcClient,
    @Inject(rpcClientToken('bills')) private readonly bills: RpcClient,
  ) {}

  /** POST /api/users/{id}/follow → FollowState (idempotent; 400 yourself; 404 unknown). */
  @RateLimited(FOLLOW_WRITES)
  @Post('follow')
  follow(@CurrentUserId() userId: string, @Param('id') id: string): Promise<FollowState> {
    return this.social.send(SOCIAL.follow, { id, on: true }, userId);
  }

  /** DELETE /api/users/{id}/follow → FollowState (idempotent). */
  @RateLimited(FOLLOW_WRITES)
  @Delete('follow')
  unfollow(@CurrentUserId() userId: string, @Param('id') id: string): Promise<FollowState> {
    return this.social.send(SOCIAL.follow, { id, on: false }, userId);
  }

  @Get('is-following')
  isFollowing(@CurrentUserId() userId: string, @Param('id') id: string): Promise<{ isFollowing: boolean }> {
    return this.social.send(SOCIAL.isFollowing, { id }, userId);
  }

  @Get('profile')
  profile(@CurrentUserId() userId: string, @Param('id') id: string): Promise<UserProfile> {
    return this.social.send(SOCIAL.profile, { id }, userId);
  }

  /**
   * GET /api/users/{id}/activity → {votes, arguments, submittedBills}: one batched call to each
   * service that owns a part (personal votes; approved discussions and approved public bills, or
   * all of their own for the user themselves), after the profile says the user exists (404).
   */
  @Get('activity')
  async activity(@CurrentUserId() userId: string, @Param('id') id: string): Promise<UserActivity> {
    await this.social.send<UserProfile>(SOCIAL.profile, { id }, userId);
    const whose = { userId: id, limit: ACTIVITY_SHOWN };
    const [votes, discussions, bills] = await Promise.all([
      this.voting.send<VoteWithBill[]>(VOTING.personalVotesOf, whose, userId),
      this.discussions.send<DiscussionView[]>(DISCUSSIONS.byAuthor, whose, userId),
      this.bills.send<UserBill[]>(USER_BILLS.byAuthor, whose, userId),
    ]);
    return activityOf(votes, discussions, bills);
  }

  @Get('followers')
  followers(@CurrentUserId() userId: string, @Param('id') id: string): Promise<FollowedUser[]> {
    return this.social.send(SOCIAL.followers, { id }, userId);
  }

  @Get('following')
  following(@CurrentUserId() userId: string, @Param('id') id: string): Promise<FollowedUser[]> {
    return this.social.send(SOCIAL.following, { id }, userId);
  }
}

import { Controller, Delete, Get, Inject, Param, Post } from '@nestjs/common';
import { SOCIAL, type FollowedUser, type FollowState, type UserProfile } from '@civic/contracts';
import { RpcClient } from '@civic/service-kit';
import { CurrentUserId } from '../auth/guards';
import { rpcClientToken } from '../clients';

export const SOCIAL_CLIENT = rpcClientToken('social-graph');

/** SPEC §7 follows and profiles (signed-in users); the social-graph service holds the rules. */
@Controller('api/users/:id')
export class UsersController {
  constructor(@Inject(SOCIAL_CLIENT) private readonly social: RpcClient) {}

  /** POST /api/users/{id}/follow → FollowState (idempotent; 400 yourself; 404 unknown). */
  @Post('follow')
  follow(@CurrentUserId() userId: string, @Param('id') id: string): Promise<FollowState> {
    return this.social.send(SOCIAL.follow, { id, on: true }, userId);
  }

  /** DELETE /api/users/{id}/follow → FollowState (idempotent). */
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

  @Get('followers')
  followers(@CurrentUserId() userId: string, @Param('id') id: string): Promise<FollowedUser[]> {
    return this.social.send(SOCIAL.followers, { id }, userId);
  }

  @Get('following')
  following(@CurrentUserId() userId: string, @Param('id') id: string): Promise<FollowedUser[]> {
    return this.social.send(SOCIAL.following, { id }, userId);
  }
}

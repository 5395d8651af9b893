import { Controller, Get, Inject } from '@nestjs/common';
import { DISCUSSIONS, SOCIAL, type FollowedUser, type FollowedUserReply } from '@civic/contracts';
import { RpcClient } from '@civic/service-kit/edge';
import { CurrentUserId } from '../auth/guards';
import { DISCUSSIONS_CLIENT, SOCIAL_CLIENT } from '../clients';

/** SPEC §2 Following → Comments: the latest replies, not a history. */
const REPLIES_SHOWN = 50;

/** SPEC §7 GET /api/following/replies: what the people you follow said, newest first. */
@Controller('api/following')
export class FollowingController {
  constructor(
    @Inject(SOCIAL_CLIENT) private readonly social: RpcClient,
    @Inject(DISCUSSIONS_CLIENT) private readonly discussions: RpcClient,
  ) {}

  /** Whom you follow (social-graph), then their approved replies in one batched call (discussions). */
  @Get('replies')
  async replies(@CurrentUserId() userId: string): Promise<FollowedUserReply[]> {
    const following = await this.social.send<FollowedUser[]>(SOCIAL.following, { id: userId }, userId);
    if (!following.length) return [];
    return this.discussions.send(DISCUSSIONS.repliesByAuthors, { authorIds: following.map((u) => u.id), limit: REPLIES_SHOWN }, userId);
  }
}

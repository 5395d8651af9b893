import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  DISCUSSIONS,
  discussionCreateInput,
  discussionListInput,
  discussionUpdateInput,
  feedFlagsInput,
  activityInput,
  feedInput,
  repliesByAuthorsInput,
  postIdInput,
  replyCreateInput,
  replyUpdateInput,
  upvoteInput,
} from '@civic/contracts';
import { actingUser, parseOrThrow, type RpcEnvelope } from '@civic/service-kit';
import { DiscussionsService } from './discussions.service';

/** RPC of the discussions service: parses with the contract and delegates to the rules. */
@Controller()
export class DiscussionsController {
  constructor(private readonly service: DiscussionsService) {}

  @MessagePattern(DISCUSSIONS.list)
  list(@Payload() msg: RpcEnvelope) {
    return this.service.list(parseOrThrow(discussionListInput, msg.data), actingUser(msg));
  }

  @MessagePattern(DISCUSSIONS.get)
  get(@Payload() msg: RpcEnvelope) {
    return this.service.get(parseOrThrow(postIdInput, msg.data).id, actingUser(msg));
  }

  @MessagePattern(DISCUSSIONS.create)
  create(@Payload() msg: RpcEnvelope) {
    return this.service.create(actingUser(msg), parseOrThrow(discussionCreateInput, msg.data));
  }

  @MessagePattern(DISCUSSIONS.update)
  update(@Payload() msg: RpcEnvelope) {
    const { id, changes } = parseOrThrow(discussionUpdateInput, msg.data);
    return this.service.update(actingUser(msg), id, changes);
  }

  @MessagePattern(DISCUSSIONS.delete)
  async delete(@Payload() msg: RpcEnvelope) {
    await this.service.delete(actingUser(msg), parseOrThrow(postIdInput, msg.data).id);
    return { deleted: true };
  }

  @MessagePattern(DISCUSSIONS.upvote)
  upvote(@Payload() msg: RpcEnvelope) {
    const { id, on } = parseOrThrow(upvoteInput, msg.data);
    return this.service.upvote(actingUser(msg), id, on);
  }

  @MessagePattern(DISCUSSIONS.listReplies)
  listReplies(@Payload() msg: RpcEnvelope) {
    return this.service.listReplies(parseOrThrow(postIdInput, msg.data).id, actingUser(msg));
  }

  @MessagePattern(DISCUSSIONS.createReply)
  createReply(@Payload() msg: RpcEnvelope) {
    const { id, body } = parseOrThrow(replyCreateInput, msg.data);
    return this.service.createReply(actingUser(msg), id, body);
  }

  @MessagePattern(DISCUSSIONS.updateReply)
  updateReply(@Payload() msg: RpcEnvelope) {
    const { id, changes } = parseOrThrow(replyUpdateInput, msg.data);
    return this.service.updateReply(actingUser(msg), id, changes);
  }

  @MessagePattern(DISCUSSIONS.deleteReply)
  async deleteReply(@Payload() msg: RpcEnvelope) {
    await this.service.deleteReply(actingUser(msg), parseOrThrow(postIdInput, msg.data).id);
    return { deleted: true };
  }

  @MessagePattern(DISCUSSIONS.upvoteReply)
  upvoteReply(@Payload() msg: RpcEnvelope) {
    const { id, on } = parseOrThrow(upvoteInput, msg.data);
    return this.service.upvoteReply(actingUser(msg), id, on);
  }

  @MessagePattern(DISCUSSIONS.feedPage)
  feedPage(@Payload() msg: RpcEnvelope) {
    const { limit, offset } = parseOrThrow(feedInput, msg.data);
    return this.service.feedPage(limit, offset);
  }

  @MessagePattern(DISCUSSIONS.feedFlags)
  feedFlags(@Payload() msg: RpcEnvelope) {
    return this.service.feedFlags(actingUser(msg), parseOrThrow(feedFlagsInput, msg.data).ids);
  }

  @MessagePattern(DISCUSSIONS.repliesByAuthors)
  repliesByAuthors(@Payload() msg: RpcEnvelope) {
    const { authorIds, limit } = parseOrThrow(repliesByAuthorsInput, msg.data);
    return this.service.repliesByAuthors(authorIds, limit);
  }

  @MessagePattern(DISCUSSIONS.byAuthor)
  byAuthor(@Payload() msg: RpcEnvelope) {
    const { userId, limit } = parseOrThrow(activityInput, msg.data);
    return this.service.byAuthor(actingUser(msg), userId, limit);
  }
}

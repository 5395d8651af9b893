import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { appealBody, DISCUSSIONS_REVIEW, reportBody, reviewDecisionBody, reviewLogInput, reviewQueueInput } from '@civic/contracts';
import { actingUser, notFound, parseOrThrow, type RpcEnvelope } from '@civic/service-kit';
import { REVIEW_MESSAGES, type ReviewItemType } from '@civic/contracts';
import type { PostItemType } from './review.repository';
import { ReviewService } from './review.service';

/**
 * RPC of the discussions' review (ADR 0020). queue, decide, log and agreement are called by the
 * gateway only for an operator (the role lives in identity); report and appeal act for the caller.
 */
@Controller()
export class ReviewController {
  constructor(private readonly service: ReviewService) {}

  @MessagePattern(DISCUSSIONS_REVIEW.report)
  report(@Payload() msg: RpcEnvelope) {
    return this.service.report(actingUser(msg), posts(parseOrThrow(reportBody, msg.data)));
  }

  @MessagePattern(DISCUSSIONS_REVIEW.appeal)
  appeal(@Payload() msg: RpcEnvelope) {
    return this.service.appeal(actingUser(msg), posts(parseOrThrow(appealBody, msg.data)));
  }

  @MessagePattern(DISCUSSIONS_REVIEW.queue)
  queue(@Payload() msg: RpcEnvelope) {
    return this.service.queue(parseOrThrow(reviewQueueInput, msg.data).limit);
  }

  @MessagePattern(DISCUSSIONS_REVIEW.decide)
  decide(@Payload() msg: RpcEnvelope) {
    return this.service.decide(actingUser(msg), posts(parseOrThrow(reviewDecisionBody, msg.data)));
  }

  @MessagePattern(DISCUSSIONS_REVIEW.log)
  log(@Payload() msg: RpcEnvelope) {
    const { limit, offset } = parseOrThrow(reviewLogInput, msg.data);
    return this.service.log(limit, offset);
  }

  @MessagePattern(DISCUSSIONS_REVIEW.agreement)
  agreement() {
    return this.service.agreement();
  }
}

/** Discussions owns discussions and replies; anything else names no item here (404). */
function posts<B extends { itemType: ReviewItemType }>(body: B): B & { itemType: PostItemType } {
  if (body.itemType === 'user_bill') throw notFound(REVIEW_MESSAGES.itemNotFound);
  return body as B & { itemType: PostItemType };
}

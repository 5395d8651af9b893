import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { REVIEW_MESSAGES, reviewDecisionBody, reviewLogInput, reviewQueueInput, SOCIAL_REVIEW } from '@civic/contracts';
import { actingUser, notFound, parseOrThrow, type RpcEnvelope } from '@civic/service-kit';
import { EventReviewService } from './event-review.service';

/**
 * RPC of the partner events' review (ADR 0031). queue, decide, log and agreement are called by
 * the gateway only for an operator; events cannot be reported or appealed yet (404, as for an
 * item that does not exist).
 */
@Controller()
export class EventReviewController {
  constructor(private readonly service: EventReviewService) {}

  @MessagePattern(SOCIAL_REVIEW.report)
  report() {
    throw notFound(REVIEW_MESSAGES.itemNotFound);
  }

  @MessagePattern(SOCIAL_REVIEW.appeal)
  appeal() {
    throw notFound(REVIEW_MESSAGES.itemNotFound);
  }

  @MessagePattern(SOCIAL_REVIEW.queue)
  queue(@Payload() msg: RpcEnvelope) {
    return this.service.queue(parseOrThrow(reviewQueueInput, msg.data).limit);
  }

  @MessagePattern(SOCIAL_REVIEW.decide)
  decide(@Payload() msg: RpcEnvelope) {
    const body = parseOrThrow(reviewDecisionBody, msg.data);
    if (body.itemType !== 'event') throw notFound(REVIEW_MESSAGES.itemNotFound);
    return this.service.decide(actingUser(msg), body);
  }

  @MessagePattern(SOCIAL_REVIEW.log)
  log(@Payload() msg: RpcEnvelope) {
    const { limit, offset } = parseOrThrow(reviewLogInput, msg.data);
    return this.service.log(limit, offset);
  }

  @MessagePattern(SOCIAL_REVIEW.agreement)
  agreement() {
    return this.service.agreement();
  }
}

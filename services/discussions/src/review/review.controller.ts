import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { appealBody, DISCUSSIONS_REVIEW, reportBody, reviewDecisionBody, reviewLogInput, reviewQueueInput } from '@civic/contracts';
import { actingUser, parseOrThrow, type RpcEnvelope } from '@civic/service-kit';
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
    return this.service.report(actingUser(msg), parseOrThrow(reportBody, msg.data));
  }

  @MessagePattern(DISCUSSIONS_REVIEW.appeal)
  appeal(@Payload() msg: RpcEnvelope) {
    return this.service.appeal(actingUser(msg), parseOrThrow(appealBody, msg.data));
  }

  @MessagePattern(DISCUSSIONS_REVIEW.queue)
  queue(@Payload() msg: RpcEnvelope) {
    return this.service.queue(parseOrThrow(reviewQueueInput, msg.data).limit);
  }

  @MessagePattern(DISCUSSIONS_REVIEW.decide)
  decide(@Payload() msg: RpcEnvelope) {
    return this.service.decide(actingUser(msg), parseOrThrow(reviewDecisionBody, msg.data));
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

import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { appealBody, BILLS_REVIEW, reportBody, REVIEW_MESSAGES, reviewDecisionBody, reviewLogInput, reviewQueueInput, type ReviewItemType } from '@civic/contracts';
import { actingUser, notFound, parseOrThrow, type RpcEnvelope } from '@civic/service-kit';
import { BillReviewService } from './review.service';

/**
 * RPC of the user bills' review (ADR 0020). queue, decide, log and agreement are called by the
 * gateway only for an operator (the role lives in identity); report and appeal act for the caller.
 */
@Controller()
export class BillReviewController {
  constructor(private readonly service: BillReviewService) {}

  @MessagePattern(BILLS_REVIEW.report)
  report(@Payload() msg: RpcEnvelope) {
    return this.service.report(actingUser(msg), userBills(parseOrThrow(reportBody, msg.data)));
  }

  @MessagePattern(BILLS_REVIEW.appeal)
  appeal(@Payload() msg: RpcEnvelope) {
    return this.service.appeal(actingUser(msg), userBills(parseOrThrow(appealBody, msg.data)));
  }

  @MessagePattern(BILLS_REVIEW.queue)
  queue(@Payload() msg: RpcEnvelope) {
    return this.service.queue(parseOrThrow(reviewQueueInput, msg.data).limit);
  }

  @MessagePattern(BILLS_REVIEW.decide)
  decide(@Payload() msg: RpcEnvelope) {
    return this.service.decide(actingUser(msg), userBills(parseOrThrow(reviewDecisionBody, msg.data)));
  }

  @MessagePattern(BILLS_REVIEW.log)
  log(@Payload() msg: RpcEnvelope) {
    const { limit, offset } = parseOrThrow(reviewLogInput, msg.data);
    return this.service.log(limit, offset);
  }

  @MessagePattern(BILLS_REVIEW.agreement)
  agreement() {
    return this.service.agreement();
  }
}

/** Bills owns user bills only; a post names no item here (404). */
function userBills<B extends { itemType: ReviewItemType }>(body: B): B {
  if (body.itemType !== 'user_bill') throw notFound(REVIEW_MESSAGES.itemNotFound);
  return body;
}

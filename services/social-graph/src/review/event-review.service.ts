import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid, REVIEW_MESSAGES, REVIEW_OUTCOME, rooms, SOCKET_EVENTS, type PartnerEventModeratedPush, type ReviewDecisionBody, type ReviewLogEntry } from '@civic/contracts';
import { conflict, decisionEntry, namedLogEntries, notFound, registerReviewMetrics, ServiceRuntime } from '@civic/service-kit';
import { PartnerEventsRepository } from '../local-events/partner-events.repository';
import { EventReviewRepository } from './event-review.repository';

/**
 * People in the loop for partner events (ADR 0031): an event the AI held waits for an operator
 * (checked by the gateway in identity), who approves, rejects or removes it with a reason. The
 * decision and its log row are one transaction; the partner's page flips by the same push as an
 * AI verdict. Events cannot be reported or appealed yet.
 */
@Injectable()
export class EventReviewService implements OnModuleInit {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly review: EventReviewRepository,
    private readonly events: PartnerEventsRepository,
    private readonly runtime: ServiceRuntime,
  ) {}

  onModuleInit(): void {
    registerReviewMetrics('partner events', () => this.review.agreement());
  }

  async decide(operatorId: string, { itemId, action, reason }: ReviewDecisionBody): Promise<ReviewLogEntry> {
    const outcome = REVIEW_OUTCOME[action];
    const { logId, ai } = await this.ds.transaction(async (m) => {
      const repo = this.review.in(m);
      const event = isUuid(itemId) ? await repo.lockEvent(itemId) : undefined;
      if (!event) throw notFound(REVIEW_MESSAGES.itemNotFound);
      if (event.moderation_status !== 'held') throw conflict(REVIEW_MESSAGES.notInQueue);
      await repo.decide(itemId, outcome, reason);
      const logId = await repo.log({ postType: 'event', postId: itemId, actorId: operatorId, action: outcome, reason, queue: 'held', ai: event.ai });
      return { logId, ai: event.ai };
    });
    await this.pushToPublisher(itemId);
    return decisionEntry({ logId, itemType: 'event', itemId, action: outcome, operatorId, reason, ai });
  }

  queue(limit: number) {
    return this.review.queue(limit);
  }

  /** The log without names (the gateway names the actors from identity). */
  async log(limit: number, offset: number): Promise<ReviewLogEntry[]> {
    return namedLogEntries(await this.review.logRows(limit, offset));
  }

  agreement() {
    return this.review.agreement();
  }

  private async pushToPublisher(id: string): Promise<void> {
    const stored = await this.events.find(id);
    if (!stored) return;
    this.runtime.push.toRoom(rooms.user(stored.organizerId), SOCKET_EVENTS.partnerEventModerated, { event: stored.view } satisfies PartnerEventModeratedPush);
  }
}

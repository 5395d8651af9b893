import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EVENTS, rooms, SOCKET_EVENTS, type IntegrationEvent, type LocalEventModerationCompleted, type PartnerEventModeratedPush } from '@civic/contracts';
import { AfterEvent, logger, OnEvent, ServiceRuntime } from '@civic/service-kit';
import { applyEventVerdict } from './partner-event-review';
import { PartnerEventsRepository } from './partner-events.repository';

/**
 * The social-graph inbox's side of event moderation: applies each verdict in the event's
 * transaction, then tells the publisher's sockets with the event as it stands now (safe to repeat
 * on a redelivery), as user bills do for their authors.
 */
@Injectable()
export class PartnerEventVerdicts {
  constructor(
    private readonly events: PartnerEventsRepository,
    private readonly runtime: ServiceRuntime,
  ) {}

  /** Unparsed: a verdict that cannot be read is logged with the event it names, not dropped silently. */
  @OnEvent(EVENTS.localEventModerationCompleted, { unparsed: true })
  async apply(payload: unknown, m: EntityManager, event: IntegrationEvent): Promise<void> {
    const result = await applyEventVerdict(m, payload);
    const log = { localEventId: (payload as { eventId?: string } | null)?.eventId, eventId: event.id, outcome: result.outcome };
    if (result.outcome === 'invalid') logger().error({ ...log, issue: result.issue }, 'unreadable partner event verdict ignored');
    else logger().info({ ...log, status: 'event' in result ? result.event.status : undefined }, 'partner event verdict');
  }

  @AfterEvent(EVENTS.localEventModerationCompleted)
  async pushToPublisher(payload: LocalEventModerationCompleted): Promise<void> {
    const stored = await this.events.find(payload.eventId);
    if (!stored) return;
    const push: PartnerEventModeratedPush = { event: stored.view };
    this.runtime.push.toRoom(rooms.user(stored.organizerId), SOCKET_EVENTS.partnerEventModerated, push);
  }
}

import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EVENTS, rooms, SOCKET_EVENTS, type IntegrationEvent, type UserBillModerationCompleted, type UserBillModeratedPush } from '@civic/contracts';
import { AfterEvent, logger, OnEvent, ServiceRuntime } from '@civic/service-kit';
import { userBillVerdictsApplied } from '../metrics';
import { applyVerdict } from './review';
import { UserBillsRepository } from './user-bills.repository';

/**
 * The bills inbox's side of moderation: applies each verdict in the event's transaction, and
 * once it has committed tells the author's sockets. The push sends the bill as it stands now,
 * so it is safe to repeat (it runs again on a redelivery).
 */
@Injectable()
export class UserBillVerdicts {
  constructor(
    private readonly bills: UserBillsRepository,
    private readonly runtime: ServiceRuntime,
  ) {}

  /** Unparsed: a verdict that cannot be read is counted (outcome invalid) like every other outcome. */
  @OnEvent(EVENTS.userBillModerationCompleted, { unparsed: true })
  async apply(payload: unknown, m: EntityManager, event: IntegrationEvent): Promise<void> {
    const result = await applyVerdict(m, payload);
    userBillVerdictsApplied.inc({ outcome: result.outcome });
    logger().info({ billId: (payload as { billId?: string } | null)?.billId, eventId: event.id, outcome: result.outcome }, 'user bill verdict');
  }

  @AfterEvent(EVENTS.userBillModerationCompleted)
  async pushToAuthor(payload: UserBillModerationCompleted): Promise<void> {
    const bill = await this.bills.find(payload.billId);
    if (!bill || bill.view.moderationStatus === 'draft') return;
    const push: UserBillModeratedPush = { bill: bill.view };
    this.runtime.push.toRoom(rooms.user(bill.view.userId), SOCKET_EVENTS.userBillModerated, push);
  }
}

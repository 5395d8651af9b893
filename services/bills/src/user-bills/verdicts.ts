import type { DataSource, EntityManager } from 'typeorm';
import { rooms, SOCKET_EVENTS, type IntegrationEvent, type UserBillModeratedPush } from '@civic/contracts';
import { logger, type LivePush } from '@civic/service-kit';
import { userBillVerdictsApplied } from '../metrics';
import { applyVerdict, isVerdictEvent } from './review';
import { UserBillsRepository } from './user-bills.repository';

/**
 * The bills inbox's side of moderation: applies each verdict in the event's transaction, and
 * once it has committed tells the author's sockets. The push sends the bill as it stands now,
 * so it is safe to repeat (the inbox runs after-commit work again on a redelivery).
 */
export class UserBillVerdicts {
  private readonly bills: UserBillsRepository;

  constructor(ds: DataSource, private readonly push: LivePush) {
    this.bills = new UserBillsRepository(ds);
  }

  async apply(payload: unknown, m: EntityManager, event: IntegrationEvent): Promise<void> {
    const result = await applyVerdict(m, payload);
    userBillVerdictsApplied.inc({ outcome: result.outcome });
    logger().info({ billId: (payload as { billId?: string } | null)?.billId, eventId: event.id, outcome: result.outcome }, 'user bill verdict');
  }

  async afterCommit(event: IntegrationEvent): Promise<void> {
    if (!isVerdictEvent(event)) return;
    const billId = (event.payload as { billId?: unknown } | null)?.billId;
    if (typeof billId !== 'string') return;
    const bill = await this.bills.find(billId);
    if (!bill || bill.view.moderationStatus === 'draft') return;
    const push: UserBillModeratedPush = { bill: bill.view };
    this.push.toRoom(rooms.user(bill.view.userId), SOCKET_EVENTS.userBillModerated, push);
  }
}

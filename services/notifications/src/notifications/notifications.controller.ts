import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { NOTIFICATIONS, notificationIdInput, notificationsListInput, partnerContactInput } from '@civic/contracts';
import { actingUser, parseOrThrow, type RpcEnvelope } from '@civic/service-kit';
import { PartnerContactService } from '../partner/partner-contact.service';
import { NotificationsService } from './notifications.service';

/** RPC of the notifications service: parses with the contract and delegates. */
@Controller()
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly partners: PartnerContactService,
  ) {}

  @MessagePattern(NOTIFICATIONS.list)
  list(@Payload() msg: RpcEnvelope) {
    const query = parseOrThrow(notificationsListInput, msg.data ?? {});
    if ('view' in query) return this.notifications.unreadCount(actingUser(msg));
    return this.notifications.page(actingUser(msg), query.limit, query.offset);
  }

  @MessagePattern(NOTIFICATIONS.unreadCount)
  unreadCount(@Payload() msg: RpcEnvelope) {
    return this.notifications.unreadCount(actingUser(msg));
  }

  @MessagePattern(NOTIFICATIONS.markRead)
  async markRead(@Payload() msg: RpcEnvelope) {
    await this.notifications.markRead(actingUser(msg), parseOrThrow(notificationIdInput, msg.data).id);
    return { read: true };
  }

  @MessagePattern(NOTIFICATIONS.markAllRead)
  async markAllRead(@Payload() msg: RpcEnvelope) {
    await this.notifications.markAllRead(actingUser(msg));
    return { read: true };
  }

  @MessagePattern(NOTIFICATIONS.partnerContact)
  partnerContact(@Payload() msg: RpcEnvelope) {
    return this.partners.receive(parseOrThrow(partnerContactInput, msg.data ?? {}));
  }
}

import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { publishPartnerEventInput, SOCIAL, socialIdInput, socialToggleInput } from '@civic/contracts';
import { actingUser, parseOrThrow, type RpcEnvelope } from '@civic/service-kit';
import { LocalEventsService } from './local-events/local-events.service';
import { PartnerEventsService } from './local-events/partner-events.service';
import { UsersService } from './users/users.service';

/** RPC of the social-graph service: parses with the contract and delegates. */
@Controller()
export class SocialController {
  constructor(
    private readonly users: UsersService,
    private readonly localEvents: LocalEventsService,
    private readonly partnerEvents: PartnerEventsService,
  ) {}

  @MessagePattern(SOCIAL.follow)
  follow(@Payload() msg: RpcEnvelope) {
    const { id, on } = parseOrThrow(socialToggleInput, msg.data);
    return this.users.follow(actingUser(msg), id, on);
  }

  @MessagePattern(SOCIAL.isFollowing)
  isFollowing(@Payload() msg: RpcEnvelope) {
    return this.users.isFollowing(actingUser(msg), parseOrThrow(socialIdInput, msg.data).id);
  }

  @MessagePattern(SOCIAL.profile)
  profile(@Payload() msg: RpcEnvelope) {
    return this.users.profile(parseOrThrow(socialIdInput, msg.data).id);
  }

  @MessagePattern(SOCIAL.followers)
  followers(@Payload() msg: RpcEnvelope) {
    return this.users.connections(parseOrThrow(socialIdInput, msg.data).id, 'followers');
  }

  @MessagePattern(SOCIAL.following)
  following(@Payload() msg: RpcEnvelope) {
    return this.users.connections(parseOrThrow(socialIdInput, msg.data).id, 'following');
  }

  @MessagePattern(SOCIAL.events)
  events(@Payload() msg: RpcEnvelope) {
    return this.localEvents.forUser(actingUser(msg));
  }

  @MessagePattern(SOCIAL.rsvp)
  rsvp(@Payload() msg: RpcEnvelope) {
    const { id, on } = parseOrThrow(socialToggleInput, msg.data);
    return this.localEvents.rsvp(actingUser(msg), id, on);
  }

  @MessagePattern(SOCIAL.calendar)
  calendar(@Payload() msg: RpcEnvelope) {
    return this.localEvents.calendar(actingUser(msg), parseOrThrow(socialIdInput, msg.data).id);
  }

  @MessagePattern(SOCIAL.publishEvent)
  publishEvent(@Payload() msg: RpcEnvelope) {
    return this.partnerEvents.publish(actingUser(msg), parseOrThrow(publishPartnerEventInput, msg.data));
  }

  @MessagePattern(SOCIAL.partnerEvents)
  partnerEventsOf(@Payload() msg: RpcEnvelope) {
    return this.partnerEvents.own(actingUser(msg));
  }
}

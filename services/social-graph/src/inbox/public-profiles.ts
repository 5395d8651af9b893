import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EVENTS, type IntegrationEvent, type UserPublicProfileChanged } from '@civic/contracts';
import { logger, OnEvent } from '@civic/service-kit';
import { LocalEventsRepository } from '../local-events/local-events.repository';
import { LocalEventsService } from '../local-events/local-events.service';
import { UsersRepository } from '../users/users.repository';

/**
 * What identity publishes of each user, kept as the social graph's read model (names on
 * profiles and lists, the district events are found by). A district seen for the first time
 * gets its sample events in the same transaction.
 */
@Injectable()
export class PublicProfiles implements OnApplicationBootstrap {
  constructor(
    private readonly users: UsersRepository,
    private readonly events: LocalEventsRepository,
    private readonly localEvents: LocalEventsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.localEvents.seedKnownDistricts();
  }

  /**
   * A move (a new district, or none) cancels the user's RSVPs to upcoming events of the district
   * left, in the same transaction; an older event than the one applied (upsert says so) changes nothing.
   */
  @OnEvent(EVENTS.userPublicProfileChanged)
  async onProfile(p: UserPublicProfileChanged, m: EntityManager, event: IntegrationEvent): Promise<void> {
    const applied = await this.users.in(m).upsert(p, event.occurredAt);
    if (!applied) return;
    const events = this.events.in(m);
    const cancelled = await events.cancelRsvpsOutside(p.userId, p.congressionalDistrict);
    if (cancelled.length) logger().info({ userId: p.userId, district: p.congressionalDistrict, cancelled: cancelled.length }, 'RSVPs outside the new district cancelled');
    if (p.congressionalDistrict) await this.localEvents.seed(events, p.congressionalDistrict, p.city);
  }
}

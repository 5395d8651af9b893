import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { zonedInstant, type PartnerEventView, type PublishPartnerEventInput } from '@civic/contracts';
import { ServiceRuntime } from '@civic/service-kit';
import { requestEventReview } from './partner-event-review';
import { PartnerEventsRepository } from './partner-events.repository';

/** Partner parties' district events (ADR 0031): publishing sends them to moderation; the partner lists their own. */
@Injectable()
export class PartnerEventsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly events: PartnerEventsRepository,
    private readonly runtime: ServiceRuntime,
  ) {}

  /**
   * Stores the event as pending and asks for its review in the same transaction. The gateway
   * checked the partner role and names the party; the body was parsed by the contract (times
   * valid in their zone, in the future, end after start).
   */
  async publish(organizerId: string, { party, event: e }: PublishPartnerEventInput): Promise<PartnerEventView> {
    const view = await this.ds.transaction(async (m) => {
      const stored = await this.events.in(m).insert({
        organizerId,
        party,
        district: e.district,
        eventName: e.eventName,
        eventDescription: e.eventDescription,
        venue: e.venue,
        address: e.address,
        eventDate: zonedInstant(e.startsAt, e.timeZone)!,
        endDate: zonedInstant(e.endsAt, e.timeZone)!,
        timeZone: e.timeZone,
        maxAttendance: e.maxAttendance,
      });
      await requestEventReview(m, stored);
      return stored.view;
    });
    // The partner waits on the review: publish the request now rather than on the relay's next tick.
    this.runtime.kick();
    return view;
  }

  own(organizerId: string): Promise<PartnerEventView[]> {
    return this.events.byOrganizer(organizerId);
  }
}

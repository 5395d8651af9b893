import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type CalendarFile, COMMUNITY_MESSAGES, isUuid, type LocalEvent, type LocalEventsResponse } from '@civic/contracts';
import { badRequest, conflict, logger, notFound } from '@civic/service-kit';
import { SOCIAL_CONFIG, type SocialConfig } from '../config';
import { UsersRepository } from '../users/users.repository';
import { calendarFile } from './calendar';
import { LocalEventsRepository } from './local-events.repository';
import { sampleEvents } from './sample-events';

/** SPEC §9: only the 5 most recent past events are shown. */
const PAST_SHOWN = 5;

/** Local events of the caller's district and RSVPs (SPEC §3 event): the rules. */
@Injectable()
export class LocalEventsService {
  constructor(
    @Inject(DataSource) private readonly ds: DataSource,
    private readonly events: LocalEventsRepository,
    private readonly users: UsersRepository,
    @Inject(SOCIAL_CONFIG) private readonly config: SocialConfig,
  ) {}

  /** Upcoming events soonest first and the 5 latest past ones; none before the caller has a district. */
  async forUser(userId: string): Promise<LocalEventsResponse> {
    const district = await this.users.districtOf(userId);
    if (!district) return { district: null, upcoming: [], past: [] };
    const [upcoming, past] = await Promise.all([this.events.upcoming(district, userId), this.events.past(district, userId, PAST_SHOWN)]);
    return { district, upcoming, past };
  }

  /**
   * RSVP (on) or cancel. The event row is locked first, so concurrent RSVPs apply one at a time:
   * attendance is the count of RSVPs and never passes maxAttendance. Both are idempotent.
   */
  async rsvp(userId: string, id: string, on: boolean): Promise<LocalEvent> {
    if (!isUuid(id)) throw notFound(COMMUNITY_MESSAGES.eventNotFound);
    const district = await this.users.districtOf(userId);
    await this.ds.transaction(async (m) => {
      const repo = this.events.in(m);
      const event = await repo.lock(id);
      if (!event) throw notFound(COMMUNITY_MESSAGES.eventNotFound);
      // Events are of the caller's district: another district's event is not found (its id may
      // have been guessed or kept from before a move); an RSVP kept from before a move can still
      // be cancelled.
      if (event.district !== district && (on || !(await repo.hasRsvp(id, userId)))) throw notFound(COMMUNITY_MESSAGES.eventNotFound);
      if (event.past) throw badRequest(COMMUNITY_MESSAGES.eventPast);
      if (!on) return void (await repo.removeRsvp(id, userId));
      if (await repo.hasRsvp(id, userId)) return;
      if (event.attendance >= event.max_attendance) throw conflict(COMMUNITY_MESSAGES.eventFull);
      await repo.addRsvp(id, userId);
    });
    return (await this.events.view(id, userId))!;
  }

  async calendar(userId: string, id: string): Promise<CalendarFile> {
    const event = isUuid(id) ? await this.events.view(id, userId) : undefined;
    if (!event) throw notFound(COMMUNITY_MESSAGES.eventNotFound);
    return calendarFile(event);
  }

  /** Gives a district its sample events if it has none (in the caller's transaction), placed in `city` when known. */
  async seed(repo: LocalEventsRepository, district: string, city: string | null): Promise<void> {
    if (this.config.sampleEventsPerDistrict === 0) return;
    const created = await repo.seedDistrict(district, sampleEvents(district, this.config.sampleEventsPerDistrict, city));
    if (created) logger().info({ district, created }, 'sample local events created');
  }

  /** At start: every district with users gets its sample events, in the city most of them live in. */
  async seedKnownDistricts(): Promise<void> {
    for (const { district, city } of await this.users.districtsWithCity()) await this.ds.transaction((m) => this.seed(this.events.in(m), district, city));
  }
}

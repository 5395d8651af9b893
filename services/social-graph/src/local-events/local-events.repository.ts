import { Injectable } from '@nestjs/common';
import { SqlRepository } from '@civic/service-kit';
import type { LocalEvent } from '@civic/contracts';
import type { SampleEvent } from './sample-events';

interface EventRow {
  id: string;
  district: string;
  location: string;
  event_name: string;
  event_description: string;
  event_date: Date;
  end_date: Date;
  venue: string;
  street_address: string;
  time_zone: string;
  is_sample: boolean;
  party: string | null;
  attendance: number;
  max_attendance: number;
  created_at: Date;
  attending: boolean;
}

const toView = (r: EventRow): LocalEvent => ({
  id: r.id,
  district: r.district,
  location: r.location,
  venue: r.venue || r.location,
  address: r.street_address,
  eventName: r.event_name,
  eventDescription: r.event_description,
  eventDate: new Date(r.event_date).toISOString(),
  endDate: new Date(r.end_date).toISOString(),
  timeZone: r.time_zone,
  isSample: r.is_sample,
  party: r.party,
  attendance: r.attendance,
  maxAttendance: r.max_attendance,
  createdAt: new Date(r.created_at).toISOString(),
  attending: r.attending,
});

const SELECT = (viewer: string) => `
  SELECT e.id, e.district, e.location, e.venue, e.street_address, e.event_name, e.event_description, e.event_date,
         COALESCE(e.end_date, e.event_date + interval '2 hours') AS end_date, e.time_zone, e.is_sample, e.party, e.attendance, e.max_attendance, e.created_at,
         EXISTS (SELECT 1 FROM social.rsvps r WHERE r.event_id = e.id AND r.user_id = ${viewer}) AS attending
    FROM social.events e`;

/** What voters see: samples, seeded events and partner events once approved (never pending, held or rejected). */
const PUBLISHED = `e.moderation_status = 'approved'`;

/** social.events and the RSVPs that make up each one's attendance. */
@Injectable()
export class LocalEventsRepository extends SqlRepository {
  /** Upcoming events of a district, soonest first. */
  async upcoming(district: string, viewerId: string): Promise<LocalEvent[]> {
    const rows = await this.rows<EventRow>(`${SELECT('$2')} WHERE e.district = $1 AND ${PUBLISHED} AND e.event_date >= now() ORDER BY e.event_date, e.id`, [district, viewerId]);
    return rows.map(toView);
  }

  /** The most recent past events of a district, latest first. */
  async past(district: string, viewerId: string, limit: number): Promise<LocalEvent[]> {
    const rows = await this.rows<EventRow>(`${SELECT('$2')} WHERE e.district = $1 AND ${PUBLISHED} AND e.event_date < now() ORDER BY e.event_date DESC, e.id LIMIT $3`, [district, viewerId, limit]);
    return rows.map(toView);
  }

  /** A published event (an unpublished one is not found). */
  async view(id: string, viewerId: string): Promise<LocalEvent | undefined> {
    const row = await this.row<EventRow>(`${SELECT('$2')} WHERE e.id = $1 AND ${PUBLISHED}`, [id, viewerId]);
    return row && toView(row);
  }

  /** The published event, locked until the transaction ends (RSVPs to one event apply one at a time). */
  async lock(id: string): Promise<{ district: string; attendance: number; max_attendance: number; past: boolean } | undefined> {
    return this.row(`SELECT district, attendance, max_attendance, event_date < now() AS past FROM social.events e WHERE id = $1 AND ${PUBLISHED} FOR UPDATE`, [id]);
  }

  async hasRsvp(id: string, userId: string): Promise<boolean> {
    return !!(await this.row(`SELECT 1 AS found FROM social.rsvps WHERE event_id = $1 AND user_id = $2`, [id, userId]));
  }

  /** Adds the user's RSVP and one to the attendance; false if they had one already. */
  async addRsvp(id: string, userId: string): Promise<boolean> {
    const added = await this.rows(`INSERT INTO social.rsvps (event_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id`, [id, userId]);
    if (added.length) await this.db.query(`UPDATE social.events SET attendance = attendance + 1 WHERE id = $1`, [id]);
    return added.length > 0;
  }

  /** Takes the user's RSVP back and one from the attendance; false if they had none. */
  async removeRsvp(id: string, userId: string): Promise<boolean> {
    const removed = await this.rows(`DELETE FROM social.rsvps WHERE event_id = $1 AND user_id = $2 RETURNING user_id`, [id, userId]);
    if (removed.length) await this.db.query(`UPDATE social.events SET attendance = attendance - 1 WHERE id = $1`, [id]);
    return removed.length > 0;
  }

  /**
   * Creates the sample events of a district unless it has events voters can see already (one
   * district at a time: an advisory lock). A partner's event still in moderation does not count.
   */
  async seedDistrict(district: string, events: SampleEvent[]): Promise<number> {
    await this.db.query(`SELECT pg_advisory_xact_lock(hashtext('civic-social-seed:' || $1))`, [district]);
    if (await this.row(`SELECT 1 AS found FROM social.events e WHERE district = $1 AND ${PUBLISHED} LIMIT 1`, [district])) return 0;
    const col = <K extends keyof SampleEvent>(k: K) => events.map((e) => e[k]);
    const rows = await this.rows(
      `INSERT INTO social.events (district, location, venue, street_address, event_name, event_description, event_date, end_date, time_zone, max_attendance, is_sample)
       SELECT $1, v || ', ' || a, v, a, n, d, s, e, z, m, true
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[], $8::text[], $9::int[]) AS t(v, a, n, d, s, e, z, m)
       RETURNING id`,
      [district, col('venue'), col('streetAddress'), col('eventName'), col('eventDescription'), col('eventDate'), col('endDate'), col('timeZone'), col('maxAttendance')],
    );
    return rows.length;
  }

  /**
   * Cancels the user's RSVPs to upcoming events outside `district` (they moved out; null: they
   * have no district now), each taking one from its event's attendance. Past RSVPs stay: they
   * record what the user attended. Returns the events' ids.
   */
  async cancelRsvpsOutside(userId: string, district: string | null): Promise<string[]> {
    const rows = await this.rows<{ event_id: string }>(
      `WITH gone AS (
         DELETE FROM social.rsvps r USING social.events e
          WHERE r.event_id = e.id AND r.user_id = $1 AND e.event_date >= now() AND e.district IS DISTINCT FROM $2
          RETURNING r.event_id)
       UPDATE social.events e SET attendance = e.attendance - 1 FROM gone WHERE e.id = gone.event_id RETURNING e.id AS event_id`,
      [userId, district],
    );
    return rows.map((r) => r.event_id);
  }
}

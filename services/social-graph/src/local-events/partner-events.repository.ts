import { Injectable } from '@nestjs/common';
import { SqlRepository } from '@civic/service-kit';
import type { AiProvenance, PartnerEventStatus, PartnerEventView, TextModerationOutput } from '@civic/contracts';

interface PartnerEventRow {
  id: string;
  organizer_id: string;
  party: string;
  district: string;
  event_name: string;
  event_description: string;
  venue: string;
  street_address: string;
  event_date: Date;
  end_date: Date;
  time_zone: string;
  max_attendance: number;
  attendance: number;
  moderation_status: PartnerEventStatus;
  moderation_reason: string | null;
  review_error: string | null;
  revision: number;
  created_at: Date;
}

/** A partner event with what moderation needs besides its view. */
export interface StoredPartnerEvent {
  view: PartnerEventView;
  organizerId: string;
  revision: number;
}

/** What a partner publishes, as stored (instants already resolved in the event's zone). */
export interface NewPartnerEvent {
  organizerId: string;
  party: string;
  district: string;
  eventName: string;
  eventDescription: string;
  venue: string;
  address: string;
  eventDate: Date;
  endDate: Date;
  timeZone: string;
  maxAttendance: number;
}

const COLUMNS = `id, organizer_id, party, district, event_name, event_description, venue, street_address, event_date, end_date, time_zone,
                 max_attendance, attendance, moderation_status, moderation_reason, review_error, revision, created_at`;

const toStored = (r: PartnerEventRow): StoredPartnerEvent => ({
  organizerId: r.organizer_id,
  revision: r.revision,
  view: {
    id: r.id,
    district: r.district,
    party: r.party,
    eventName: r.event_name,
    eventDescription: r.event_description,
    venue: r.venue,
    address: r.street_address,
    eventDate: new Date(r.event_date).toISOString(),
    endDate: new Date(r.end_date).toISOString(),
    timeZone: r.time_zone,
    maxAttendance: r.max_attendance,
    attendance: r.attendance,
    status: r.moderation_status,
    moderationReason: r.moderation_reason,
    reviewDelayed: r.moderation_status === 'pending' && r.review_error !== null,
    createdAt: new Date(r.created_at).toISOString(),
  },
});

/** Partner parties' events in social.events (ADR 0031): their moderation state and the partner's list. */
@Injectable()
export class PartnerEventsRepository extends SqlRepository {
  async insert(e: NewPartnerEvent): Promise<StoredPartnerEvent> {
    const row = await this.one<PartnerEventRow>(
      `INSERT INTO social.events (organizer_id, party, district, location, venue, street_address, event_name, event_description, event_date, end_date, time_zone, max_attendance, moderation_status)
       VALUES ($1, $2, $3, $4 || ', ' || $5, $4, $5, $6, $7, $8, $9, $10, $11, 'pending')
       RETURNING ${COLUMNS}`,
      [e.organizerId, e.party, e.district, e.venue, e.address, e.eventName, e.eventDescription, e.eventDate, e.endDate, e.timeZone, e.maxAttendance],
    );
    return toStored(row);
  }

  async find(id: string): Promise<StoredPartnerEvent | undefined> {
    const row = await this.row<PartnerEventRow>(`SELECT ${COLUMNS} FROM social.events WHERE id = $1 AND organizer_id IS NOT NULL`, [id]);
    return row && toStored(row);
  }

  /** The partner event, locked until the transaction ends (a verdict applies once). */
  async lock(id: string): Promise<StoredPartnerEvent | undefined> {
    const row = await this.row<PartnerEventRow>(`SELECT ${COLUMNS} FROM social.events WHERE id = $1 AND organizer_id IS NOT NULL FOR UPDATE`, [id]);
    return row && toStored(row);
  }

  /** The events this account published, newest first. */
  async byOrganizer(organizerId: string): Promise<PartnerEventView[]> {
    const rows = await this.rows<PartnerEventRow>(`SELECT ${COLUMNS} FROM social.events WHERE organizer_id = $1 ORDER BY created_at DESC, id`, [organizerId]);
    return rows.map((r) => toStored(r).view);
  }

  /** A new request is out: remember it, and forget a failure recorded for an earlier one. */
  async markReviewRequested(id: string, requestEventId: string): Promise<void> {
    await this.db.query(`UPDATE social.events SET review_request_id = $2, review_error = NULL WHERE id = $1`, [id, requestEventId]);
  }

  /** The AI's verdict: approved publishes; rejected or held keeps it from voters, with the reasons for the partner. */
  async applyVerdict(id: string, output: TextModerationOutput, provenance: AiProvenance): Promise<StoredPartnerEvent> {
    const row = await this.one<PartnerEventRow>(
      `UPDATE social.events
          SET moderation_status = $2, moderation_reason = $3, review_error = NULL,
              -- A held event waits for an operator, oldest first (ADR 0020's queue).
              review_since = CASE WHEN $2 = 'held' THEN now() END,
              moderation = jsonb_build_object('decision', $2::text, 'reasons', $4::jsonb, 'categories', $5::jsonb, 'provider', $6::text, 'model', $7::text)
        WHERE id = $1
        RETURNING ${COLUMNS}`,
      [
        id,
        output.decision,
        output.decision === 'approved' ? null : output.reasons.join(' '),
        JSON.stringify(output.reasons),
        JSON.stringify(output.categories),
        provenance.provider,
        provenance.model,
      ],
    );
    return toStored(row);
  }

  /** The review could not be produced: the event stays pending with the error (shown as review delayed). */
  async recordReviewFailure(id: string, error: string): Promise<StoredPartnerEvent> {
    const row = await this.one<PartnerEventRow>(`UPDATE social.events SET review_error = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [id, error]);
    return toStored(row);
  }
}

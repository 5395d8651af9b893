import { z } from 'zod';
import { text } from './http/text';
import { isTimeZone, parseLocalDateTime, zonedInstant } from './time-zones';

/**
 * District events a partner party publishes (issue #27 item 5, ADR 0031): a town hall with its
 * venue, street address, start and end in the zone it is held in. Owned by the social-graph
 * service beside the other local events; the text goes through the same AI moderation as posts
 * and user bills, and only an approved event reaches the district's Events tab.
 *
 *   POST /api/partner/events  PartnerEventBody → PartnerEventView (201, status pending)
 *   GET  /api/partner/events                  → PartnerEventView[] (the caller's, newest first)
 * Both 404 for anyone who is not a partner. Live: SOCKET_EVENTS.partnerEventModerated to the
 * publisher's room when the verdict lands.
 */

/** 100000 → "100,000", as en-US writes it, without an Intl object at module load (partner-pledges.ts says why). */
const withThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const PARTNER_EVENT_LIMITS = {
  eventName: 150,
  eventDescription: 2000,
  venue: 150,
  address: 250,
  maxAttendance: 100_000,
  /** Longest event, in days from its start. */
  days: 7,
  /** How far ahead an event may be published, in days. */
  aheadDays: 730,
} as const;

export const PARTNER_EVENT_MESSAGES = {
  district: 'A district is written like CA-12 or VT-AL',
  districtNotFound: 'District not found',
  eventNameRequired: 'Event name is required',
  eventNameTooLong: `Event name must be ${PARTNER_EVENT_LIMITS.eventName} characters or less`,
  eventDescriptionRequired: 'Description is required',
  eventDescriptionTooLong: `Description must be ${PARTNER_EVENT_LIMITS.eventDescription} characters or less`,
  venueRequired: 'Venue is required',
  venueTooLong: `Venue must be ${PARTNER_EVENT_LIMITS.venue} characters or less`,
  addressRequired: 'Street address is required',
  addressTooLong: `Street address must be ${PARTNER_EVENT_LIMITS.address} characters or less`,
  startsAt: 'Start must be a date and time, such as 2026-12-03T18:30',
  endsAt: 'End must be a date and time, such as 2026-12-03T20:00',
  timeZone: 'Choose a time zone, such as America/New_York',
  endAfterStart: 'The event must end after it starts',
  tooLong: `The event must end within ${PARTNER_EVENT_LIMITS.days} days of its start`,
  startInFuture: 'The event must start in the future',
  startTooFar: 'The event must start within the next two years',
  maxAttendance: `Maximum attendance must be a whole number from 1 to ${withThousands(PARTNER_EVENT_LIMITS.maxAttendance)}`,
  notFound: 'Not found',
} as const;

const M = PARTNER_EVENT_MESSAGES;
const DAY_MS = 24 * 3600 * 1000;

const localDateTime = (message: string) =>
  text({ label: 'Date and time', max: 16, required: message, tooLong: message }).refine((v) => parseLocalDateTime(v) !== undefined, { error: message });

/** A whole number, also when a form sends it as text ("80"). */
const attendance = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ error: M.maxAttendance }).int({ error: M.maxAttendance }).min(1, { error: M.maxAttendance }).max(PARTNER_EVENT_LIMITS.maxAttendance, { error: M.maxAttendance }),
);

/**
 * What a partner publishes. `startsAt` and `endsAt` are the wall clock where the event is held
 * ("2026-12-03T18:30", as a date-and-time field gives it), read in `timeZone`.
 */
export const partnerEventBody = z
  .object({
    district: z.string({ error: M.district }).trim().toUpperCase().regex(/^[A-Z]{2}-(\d{2}|AL)$/, { error: M.district }),
    eventName: text({ label: 'Event name', max: PARTNER_EVENT_LIMITS.eventName, required: M.eventNameRequired, tooLong: M.eventNameTooLong }),
    eventDescription: text({ label: 'Description', max: PARTNER_EVENT_LIMITS.eventDescription, multiline: true, required: M.eventDescriptionRequired, tooLong: M.eventDescriptionTooLong }),
    venue: text({ label: 'Venue', max: PARTNER_EVENT_LIMITS.venue, required: M.venueRequired, tooLong: M.venueTooLong }),
    address: text({ label: 'Street address', max: PARTNER_EVENT_LIMITS.address, required: M.addressRequired, tooLong: M.addressTooLong }),
    startsAt: localDateTime(M.startsAt),
    endsAt: localDateTime(M.endsAt),
    timeZone: text({ label: 'Time zone', max: 64, required: M.timeZone, tooLong: M.timeZone }).refine(isTimeZone, { error: M.timeZone }),
    maxAttendance: attendance,
  })
  .superRefine((b, ctx) => {
    // Runs even when a field's own check failed (those issues do not abort): then there is nothing to compare.
    if (!isTimeZone(b.timeZone)) return;
    const start = zonedInstant(b.startsAt, b.timeZone);
    const end = zonedInstant(b.endsAt, b.timeZone);
    if (!start || !end) return;
    const now = Date.now();
    if (start.getTime() <= now) ctx.addIssue({ code: 'custom', message: M.startInFuture, path: ['startsAt'] });
    else if (start.getTime() > now + PARTNER_EVENT_LIMITS.aheadDays * DAY_MS) ctx.addIssue({ code: 'custom', message: M.startTooFar, path: ['startsAt'] });
    if (end.getTime() <= start.getTime()) ctx.addIssue({ code: 'custom', message: M.endAfterStart, path: ['endsAt'] });
    else if (end.getTime() - start.getTime() > PARTNER_EVENT_LIMITS.days * DAY_MS) ctx.addIssue({ code: 'custom', message: M.tooLong, path: ['endsAt'] });
  });
export type PartnerEventBody = z.infer<typeof partnerEventBody>;

/**
 * Where an event is in moderation: pending (the AI has not answered), held (the AI was unsure:
 * a person decides), approved (shown in the district's Events tab) or rejected (with the reason).
 */
export const PARTNER_EVENT_STATUSES = ['pending', 'held', 'approved', 'rejected'] as const;
export const partnerEventStatus = z.enum(PARTNER_EVENT_STATUSES);
export type PartnerEventStatus = z.infer<typeof partnerEventStatus>;

/** A partner's own event as it stands in moderation. */
export const partnerEventView = z.object({
  id: z.uuid(),
  district: z.string(),
  /** The organizing party, as it was named when the event was published. */
  party: z.string(),
  eventName: z.string(),
  eventDescription: z.string(),
  venue: z.string(),
  address: z.string(),
  /** Start and end instants; shown in `timeZone`. */
  eventDate: z.iso.datetime(),
  endDate: z.iso.datetime(),
  timeZone: z.string(),
  maxAttendance: z.number().int().min(1),
  attendance: z.number().int().min(0),
  status: partnerEventStatus,
  /** Why it was rejected or held (the AI's reasons, shown to the partner); null otherwise. */
  moderationReason: z.string().nullable(),
  /** The review could not be produced yet (the AI provider was down); it stays pending. */
  reviewDelayed: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type PartnerEventView = z.infer<typeof partnerEventView>;

/** social.publish-event: the gateway adds the caller's party (Partners.assert) to the body. */
export const publishPartnerEventInput = z.object({
  party: text({ label: 'Party name', max: 200 }),
  event: partnerEventBody,
});
export type PublishPartnerEventInput = z.infer<typeof publishPartnerEventInput>;

/** The publisher's room hears the verdict with the event as it now stands. */
export interface PartnerEventModeratedPush {
  event: PartnerEventView;
}


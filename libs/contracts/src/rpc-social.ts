import { z } from 'zod';

/**
 * RPC patterns of the social-graph service (the acting user in ctx.userId).
 *   follow          {id, on}          → FollowState (not yourself: 400; unknown user: 404)
 *   isFollowing     {id}              → {isFollowing}
 *   profile         {id}              → UserProfile (404 unknown user)
 *   followers       {id}              → FollowedUser[] (newest follow first)
 *   following       {id}              → FollowedUser[]
 *   events          {}                → LocalEventsResponse (the caller's district)
 *   rsvp            {id, on}          → LocalEvent (409 full, 400 past, 404 unknown)
 *   calendar        {id}              → {filename, body} (text/calendar)
 *   publishEvent    {party, event}    → PartnerEventView (pending; the gateway checked the partner role)
 *   partnerEvents   {}                → PartnerEventView[] (the caller's, newest first)
 */
export const SOCIAL = {
  follow: 'social.follow',
  isFollowing: 'social.is-following',
  profile: 'social.profile',
  followers: 'social.followers',
  following: 'social.following',
  events: 'social.events',
  rsvp: 'social.rsvp',
  calendar: 'social.calendar',
  publishEvent: 'social.publish-event',
  partnerEvents: 'social.partner-events',
} as const;

/** A user's or event's id: anything but a uuid names nothing (404, not a 400). */
export const socialIdInput = z.object({ id: z.string().max(100) });
/** on: true follows / RSVPs, false takes it back; both are idempotent. */
export const socialToggleInput = z.object({ id: z.string().max(100), on: z.boolean() });

export const calendarFile = z.object({ filename: z.string(), body: z.string() });
export type CalendarFile = z.infer<typeof calendarFile>;

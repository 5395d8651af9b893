import { MapPin } from 'lucide-react';
import type { PartnerEventStatus, PartnerEventView } from '@civic/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { eventTimeRange } from '@/features/events/api';

const STATUS: Record<PartnerEventStatus, { label: string; variant: BadgeVariant; note: string }> = {
  pending: { label: 'Under review', variant: 'brand', note: 'Voters see it once the review approves it.' },
  held: { label: 'Held for a moderator', variant: 'warning', note: 'The automatic review was unsure; it stays unpublished until a person decides.' },
  approved: { label: 'Published', variant: 'success', note: "In the district's Events tab." },
  rejected: { label: 'Rejected', variant: 'danger', note: 'Not published.' },
};

/** The partner's events, newest first, each with where it stands in moderation and why. */
export function PartnerEventsList({ events }: { events: PartnerEventView[] }) {
  if (!events.length) return <p className="text-sm text-ink-600">You have not published any events yet.</p>;
  return (
    <ul className="grid gap-3" aria-label="Your events">
      {events.map((event) => {
        const status = STATUS[event.status];
        const titleId = `partner-event-${event.id}`;
        return (
          <li key={event.id}>
            <Card as="article" aria-labelledby={titleId} className="grid gap-2 p-4" data-testid="partner-event">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 id={titleId} className="font-bold text-ink-900">
                    {event.eventName}
                  </h3>
                  <p className="mt-1 text-sm font-medium text-brand-800">
                    <time dateTime={event.eventDate}>{eventTimeRange(event)}</time> · {event.district}
                  </p>
                </div>
                <Badge variant={status.variant} data-testid="partner-event-status">
                  {status.label}
                </Badge>
              </div>
              <div className="flex items-start gap-1.5 text-sm text-ink-700">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
                <address className="not-italic">
                  <span className="font-medium text-ink-900">{event.venue}</span>
                  <span className="block">{event.address}</span>
                </address>
              </div>
              <p className="text-sm text-ink-600">
                {event.reviewDelayed ? 'Review delayed: the automatic review could not run yet; it will be tried again.' : status.note}
              </p>
              {event.moderationReason ? (
                <p className="rounded-lg border border-ink-200 bg-ink-50 p-3 text-sm text-ink-800">
                  <span className="font-medium">Reason: </span>
                  {event.moderationReason}
                </p>
              ) : null}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

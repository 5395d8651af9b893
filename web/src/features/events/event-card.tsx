import { CalendarPlus, Check, MapPin, Users } from 'lucide-react';
import type { LocalEvent } from '@civic/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PendingButton } from '@/components/ui/submit-button';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { eventTimeRange, placesLeft, useRsvp } from './api';

/** One local event: when, where, who is going, RSVP (upcoming) or Attended (past), and a calendar file. */
export function EventCard({ event, past }: { event: LocalEvent; past: boolean }) {
  const rsvp = useRsvp();
  const left = placesLeft(event);
  const titleId = `event-${event.id}`;

  const toggle = () =>
    rsvp.mutate(
      { id: event.id, going: !event.attending },
      {
        onSuccess: (e) => toast({ title: e.attending ? "You're going!" : 'RSVP cancelled', description: event.eventName, variant: 'success' }),
        onError: (error) => toast({ title: 'RSVP failed', description: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <Card as="article" aria-labelledby={titleId} className="grid gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-bold text-ink-900">
            {event.eventName}
          </h3>
          <p className="mt-1 text-sm font-medium text-brand-800" data-testid="event-when">
            <time dateTime={event.eventDate}>{eventTimeRange(event)}</time>
          </p>
          {/* A partner party's event says who organizes it (ADR 0031). */}
          {event.party ? (
            <p className="mt-0.5 text-sm text-ink-700" data-testid="event-host">
              Hosted by <span className="font-medium text-ink-900">{event.party}</span>
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {/* Attended: only a past event this voter RSVP'd to. */}
          {past && event.attending ? (
            <Badge variant="success">
              <Check aria-hidden="true" className="size-3" /> Attended
            </Badge>
          ) : null}
          {event.isSample ? <Badge variant="outline">Sample event</Badge> : null}
        </div>
      </div>
      <div className="flex items-start gap-1.5 text-sm text-ink-700">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
        <address className="not-italic" data-testid="event-place">
          <span className="font-medium text-ink-900">{event.venue}</span>
          {event.address ? <span className="block">{event.address}</span> : null}
        </address>
      </div>
      <p className="text-sm text-ink-700">{event.eventDescription}</p>
      <p className="flex items-center gap-1.5 text-sm text-ink-600">
        <Users aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
        {event.attendance} of {event.maxAttendance} going{past ? '' : ` · ${left === 0 ? 'Full' : `${left} ${left === 1 ? 'place' : 'places'} left`}`}
      </p>
      {past ? null : (
        <div className="flex flex-wrap gap-2">
          <PendingButton
            variant={event.attending ? 'secondary' : 'primary'}
            onClick={toggle}
            pending={rsvp.isPending}
            disabled={!event.attending && left === 0}
            icon={event.attending ? Check : undefined}
            aria-describedby={titleId}
          >
            {event.attending ? 'Going · Cancel RSVP' : left === 0 ? 'Event Full' : 'RSVP'}
          </PendingButton>
          <Button variant="ghost" asChild>
            <a href={`/api/events/${encodeURIComponent(event.id)}/calendar.ics`} download aria-describedby={titleId}>
              <CalendarPlus aria-hidden="true" className="size-4" /> Add to calendar
            </a>
          </Button>
        </div>
      )}
    </Card>
  );
}

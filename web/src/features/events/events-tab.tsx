import { CalendarDays, History, Info, MapPinned } from 'lucide-react';
import { Link } from 'react-router-dom';
import { COMMUNITY_MESSAGES, type LocalEvent } from '@civic/contracts';
import { LogoutButton } from '@/components/logout-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/features/bills/states';
import { useLocalEvents } from './api';
import { EventCard } from './event-card';

function EventSkeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      {[0, 1, 2].map((i) => (
        <Card key={i} aria-hidden="true" className="grid gap-2 p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-full" />
        </Card>
      ))}
    </div>
  );
}

function EventSection({ id, title, icon: Icon, events, past }: { id: string; title: string; icon: typeof CalendarDays; events: LocalEvent[]; past: boolean }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="flex items-center gap-2 text-base font-bold text-ink-900">
        <Icon aria-hidden="true" className="size-5 text-brand-700" /> {title}
      </h2>
      {events.length ? (
        <ul className="grid gap-3">
          {events.map((e) => (
            <li key={e.id}>
              <EventCard event={e} past={past} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-600">{past ? 'No past events yet.' : 'No upcoming events right now.'}</p>
      )}
    </section>
  );
}

/** The Events tab (SPEC §2): upcoming and past events of the user's district, RSVPs, logout. */
export function EventsTab() {
  const events = useLocalEvents();

  let body;
  if (events.isPending) body = <EventSkeletons label="Loading events" />;
  else if (events.isError) body = <ErrorState title="Failed to load events. Please try again." error={events.error} onRetry={() => void events.refetch()} retrying={events.isFetching} headingLevel={2} />;
  else if (!events.data.district)
    body = (
      <EmptyState icon={MapPinned} title="No events found for your district" text={COMMUNITY_MESSAGES.noDistrict} headingLevel={2}>
        <Button asChild>
          <Link to="/dashboard?tab=profile&edit=1">Add your address</Link>
        </Button>
      </EmptyState>
    );
  else if (!events.data.upcoming.length && !events.data.past.length) body = <EmptyState icon={CalendarDays} title="No events found for your district" headingLevel={2} />;
  else
    body = (
      <>
        <p className="text-sm text-ink-600">Events in {events.data.district}</p>
        {[...events.data.upcoming, ...events.data.past].every((e) => e.isSample) ? (
          <p role="note" className="flex gap-2 rounded-lg border border-accent-400/60 bg-accent-100 p-3 text-sm text-accent-800">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            These are sample events, so you can see how RSVPs work: no real events have been added for your district yet.
          </p>
        ) : null}
        <EventSection id="upcoming-events" title="Upcoming Events" icon={CalendarDays} events={events.data.upcoming} past={false} />
        <EventSection id="past-events" title="Past Events" icon={History} events={events.data.past} past />
      </>
    );

  return (
    <div className="grid gap-6">
      {body}
      <LogoutButton />
    </div>
  );
}

export default EventsTab;

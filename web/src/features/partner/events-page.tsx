import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { SOCKET_EVENTS, type PartnerEventModeratedPush } from '@civic/contracts';
import { AppShell } from '@/components/layout/app-shell';
import { Card } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/spinner';
import { ErrorState } from '@/features/bills/states';
import { useLiveReadyCount, useSocketEvent } from '@/lib/socket';
import { NotFoundPage } from '@/pages/not-found';
import { applyPushedPartnerEvent, refreshPartnerEvents, usePartnerEvents } from './api';
import { PartnerEventForm } from './events-form';
import { PartnerEventsList } from './events-list';

const VERDICT: Record<string, string> = { approved: 'was approved and published', rejected: 'was rejected', held: 'is held for a moderator' };

/** /partner/events: a partner party publishes district events and follows their review (Not Found for everyone else). */
export function PartnerEventsPage() {
  const events = usePartnerEvents();
  if (events.isPending) return <LoadingScreen />;
  if (events.isError) return <ErrorState title="Failed to load your events. Please try again." headingLevel={2} onRetry={() => void events.refetch()} />;
  if (events.data === null) return <NotFoundPage inAppShell />;
  return (
    <AppShell backTo="/dashboard">
      <div className="grid gap-6">
        <header>
          <h1 className="text-2xl font-bold text-ink-900">District events</h1>
          <p className="mt-1 text-sm text-ink-600">
            Publish a town hall or another event for a district&apos;s voters. Each event is reviewed like a user bill before it appears in the district&apos;s Events tab, hosted by
            your party.
          </p>
        </header>
        <Card as="section" aria-labelledby="publish-heading" className="grid gap-4 p-4 sm:p-6">
          <h2 id="publish-heading" className="text-lg font-semibold text-ink-900">
            Publish a district event
          </h2>
          <PartnerEventForm />
        </Card>
        <section aria-labelledby="events-heading" className="grid gap-3">
          <h2 id="events-heading" className="text-lg font-semibold text-ink-900">
            Your events
          </h2>
          <PartnerEventsList events={events.data} />
        </section>
        <VerdictUpdates />
      </div>
    </AppShell>
  );
}

/** Verdicts pushed to the partner's room flip the list in place and are announced; a rejoin reads the list again. */
function VerdictUpdates() {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const onModerated = useCallback(
    (push: PartnerEventModeratedPush) => {
      if (!push?.event?.id) return;
      applyPushedPartnerEvent(queryClient, push.event);
      const verdict = VERDICT[push.event.status];
      if (verdict) setAnnouncement(`${push.event.eventName} ${verdict}.`);
    },
    [queryClient],
  );
  useSocketEvent<PartnerEventModeratedPush>(SOCKET_EVENTS.partnerEventModerated, onModerated);
  const readyCount = useLiveReadyCount();
  useEffect(() => {
    if (readyCount > 0) void refreshPartnerEvents(queryClient);
  }, [readyCount, queryClient]);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="partner-event-announcer" data-live-ready={readyCount > 0}>
      {announcement}
    </div>
  );
}

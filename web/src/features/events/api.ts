import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { LocalEvent, LocalEventsResponse } from '@civic/contracts';
import { apiJson, getJson } from '@/lib/api';

/**
 * Local events (SPEC §3 event; contracts http/community.ts).
 *   ['events']  GET /api/events → {district, upcoming, past}
 *   POST | DELETE /api/events/{id}/rsvp → the event as it now stands
 */
export const EVENTS_KEY = ['events'] as const;

export function useLocalEvents(): UseQueryResult<LocalEventsResponse, Error> {
  return useQuery({ queryKey: EVENTS_KEY, queryFn: ({ signal }) => getJson<LocalEventsResponse>('/api/events', signal) });
}

/** The event in the lists replaced by the one the server answered. */
export function withEvent(data: LocalEventsResponse | undefined, event: LocalEvent): LocalEventsResponse | undefined {
  if (!data) return data;
  const swap = (list: LocalEvent[]) => list.map((e) => (e.id === event.id ? event : e));
  return { ...data, upcoming: swap(data.upcoming), past: swap(data.past) };
}

export function useRsvp(): UseMutationResult<LocalEvent, Error, { id: string; going: boolean }> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, going }) => apiJson<LocalEvent>(going ? 'POST' : 'DELETE', `/api/events/${encodeURIComponent(id)}/rsvp`),
    onSuccess: (event) => queryClient.setQueryData<LocalEventsResponse>(EVENTS_KEY, (data) => withEvent(data, event)),
    // A full event or another change: show the lists as they are now.
    onError: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}

/** Places left, never below 0. */
export const placesLeft = (e: LocalEvent) => Math.max(0, e.maxAttendance - e.attendance);

/**
 * 'Tuesday, December 1, 2026 · 6:30 PM – 8:00 PM EST': the start and end in the time zone the
 * event is held in, named, so a reader elsewhere is not misled. The end's date shows when it
 * falls on another day.
 */
export function eventTimeRange(event: Pick<LocalEvent, 'eventDate' | 'endDate' | 'timeZone'>): string {
  const start = new Date(event.eventDate);
  const end = new Date(event.endDate);
  if (Number.isNaN(start.getTime())) return 'Unknown';
  let timeZone: string | undefined = event.timeZone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    timeZone = undefined;
  }
  const day = (d: Date) => d.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone });
  const time = (d: Date, zoneName: boolean) => d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone, ...(zoneName ? { timeZoneName: 'short' } : {}) });
  if (Number.isNaN(end.getTime())) return `${day(start)} · ${time(start, true)}`;
  const endText = day(end) === day(start) ? time(end, true) : `${day(end)} ${time(end, true)}`;
  return `${day(start)} · ${time(start, false)} – ${endText}`;
}

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

/** 'Tuesday, December 1, 2026 at 6:30 PM' in the reader's time zone. */
export function eventWhen(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'Unknown';
  return d.toLocaleString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

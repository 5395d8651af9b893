import { useMutation, useQuery, useQueryClient, type QueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { PartnerAccount, PartnerCandidate, PartnerContactBody, PartnerDashboard, PartnerEventBody, PartnerEventView } from '@civic/contracts';
import { ApiError, apiJson, apiRequest, getJson } from '@/lib/api';

/** POST /api/partner-contact (the About page's dialog; nothing cached changes). */
export async function sendPartnerContact(body: PartnerContactBody): Promise<void> {
  await apiRequest('POST', '/api/partner-contact', body);
}

/**
 * A partner party's district events (ADR 0031; contracts partner-events.ts). Both routes answer
 * 404 to anyone who is not a partner, so the list doubles as the page's access check.
 *   ['partner', 'events']  GET /api/partner/events → the caller's events, newest first (null: not a partner)
 *   POST /api/partner/events → the event, pending review
 * Live: SOCKET_EVENTS.partnerEventModerated patches the list with the event as it now stands.
 */
export const PARTNER_EVENTS_KEY = ['partner', 'events'] as const;

export function usePartnerEvents(): UseQueryResult<PartnerEventView[] | null, Error> {
  return useQuery({
    queryKey: PARTNER_EVENTS_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await getJson<PartnerEventView[]>('/api/partner/events', signal);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    retry: false,
  });
}

/** The list with this event in it: replaced where it is, else first (the newest). */
export function withPartnerEvent(list: PartnerEventView[] | null | undefined, event: PartnerEventView): PartnerEventView[] | null | undefined {
  if (!list) return list;
  return list.some((e) => e.id === event.id) ? list.map((e) => (e.id === event.id ? event : e)) : [event, ...list];
}

export function usePublishPartnerEvent(): UseMutationResult<PartnerEventView, Error, PartnerEventBody> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body) => apiJson<PartnerEventView>('POST', '/api/partner/events', body),
    // The verdict may have been pushed before this answer: a copy already decided is kept.
    onSuccess: (event) =>
      queryClient.setQueryData<PartnerEventView[] | null>(PARTNER_EVENTS_KEY, (list) => (list?.some((e) => e.id === event.id) ? list : withPartnerEvent(list, event))),
  });
}

/** A verdict pushed to the publisher's room, applied to the cached list. */
export function applyPushedPartnerEvent(queryClient: QueryClient, event: PartnerEventView): void {
  queryClient.setQueryData<PartnerEventView[] | null>(PARTNER_EVENTS_KEY, (list) => withPartnerEvent(list, event));
}

/** After the live channel (re)joins, verdicts applied meanwhile are read again. */
export function refreshPartnerEvents(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: PARTNER_EVENTS_KEY });
}

/**
 * The partner dashboard (ADR 0031). Every /api/partner/* call answers 404 to anyone who is not a
 * partner, so access is read once and the page shows Not Found on a 404.
 *   ['partner', 'access']     GET /api/partner/access
 *   ['partner', 'dashboard']  GET /api/partner/dashboard
 */
export const PARTNER_KEY = ['partner'] as const;
const DASHBOARD_KEY = [...PARTNER_KEY, 'dashboard'] as const;

/** The caller's party, null on the 404 everyone else gets; other failures throw. */
export function usePartnerAccess(): UseQueryResult<PartnerAccount | null, Error> {
  return useQuery({
    queryKey: [...PARTNER_KEY, 'access'],
    queryFn: async ({ signal }) => {
      try {
        return await getJson<PartnerAccount>('/api/partner/access', signal);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    retry: false,
    staleTime: 60_000,
  });
}

export function usePartnerDashboard(enabled: boolean): UseQueryResult<PartnerDashboard, Error> {
  return useQuery({ queryKey: DASHBOARD_KEY, queryFn: ({ signal }) => getJson<PartnerDashboard>('/api/partner/dashboard', signal), enabled, staleTime: 0 });
}

/** A candidate as the form sends it: a district for the House, a state for the Senate. */
export interface CandidateFormBody {
  name: string;
  chamber: 'house' | 'senate';
  district?: string;
  state?: string;
  bioguideId?: string;
}

/** Every write changes the dashboard: it is read again once the write settles. */
function useDashboardWrite<T, V>(write: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }) });
}

export const useAddCandidate = () => useDashboardWrite((body: CandidateFormBody) => apiJson<PartnerCandidate>('POST', '/api/partner/candidates', body));

export const useEditCandidate = () =>
  useDashboardWrite(({ candidateId, body }: { candidateId: string; body: CandidateFormBody }) =>
    apiJson<PartnerCandidate>('PUT', `/api/partner/candidates/${encodeURIComponent(candidateId)}`, body),
  );

export const useRemoveCandidate = () => useDashboardWrite((candidateId: string) => apiJson<null>('DELETE', `/api/partner/candidates/${encodeURIComponent(candidateId)}`));

export const useRecordPledge = () =>
  useDashboardWrite(({ candidateId, pledgedOn, statement }: { candidateId: string; pledgedOn: string; statement: string }) =>
    apiJson<PartnerCandidate>('PUT', `/api/partner/candidates/${encodeURIComponent(candidateId)}/pledge`, { pledgedOn, statement }),
  );

/** The candidate stays on the dashboard, with no pledge (their roll calls are judged against none). */
export const useWithdrawPledge = () =>
  useDashboardWrite((candidateId: string) => apiJson<PartnerCandidate>('DELETE', `/api/partner/candidates/${encodeURIComponent(candidateId)}/pledge`));

import { useMutation, useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { AgreementRow, AppealBody, ReportBody, ReviewDecisionBody, ReviewItemType, ReviewLogEntry, ReviewQueue } from '@civic/contracts';
import { ApiError, apiJson, getJson } from '@/lib/api';
import { DISCUSSIONS_KEY } from '@/features/discussions/api';
import { USER_BILLS_KEY } from '@/features/user-bills/api';

/**
 * People in the loop (ADR 0020; contracts review.ts). Every /api/review/* call answers 404 to a
 * non-operator, so access is read once and the page shows Not Found on a 404.
 *   ['review', 'access']     GET /api/review/access
 *   ['review', 'queue']      GET /api/review/queue
 *   ['review', 'log']        GET /api/review/log
 *   ['review', 'agreement']  GET /api/review/agreement
 */
export const REVIEW_KEY = ['review'] as const;

/** true for an operator, false on the 404 everyone else gets; other failures throw. */
export function useReviewAccess(): UseQueryResult<boolean, Error> {
  return useQuery({
    queryKey: [...REVIEW_KEY, 'access'],
    queryFn: async ({ signal }) => {
      try {
        await getJson('/api/review/access', signal);
        return true;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return false;
        throw err;
      }
    },
    retry: false,
    staleTime: 60_000,
  });
}

export function useReviewQueue(enabled: boolean): UseQueryResult<ReviewQueue, Error> {
  return useQuery({ queryKey: [...REVIEW_KEY, 'queue'], queryFn: ({ signal }) => getJson<ReviewQueue>('/api/review/queue', signal), enabled, staleTime: 0 });
}

export function useReviewLog(enabled: boolean): UseQueryResult<ReviewLogEntry[], Error> {
  return useQuery({ queryKey: [...REVIEW_KEY, 'log'], queryFn: ({ signal }) => getJson<ReviewLogEntry[]>('/api/review/log?limit=100', signal), enabled, staleTime: 0 });
}

export function useAgreement(enabled: boolean): UseQueryResult<AgreementRow[], Error> {
  return useQuery({ queryKey: [...REVIEW_KEY, 'agreement'], queryFn: ({ signal }) => getJson<AgreementRow[]>('/api/review/agreement', signal), enabled, staleTime: 0 });
}

export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewDecisionBody) => apiJson<ReviewLogEntry>('POST', '/api/review/decisions', body),
    // A decided item leaves the queue at once (the refetch below confirms it).
    onSuccess: (_entry, body) =>
      queryClient.setQueryData<ReviewQueue>([...REVIEW_KEY, 'queue'], (queue) =>
        queue && { ...queue, items: queue.items.filter((i) => !(i.itemType === body.itemType && i.itemId === body.itemId)) },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: REVIEW_KEY }),
  });
}

export function useReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ReportBody, 'note'> & { note?: string }) => apiJson<{ reported: true; hidden: boolean }>('POST', '/api/reports', body),
    // One report per user and item: every cached copy now shows Reported (as a reload would).
    onSuccess: (_result, body) => markReported(queryClient, body.itemType, body.itemId),
  });
}

/**
 * Sets `hasUserReported` on every cached copy of the item: a discussion or reply (its page, lists
 * and replies under DISCUSSIONS_KEY) or a user bill (its page, lists and public pages).
 */
function markReported(queryClient: QueryClient, itemType: ReviewItemType, itemId: string): void {
  const mark = (data: unknown): unknown => {
    if (Array.isArray(data)) {
      const next = data.map(mark);
      return next.some((item, i) => item !== data[i]) ? next : data;
    }
    if (!data || typeof data !== 'object') return data;
    if ('pages' in data && Array.isArray(data.pages)) {
      const pages = mark(data.pages);
      return pages === data.pages ? data : { ...data, pages };
    }
    return 'id' in data && data.id === itemId && 'hasUserReported' in data && !data.hasUserReported ? { ...data, hasUserReported: true } : data;
  };
  for (const [key, data] of queryClient.getQueriesData({ queryKey: itemType === 'user_bill' ? USER_BILLS_KEY : DISCUSSIONS_KEY })) {
    const marked = mark(data);
    if (marked !== data) queryClient.setQueryData(key, marked);
  }
}

export function useAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppealBody) => apiJson<{ appealed: true }>('POST', '/api/appeals', body),
    // The post or bill now shows as appealed (its author's copy).
    onSuccess: (_, body) => void queryClient.invalidateQueries({ queryKey: body.itemType === 'user_bill' ? USER_BILLS_KEY : DISCUSSIONS_KEY }),
  });
}

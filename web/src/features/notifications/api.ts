import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationView, type UnreadCount } from '@civic/contracts';
import { apiRequest, getJson } from '@/lib/api';

/**
 * Notification calls (SPEC §7, contracts http/community.ts).
 *   ['notifications', 'list']    GET /api/notifications?limit&offset (pages)
 *   ['notifications', 'unread']  GET /api/notifications?view=unread-count (polled every 30 s, pushed live)
 */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const NOTIFICATION_LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;
export const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;
/** SPEC §9: the unread count is refetched every 30 seconds. */
export const UNREAD_POLL_MS = 30_000;

type Pages = InfiniteData<NotificationView[], number>;

export function nextNotificationsOffset(lastPage: readonly unknown[], allPages: readonly (readonly unknown[])[]): number | undefined {
  return lastPage.length < NOTIFICATIONS_PAGE_SIZE ? undefined : allPages.length * NOTIFICATIONS_PAGE_SIZE;
}

export function useNotifications(): UseInfiniteQueryResult<Pages, Error> {
  return useInfiniteQuery({
    queryKey: NOTIFICATION_LIST_KEY,
    queryFn: ({ pageParam, signal }) => getJson<NotificationView[]>(`/api/notifications?limit=${NOTIFICATIONS_PAGE_SIZE}&offset=${pageParam}`, signal),
    initialPageParam: 0,
    getNextPageParam: nextNotificationsOffset,
  });
}

export function useUnreadCount(enabled = true): UseQueryResult<number, Error> {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: async ({ signal }) => (await getJson<UnreadCount>('/api/notifications?view=unread-count', signal)).count,
    refetchInterval: UNREAD_POLL_MS,
    enabled,
  });
}

/** SPEC §2: the badge shows 99+ above 99. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function useMarkRead(): UseMutationResult<void, Error, string> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id) => {
      await apiRequest('PUT', `/api/notifications/${encodeURIComponent(id)}/read`);
    },
    onSuccess: (_v, id) => {
      patchPages(queryClient, (n) => (n.id === id ? { ...n, read: true } : n));
      return queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
    },
  });
}

export function useMarkAllRead(): UseMutationResult<void, Error, void> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('PUT', '/api/notifications/read-all');
    },
    onSuccess: () => {
      patchPages(queryClient, (n) => ({ ...n, read: true }));
      queryClient.setQueryData(UNREAD_KEY, 0);
    },
  });
}

function patchPages(queryClient: QueryClient, patch: (n: NotificationView) => NotificationView): void {
  queryClient.setQueryData<Pages>(NOTIFICATION_LIST_KEY, (data) => (data ? { ...data, pages: data.pages.map((page) => page.map(patch)) } : data));
}

/** A pushed notification goes on top of the first page (once). */
export function prependNotification(data: Pages | undefined, n: NotificationView): Pages | undefined {
  if (!data || data.pages.some((page) => page.some((x) => x.id === n.id))) return data;
  const [first = [], ...rest] = data.pages;
  return { ...data, pages: [[n, ...first], ...rest] };
}

export function applyPushedNotification(queryClient: QueryClient, n: NotificationView): void {
  queryClient.setQueryData<Pages>(NOTIFICATION_LIST_KEY, (data) => prependNotification(data, n));
}

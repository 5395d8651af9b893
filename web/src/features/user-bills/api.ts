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
import { USER_BILL_PAGE_SIZE, type SupportType, type UserBill, type UserBillCreateInput, type UserBillUpdateInput } from '@civic/contracts';
import { apiJson, apiRequest, getJson } from '@/lib/api';
import { afterModeratedWrite, writeSent, type SentWrite } from '@/lib/live-gap';
import { LatestCopies, newerOf, rereadIfInFlight, versionedSharing } from '@/lib/versioned';
import { isUserBillId } from './ids';
import type { StatusFilter } from './status';

/**
 * User-bill calls (SPEC §7, contracts http/user-bills.ts). Every key starts with the path, so
 * invalidating USER_BILLS_KEY refreshes the author's lists, single bills and the public list.
 *   ['/api/user-bills', 'mine', filter]   GET /api/user-bills[?status=]
 *   ['/api/user-bills', 'public']          GET /api/user-bills/public?limit&offset (pages)
 *   ['/api/user-bills', id]                GET /api/user-bills/{id}
 */
export const USER_BILLS_KEY = ['/api/user-bills'] as const;
export const MY_BILLS_KEY = [USER_BILLS_KEY[0], 'mine'] as const;
export const PUBLIC_USER_BILLS_KEY = [USER_BILLS_KEY[0], 'public'] as const;

/** Bills are applied by version (lib/versioned.ts): `lastModified` moves on every edit and verdict. */
const billStamp = (bill: UserBill) => bill.lastModified;
const latestBills = new LatestCopies<UserBill>(billStamp);
const byVersion = versionedSharing(billStamp);

export function myBillsKey(filter: StatusFilter) {
  return [...MY_BILLS_KEY, filter] as const;
}

export function userBillKey(id: string) {
  return [USER_BILLS_KEY[0], id] as const;
}

export { isUserBillId };

export function myBillsUrl(filter: StatusFilter): string {
  return filter === 'all' ? '/api/user-bills' : `/api/user-bills?status=${encodeURIComponent(filter)}`;
}

/** GET /api/user-bills (own, newest first), optionally one status. */
export function useMyBills(filter: StatusFilter): UseQueryResult<UserBill[], Error> {
  return useQuery({
    queryKey: myBillsKey(filter),
    queryFn: ({ signal }) => getJson<UserBill[]>(myBillsUrl(filter), signal),
    structuralSharing: byVersion,
  });
}

/** GET /api/user-bills/{id}: own, or approved and public (404 'Bill not found'). */
export function useUserBill(id: string): UseQueryResult<UserBill, Error> {
  return useQuery({
    queryKey: userBillKey(id),
    queryFn: ({ signal }) => getJson<UserBill>(`/api/user-bills/${encodeURIComponent(id)}`, signal),
    structuralSharing: byVersion,
    enabled: isUserBillId(id),
  });
}

type PublicPages = InfiniteData<UserBill[], number>;

/** SPEC §9 paging: next offset is pages loaded × 20, more only when the last page was full. */
export function nextPublicOffset(lastPage: readonly unknown[], allPages: readonly (readonly unknown[])[]): number | undefined {
  return lastPage.length < USER_BILL_PAGE_SIZE ? undefined : allPages.length * USER_BILL_PAGE_SIZE;
}

/** GET /api/user-bills/public: approved public bills, newest first, 20 at a time. */
export function usePublicUserBills(): UseInfiniteQueryResult<PublicPages, Error> {
  return useInfiniteQuery({
    queryKey: PUBLIC_USER_BILLS_KEY,
    queryFn: ({ pageParam, signal }) =>
      getJson<UserBill[]>(`/api/user-bills/public?limit=${USER_BILL_PAGE_SIZE}&offset=${pageParam}`, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) => nextPublicOffset(lastPage, allPages),
  });
}

/** POST /api/user-bills (Save Draft: draft; Submit for Review: pending). */
export function useCreateUserBill(): UseMutationResult<UserBill, Error, UserBillCreateInput> {
  const queryClient = useQueryClient();
  return useMutation<UserBill, Error, UserBillCreateInput, SentWrite>({
    onMutate: writeSent,
    mutationFn: async (body) => latestBills.see(await apiJson<UserBill>('POST', '/api/user-bills', body)),
    onSuccess: (bill, _body, sent) => {
      const stored = storeBill(queryClient, bill);
      afterModeratedWrite(bill, sent, () => void refreshPendingBills(queryClient));
      return stored;
    },
  });
}

/** PUT /api/user-bills/{id} (own drafts; moderationStatus 'pending' submits it). */
export function useUpdateUserBill(id: string): UseMutationResult<UserBill, Error, UserBillUpdateInput> {
  const queryClient = useQueryClient();
  return useMutation<UserBill, Error, UserBillUpdateInput, SentWrite>({
    onMutate: writeSent,
    mutationFn: async (body) => latestBills.see(await apiJson<UserBill>('PUT', `/api/user-bills/${encodeURIComponent(id)}`, body)),
    onSuccess: (bill, _body, sent) => {
      const stored = storeBill(queryClient, bill);
      afterModeratedWrite(bill, sent, () => void refreshPendingBills(queryClient));
      return stored;
    },
  });
}

/** DELETE /api/user-bills/{id} (own drafts only). */
export function useDeleteUserBill(): UseMutationResult<void, Error, string> {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: async (id) => {
      await apiRequest('DELETE', `/api/user-bills/${encodeURIComponent(id)}`);
    },
    onSuccess: async (_void, id) => {
      queryClient.setQueriesData<UserBill[]>({ queryKey: MY_BILLS_KEY }, (list) => list?.filter((b) => b.id !== id));
      queryClient.removeQueries({ queryKey: userBillKey(id), exact: true });
      await queryClient.invalidateQueries({ queryKey: MY_BILLS_KEY });
    },
  });
}

/**
 * PUT /api/user-bills/{id}/support (a choice) or DELETE (null): someone else's approved public
 * bill. The answer carries the new counts and the caller's choice; every cached copy takes it.
 */
export function useSupportUserBill(id: string): UseMutationResult<UserBill, Error, SupportType | null> {
  const queryClient = useQueryClient();
  return useMutation<UserBill, Error, SupportType | null>({
    mutationFn: (choice) =>
      choice === null
        ? apiJson<UserBill>('DELETE', `/api/user-bills/${encodeURIComponent(id)}/support`)
        : apiJson<UserBill>('PUT', `/api/user-bills/${encodeURIComponent(id)}/support`, { supportType: choice }),
    onSuccess: (bill) => {
      queryClient.setQueryData(userBillKey(bill.id), bill);
      const pages = queryClient.getQueryData<PublicPages>(PUBLIC_USER_BILLS_KEY);
      if (pages) {
        queryClient.setQueryData<PublicPages>(PUBLIC_USER_BILLS_KEY, {
          ...pages,
          pages: pages.pages.map((page) => page.map((b) => (b.id === bill.id ? bill : b))),
        });
      }
    },
  });
}

/** After a create or an edit: the bill is cached by version (a verdict pushed first stays); the lists refetch. */
async function storeBill(queryClient: QueryClient, bill: UserBill): Promise<void> {
  queryClient.setQueryData<UserBill>(userBillKey(bill.id), (old) => newest(old, bill));
  await queryClient.invalidateQueries({ queryKey: MY_BILLS_KEY });
}

// ---------------------------------------------------------------------------------------------
// Live verdicts: the push carries the bill as it now stands, and every cached copy is patched.

/** The arriving copy, unless the cached one is newer (a late push never undoes a later read). */
function newest(cached: UserBill | undefined, incoming: UserBill): UserBill {
  return newerOf(cached, incoming, billStamp);
}

/** The bill's place in one of the author's lists (filter 'all' or one status), or undefined when the list must refetch. */
export function patchMyBillsList(list: UserBill[] | undefined, filter: StatusFilter, bill: UserBill): { list: UserBill[] | undefined; refetch: boolean } {
  if (!list) return { list, refetch: false };
  const belongs = filter === 'all' || bill.moderationStatus === filter;
  const index = list.findIndex((b) => b.id === bill.id);
  if (index >= 0) {
    if (!belongs) return { list: list.filter((b) => b.id !== bill.id), refetch: false };
    const next = list.slice();
    next[index] = newest(list[index], bill);
    return { list: next, refetch: false };
  }
  // Newly in this filter (e.g. the Approved list): where it sits is the server's order to give.
  return { list, refetch: belongs };
}

/** The public list keeps only approved public bills: a copy is replaced or dropped; a newcomer refetches. */
export function patchPublicPages(data: PublicPages | undefined, bill: UserBill): { data: PublicPages | undefined; refetch: boolean } {
  if (!data) return { data, refetch: false };
  const listed = bill.moderationStatus === 'approved' && bill.isPublic;
  const present = data.pages.some((page) => page.some((b) => b.id === bill.id));
  if (!present) return { data, refetch: listed };
  return {
    data: {
      ...data,
      pages: data.pages.map((page) => (listed ? page.map((b) => (b.id === bill.id ? newest(b, bill) : b)) : page.filter((b) => b.id !== bill.id))),
    },
    refetch: false,
  };
}

/** Applies a pushed bill (SOCKET_EVENTS.userBillModerated) to every cache that holds it. */
export function applyPushedBill(queryClient: QueryClient, pushed: UserBill): Promise<unknown> {
  const refetches: Promise<unknown>[] = [];
  const bill = latestBills.see(pushed);
  queryClient.setQueryData<UserBill>(userBillKey(bill.id), (old) => (old ? newest(old, bill) : old));
  rereadIfInFlight(queryClient, userBillKey(bill.id));
  for (const [key, list] of queryClient.getQueriesData<UserBill[]>({ queryKey: MY_BILLS_KEY })) {
    const filter = key[2] as StatusFilter;
    const patched = patchMyBillsList(list, filter, bill);
    if (patched.list !== list) queryClient.setQueryData(key, patched.list);
    if (patched.refetch) refetches.push(queryClient.invalidateQueries({ queryKey: key, exact: true }));
  }
  const pages = queryClient.getQueryData<PublicPages>(PUBLIC_USER_BILLS_KEY);
  const patchedPublic = patchPublicPages(pages, bill);
  if (patchedPublic.data !== pages) queryClient.setQueryData(PUBLIC_USER_BILLS_KEY, patchedPublic.data);
  if (patchedPublic.refetch) refetches.push(queryClient.invalidateQueries({ queryKey: PUBLIC_USER_BILLS_KEY, exact: true }));
  return Promise.all(refetches);
}

/**
 * After the live channel (re)joins the author's room, a verdict applied while it was away would
 * never be pushed again: every cached copy still Under Review is read again instead.
 */
export function refreshPendingBills(queryClient: QueryClient): Promise<unknown> {
  const hasPending = (data: unknown): boolean => {
    if (Array.isArray(data)) return data.some(hasPending);
    if (data && typeof data === 'object' && 'pages' in data) return hasPending((data as PublicPages).pages);
    return Boolean(data && typeof data === 'object' && (data as UserBill).moderationStatus === 'pending');
  };
  return queryClient.invalidateQueries({ queryKey: USER_BILLS_KEY, predicate: (query) => hasPending(query.state.data) });
}

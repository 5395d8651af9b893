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
import {
  BILL_LIST_MAX_LIMIT,
  FEED_PAGE_SIZE,
  isUuid,
  USER_BILL_PAGE_MAX,
  type BillListItem,
  type UserBill,
  type DiscussionBillType,
  type DiscussionCreate,
  type DiscussionDetail,
  type DiscussionUpdate,
  type DiscussionView,
  type FeedResponse,
  type ReplyView,
  type UpvoteResult,
} from '@civic/contracts';
import { formatBillNumber } from '@/features/bills/format';
import { apiJson, apiRequest, getJson } from '@/lib/api';
import { afterModeratedWrite, writeSent } from '@/lib/live-gap';
import { LatestCopies, newerOf, rereadIfInFlight, versionedSharing } from '@/lib/versioned';

/**
 * Discussion calls (SPEC §7, contracts http/discussions.ts). Every key starts with
 * DISCUSSIONS_KEY, so invalidating it refreshes lists, details and replies; the feed has its own.
 *   ['discussions', 'bill', billType, billId]   GET /api/discussions?billId&billType
 *   ['discussions', 'mine']                      GET /api/discussions?userParticipationOnly=true
 *   ['discussions', id]                          GET /api/discussions/{id}
 *   ['discussions', id, 'replies']               GET /api/discussions/{id}/replies
 *   ['feed']                                     GET /api/feed?limit&offset (pages)
 *   ['discussion-bill-picker', billType]         GET /api/bills?limit=1000 | /api/user-bills/public?limit=100
 */
export const DISCUSSIONS_KEY = ['discussions'] as const;
export const FEED_KEY = ['feed'] as const;
export const MY_DISCUSSIONS_KEY = [...DISCUSSIONS_KEY, 'mine'] as const;
export const billDiscussionsKey = (billType: DiscussionBillType, billId: string) => [...DISCUSSIONS_KEY, 'bill', billType, billId] as const;
export const discussionKey = (id: string) => [...DISCUSSIONS_KEY, id] as const;
export const repliesKey = (id: string) => [...DISCUSSIONS_KEY, id, 'replies'] as const;
/** Outside DISCUSSIONS_KEY: a post written does not make the bills to pick from read again. */
export const pickableBillsKey = (billType: DiscussionBillType) => ['discussion-bill-picker', billType] as const;

/** A discussion id is a uuid; anything else is 'Invalid discussion ID' without a request. */
export const isDiscussionId = (id: string | undefined): id is string => isUuid(id);

/** Posts are applied by version (lib/versioned.ts): `updatedAt` moves on every edit and verdict. */
const postStamp = (post: { updatedAt: string }) => post.updatedAt;
const latestDiscussions = new LatestCopies<DiscussionView>(postStamp);
const latestReplies = new LatestCopies<ReplyView>(postStamp);
const byVersion = versionedSharing<DiscussionView | ReplyView>(postStamp);

const path = (id: string) => `/api/discussions/${encodeURIComponent(id)}`;
const replyPath = (id: string) => `/api/discussion-replies/${encodeURIComponent(id)}`;

/** A bill one can discuss, as the picker lists it. */
export interface PickableBill {
  billId: string;
  number: string;
  title: string;
  summary: string;
  policyArea: string | null;
}

const fromCongress = (b: BillListItem): PickableBill => ({
  billId: b.billId,
  number: formatBillNumber(b.billType, b.billNumber),
  title: b.shortTitle || b.title,
  summary: b.summary ?? '',
  policyArea: b.policyArea,
});
const fromUserBill = (b: UserBill): PickableBill => ({ billId: b.id, number: '', title: b.title, summary: b.description, policyArea: b.policyArea });

/** The bills of one type for the form's picker (SPEC §9: limit 1000; public user bills 100 at most). */
export function usePickableBills(billType: DiscussionBillType) {
  return useQuery({
    queryKey: pickableBillsKey(billType),
    queryFn: async ({ signal }) =>
      billType === 'congressional'
        ? (await getJson<BillListItem[]>(`/api/bills?limit=${BILL_LIST_MAX_LIMIT}`, signal)).map(fromCongress)
        : (await getJson<UserBill[]>(`/api/user-bills/public?limit=${USER_BILL_PAGE_MAX}`, signal)).map(fromUserBill),
    staleTime: 60_000,
  });
}

export function useBillDiscussions(billType: DiscussionBillType, billId: string): UseQueryResult<DiscussionView[], Error> {
  return useQuery({
    queryKey: billDiscussionsKey(billType, billId),
    queryFn: ({ signal }) => getJson<DiscussionView[]>(`/api/discussions?${new URLSearchParams({ billId, billType })}`, signal),
    structuralSharing: byVersion,
  });
}

/** The caller's own discussions and those they replied to, any status (SPEC: no cache). */
export function useMyDiscussions(): UseQueryResult<DiscussionView[], Error> {
  return useQuery({
    queryKey: MY_DISCUSSIONS_KEY,
    queryFn: ({ signal }) => getJson<DiscussionView[]>('/api/discussions?userParticipationOnly=true', signal),
    structuralSharing: byVersion,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useDiscussion(id: string | undefined): UseQueryResult<DiscussionDetail, Error> {
  return useQuery({
    queryKey: discussionKey(id ?? ''),
    queryFn: ({ signal }) => getJson<DiscussionDetail>(path(id!), signal),
    structuralSharing: byVersion,
    enabled: isDiscussionId(id),
  });
}

export function useReplies(id: string | undefined, enabled = true): UseQueryResult<ReplyView[], Error> {
  return useQuery({
    queryKey: repliesKey(id ?? ''),
    queryFn: ({ signal }) => getJson<ReplyView[]>(`${path(id!)}/replies`, signal),
    structuralSharing: byVersion,
    enabled: enabled && isDiscussionId(id),
  });
}

type FeedPages = InfiniteData<FeedResponse, number>;

/** SPEC §9 paging: next offset is pages loaded × 20, more only when the last page was full. */
export function nextFeedOffset(lastPage: FeedResponse, allPages: readonly FeedResponse[]): number | undefined {
  return lastPage.discussions.length < FEED_PAGE_SIZE ? undefined : allPages.length * FEED_PAGE_SIZE;
}

export function useFeed(): UseInfiniteQueryResult<FeedPages, Error> {
  return useInfiniteQuery({
    queryKey: FEED_KEY,
    queryFn: ({ pageParam, signal }) => getJson<FeedResponse>(`/api/feed?limit=${FEED_PAGE_SIZE}&offset=${pageParam}`, signal),
    initialPageParam: 0,
    getNextPageParam: nextFeedOffset,
  });
}

/** After any write: lists and the feed read again; the changed post is stored as the server returned it. */
async function refreshAfterWrite(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: DISCUSSIONS_KEY }), queryClient.invalidateQueries({ queryKey: FEED_KEY })]);
}

/**
 * Create and edit answer the post as the newest copy known: when its verdict was pushed before
 * the answer came, the verdict (so the caller never announces 'being reviewed' beside it).
 */
export function useCreateDiscussion(): UseMutationResult<DiscussionView, Error, DiscussionCreate> {
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: writeSent,
    mutationFn: async (body) => latestDiscussions.see(await apiJson<DiscussionView>('POST', '/api/discussions', body)),
    onSuccess: (saved, _body, sent) => {
      applyDiscussion(queryClient, saved);
      afterModeratedWrite(saved, sent, () => void refreshPendingDiscussions(queryClient));
      return refreshAfterWrite(queryClient);
    },
  });
}

export function useUpdateDiscussion(id: string): UseMutationResult<DiscussionView, Error, DiscussionUpdate> {
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: writeSent,
    mutationFn: async (body) => latestDiscussions.see(await apiJson<DiscussionView>('PUT', path(id), body)),
    onSuccess: (saved, _body, sent) => {
      applyDiscussion(queryClient, saved);
      afterModeratedWrite(saved, sent, () => void refreshPendingDiscussions(queryClient));
      return refreshAfterWrite(queryClient);
    },
  });
}

export function useDeleteDiscussion(): UseMutationResult<void, Error, string> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id) => {
      await apiRequest('DELETE', path(id));
    },
    onSuccess: (_v, id) => {
      queryClient.removeQueries({ queryKey: discussionKey(id) });
      return refreshAfterWrite(queryClient);
    },
  });
}

/** Upvote on (POST) or off (DELETE); the count on screen is the server's answer. */
export function useDiscussionUpvote(id: string): UseMutationResult<UpvoteResult, Error, boolean> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on) => apiJson<UpvoteResult>(on ? 'POST' : 'DELETE', `${path(id)}/upvote`, on ? {} : undefined),
    onSuccess: (result) => {
      queryClient.setQueryData<DiscussionDetail>(discussionKey(id), (d) => (d ? { ...d, upvotes: result.upvotes, hasUserUpvoted: result.hasUserUpvoted } : d));
      void queryClient.invalidateQueries({ queryKey: FEED_KEY });
    },
  });
}

export function useCreateReply(discussionId: string): UseMutationResult<ReplyView, Error, string> {
  const queryClient = useQueryClient();
  return useMutation({
    // The verdict is often pushed before this answer: the answer never overwrites it.
    onMutate: writeSent,
    mutationFn: async (content) => latestReplies.see(await apiJson<ReplyView>('POST', `${path(discussionId)}/replies`, { content })),
    onSuccess: (reply, _content, sent) => {
      applyReply(queryClient, reply);
      afterModeratedWrite(reply, sent, () => void refreshPendingDiscussions(queryClient));
      void queryClient.invalidateQueries({ queryKey: MY_DISCUSSIONS_KEY });
    },
  });
}

export function useUpdateReply(replyId: string): UseMutationResult<ReplyView, Error, string> {
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: writeSent,
    mutationFn: async (content) => latestReplies.see(await apiJson<ReplyView>('PUT', replyPath(replyId), { content })),
    onSuccess: (reply, _content, sent) => {
      applyReply(queryClient, reply);
      afterModeratedWrite(reply, sent, () => void refreshPendingDiscussions(queryClient));
    },
  });
}

export function useDeleteReply(discussionId: string): UseMutationResult<void, Error, string> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (replyId) => {
      await apiRequest('DELETE', replyPath(replyId));
    },
    onSuccess: (_v, replyId) => {
      queryClient.setQueryData<ReplyView[]>(repliesKey(discussionId), (list) => list?.filter((r) => r.id !== replyId));
      return queryClient.invalidateQueries({ queryKey: discussionKey(discussionId), exact: true });
    },
  });
}

export function useReplyUpvote(discussionId: string, replyId: string): UseMutationResult<UpvoteResult, Error, boolean> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on) => apiJson<UpvoteResult>(on ? 'POST' : 'DELETE', `${replyPath(replyId)}/upvote`, on ? {} : undefined),
    onSuccess: (result) =>
      queryClient.setQueryData<ReplyView[]>(repliesKey(discussionId), (list) => list?.map((r) => (r.id === replyId ? { ...r, ...result } : r))),
  });
}

// ---------------------------------------------------------------------------------------------
// Live: verdicts and new replies patch every cached copy (the Under Review badge flips in place).

/** The newest copy of a post known in this tab (a verdict pushed while its write was answering wins). */
export const newestDiscussion = (d: DiscussionView): DiscussionView => latestDiscussions.see(d);
export const newestReply = (r: ReplyView): ReplyView => latestReplies.see(r);

/** What only the reader knows of a post (a push carries its author's view): their upvote and their report. */
const readerMarks = (post: { hasUserUpvoted: boolean; hasUserReported: boolean }) => ({ hasUserUpvoted: post.hasUserUpvoted, hasUserReported: post.hasUserReported });

/** The newer of a cached and an arriving discussion, keeping what only the reader knows. */
function newerDiscussion<T extends DiscussionView>(cached: T, incoming: DiscussionView): T {
  const kept = newerOf<DiscussionView>(cached, incoming, postStamp);
  return kept === cached ? cached : { ...cached, ...incoming, ...readerMarks(cached) };
}

/** A discussion list with `pushed` applied by version (lists without it are unchanged). */
export function patchDiscussionList(list: DiscussionView[] | undefined, pushed: DiscussionView): DiscussionView[] | undefined {
  if (!list?.some((d) => d.id === pushed.id)) return list;
  return list.map((d) => (d.id === pushed.id ? newerDiscussion(d, pushed) : d));
}

/** Applies a discussion (a write's answer or SOCKET_EVENTS.discussionModerated) to every cache that holds it, by version. */
export function applyDiscussion(queryClient: QueryClient, incoming: DiscussionView): DiscussionView {
  const latest = latestDiscussions.see(incoming);
  queryClient.setQueryData<DiscussionDetail>(discussionKey(latest.id), (d) => (d ? newerDiscussion(d, latest) : d));
  rereadIfInFlight(queryClient, discussionKey(latest.id));
  for (const [key, list] of queryClient.getQueriesData<DiscussionView[]>({ queryKey: DISCUSSIONS_KEY })) {
    if (!Array.isArray(list)) continue;
    const patched = patchDiscussionList(list, latest);
    if (patched !== list) queryClient.setQueryData(key, patched);
  }
  if (latest.moderationStatus === 'approved') void queryClient.invalidateQueries({ queryKey: FEED_KEY });
  return latest;
}

/** A reply list with `reply` applied by version (or added, when it is new to the list). */
export function patchReplies(list: ReplyView[] | undefined, reply: ReplyView): ReplyView[] | undefined {
  if (!list) return list;
  const cached = list.find((r) => r.id === reply.id);
  if (!cached) return [...list, reply];
  if (newerOf(cached, reply, postStamp) === cached) return list;
  return list.map((r) => (r.id === reply.id ? { ...r, ...reply, ...readerMarks(r) } : r));
}

/** Applies a reply (a write's answer, a verdict on your reply, a reply approved on your discussion), by version. */
export function applyReply(queryClient: QueryClient, incoming: ReplyView): ReplyView {
  const latest = latestReplies.see(incoming);
  const key = repliesKey(latest.parentDiscussionId);
  queryClient.setQueryData<ReplyView[]>(key, (list) => patchReplies(list, latest));
  rereadIfInFlight(queryClient, key);
  void queryClient.invalidateQueries({ queryKey: discussionKey(latest.parentDiscussionId), exact: true });
  return latest;
}

/** After the live channel (re)joins: anything cached Under Review is read again. */
export function refreshPendingDiscussions(queryClient: QueryClient): Promise<unknown> {
  const hasPending = (data: unknown): boolean =>
    Array.isArray(data) ? data.some(hasPending) : Boolean(data && typeof data === 'object' && (data as { moderationStatus?: string }).moderationStatus === 'pending');
  return queryClient.invalidateQueries({ queryKey: DISCUSSIONS_KEY, predicate: (q) => hasPending(q.state.data) });
}

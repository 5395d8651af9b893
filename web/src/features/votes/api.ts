import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { VOTES_PAGE_SIZE, type CastVoteBody, type DistrictTally, type UserVote, type VoteValue, type VoteWithBill } from '@civic/contracts';
import { apiJson, errorMessage, getJson, getQueryFn } from '@/lib/api';
import { toast } from '@/hooks/use-toast';
import { FEED_KEY } from '@/features/discussions/api';

/**
 * Voting calls (SPEC §7). Query keys are path segments (joined with '/' by the default query
 * function), so invalidating a key prefix such as VOTES_WITH_BILLS_KEY refreshes every page and
 * every parameter set under it. Other features import these keys and hooks.
 */
export const MY_VOTES_KEY = ['/api/votes'] as const;
export const VOTES_WITH_BILLS_KEY = ['/api/votes/with-bills'] as const;
export const DISTRICT_VOTES_KEY = ['/api/district/votes'] as const;

/** Human label of a vote value: Support, Oppose, Abstain. */
export const VOTE_LABELS: Record<VoteValue, string> = { support: 'Support', oppose: 'Oppose', abstain: 'Abstain' };

/**
 * GET /api/votes: every vote of the signed-in user (billId, vote, voteType, dates).
 * `pollWhileEmptyMs`: ask again at that interval while the list is empty (the archetype job may
 * still be filling it in).
 */
export function useMyVotes(options: { enabled?: boolean; pollWhileEmptyMs?: number } = {}): UseQueryResult<UserVote[], Error> {
  const enabled = options.enabled ?? true;
  const poll = options.pollWhileEmptyMs;
  return useQuery<UserVote[], Error>({
    queryKey: MY_VOTES_KEY,
    queryFn: getQueryFn<UserVote[]>({ on401: 'throw' }),
    enabled,
    refetchInterval: poll ? (query) => (enabled && !query.state.data?.length && !query.state.error ? poll : false) : undefined,
  });
}

/** The district-votes query key for a list of bills (order kept, blanks and duplicates dropped). */
export function districtVotesKey(billIds: readonly string[]): readonly [string, string] {
  const ids = [...new Set(billIds.map((id) => id.trim()).filter(Boolean))];
  return [DISTRICT_VOTES_KEY[0], ids.join(',')] as const;
}

/**
 * GET /api/district/votes?billIds=a,b: the caller's district tally for each bill. Disabled while
 * the list is empty (the answer would be []).
 */
export function useDistrictTallies(billIds: readonly string[]): UseQueryResult<DistrictTally[], Error> {
  const key = districtVotesKey(billIds);
  return useQuery<DistrictTally[], Error>({
    queryKey: key,
    queryFn: ({ signal }) =>
      getJson<DistrictTally[]>(`/api/district/votes?billIds=${encodeURIComponent(key[1])}`, signal),
    enabled: key[1].length > 0,
  });
}

/** Refresh everything a cast can change (SPEC §7 POST /api/votes). */
export function invalidateAfterVote(queryClient: ReturnType<typeof useQueryClient>): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: MY_VOTES_KEY }),
    queryClient.invalidateQueries({ queryKey: VOTES_WITH_BILLS_KEY }),
    queryClient.invalidateQueries({ queryKey: FEED_KEY }),
    queryClient.invalidateQueries({ queryKey: DISTRICT_VOTES_KEY }),
  ]);
}

/**
 * POST /api/votes {billId, vote}: a personal cast (a change is a new cast). On success the votes,
 * votes-with-bills, feed and district-votes caches refresh and the SPEC §8 toast shows; on failure
 * 'Failed to cast vote' with the server's message.
 */
export function useCastVote(): UseMutationResult<UserVote, Error, CastVoteBody> {
  const queryClient = useQueryClient();
  return useMutation<UserVote, Error, CastVoteBody>({
    mutationFn: (body) => apiJson<UserVote>('POST', '/api/votes', body),
    onSuccess: async (_vote, body) => {
      toast({ title: 'Vote cast successfully', description: `Your ${body.vote} vote has been recorded.`, variant: 'success' });
      await invalidateAfterVote(queryClient);
    },
    onError: (error) => toast({ title: 'Failed to cast vote', description: errorMessage(error), variant: 'destructive' }),
  });
}

// ---------------------------------------------------------------------------------------------
// My Votes (the Votes tab)

/** SPEC §4/§9: the empty My Votes list re-fetches every 2000 ms until a vote exists. */
export const EMPTY_VOTES_REFETCH_MS = 2000;

export const votesWithBillsListKey = [VOTES_WITH_BILLS_KEY[0], 'list'] as const;
/** My Votes' filter: every vote, or only those the voter cast themselves (not their archetype's). */
export type VotesFilter = 'all' | 'personal';
export const votesListKey = (filter: VotesFilter) => [...votesWithBillsListKey, filter] as const;
type VotesPages = InfiniteData<VoteWithBill[], number>;

/** SPEC §9: the next offset is pages loaded × 20; there is more only when the last page was full. */
export function nextVotesOffset(lastPage: readonly unknown[], allPages: readonly (readonly unknown[])[]): number | undefined {
  return lastPage.length < VOTES_PAGE_SIZE ? undefined : allPages.length * VOTES_PAGE_SIZE;
}

function isEmpty(data: VotesPages | undefined): boolean {
  return !!data && data.pages.every((page) => page.length === 0);
}

/**
 * GET /api/votes/with-bills?limit=20&offset=n[&voteType=personal], most recently changed first,
 * page by page. While the whole list is empty (archetype votes are still being registered) it
 * re-fetches every 2000 ms.
 */
export function useVotesWithBills(options: { pollWhileEmpty?: boolean; filter?: VotesFilter } = {}): UseInfiniteQueryResult<VotesPages, Error> {
  const filter = options.filter ?? 'all';
  const poll = (options.pollWhileEmpty ?? true) && filter === 'all';
  const only = filter === 'personal' ? '&voteType=personal' : '';
  return useInfiniteQuery({
    queryKey: votesListKey(filter),
    queryFn: ({ pageParam, signal }) =>
      getJson<VoteWithBill[]>(`/api/votes/with-bills?limit=${VOTES_PAGE_SIZE}&offset=${pageParam}${only}`, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) => nextVotesOffset(lastPage, allPages),
    refetchInterval: (query) => (poll && isEmpty(query.state.data) && !query.state.error ? EMPTY_VOTES_REFETCH_MS : false),
  });
}

/** The list with one bill's vote replaced (it becomes the user's own, personal vote). */
export function withVoteChanged(data: VotesPages | undefined, billId: string, vote: VoteValue): VotesPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      // A vote the user chose is theirs: the archetype's reason no longer applies to it.
      page.map((item) => (item.billId === billId ? { ...item, vote, voteType: 'personal' as const, reason: null } : item)),
    ),
  };
}

/**
 * A change made on My Votes (SPEC §4, §8): the list updates at once and is restored on failure
 * ('Failed to update vote' + message); success toasts 'Vote updated'. Then the same caches as
 * any cast refresh.
 */
type VotesSnapshot = { previous: Array<[QueryKey, VotesPages | undefined]> };
export function useUpdateVote(): UseMutationResult<UserVote, Error, CastVoteBody, VotesSnapshot> {
  const queryClient = useQueryClient();
  return useMutation<UserVote, Error, CastVoteBody, VotesSnapshot>({
    mutationFn: (body) => apiJson<UserVote>('POST', '/api/votes', body),
    onMutate: async ({ billId, vote }) => {
      await queryClient.cancelQueries({ queryKey: votesWithBillsListKey });
      const previous = queryClient.getQueriesData<VotesPages>({ queryKey: votesWithBillsListKey });
      queryClient.setQueriesData<VotesPages>({ queryKey: votesWithBillsListKey }, (data) => withVoteChanged(data, billId, vote));
      return { previous };
    },
    onError: (error, _body, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast({ title: 'Failed to update vote', description: errorMessage(error), variant: 'destructive' });
    },
    onSuccess: async () => {
      toast({ title: 'Vote updated', description: 'Your vote has been successfully updated.', variant: 'success' });
      await invalidateAfterVote(queryClient);
    },
  });
}

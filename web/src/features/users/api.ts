import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { FollowedUser, FollowedUserReply, FollowState, UserActivity, UserProfile } from '@civic/contracts';
import { apiJson, getJson } from '@/lib/api';

/**
 * Profiles and follows (SPEC §7; contracts http/community.ts).
 *   ['users', id, 'profile' | 'is-following' | 'activity' | 'followers' | 'following']
 *   ['users', 'following-replies']  GET /api/following/replies
 */
export const usersKey = (id: string) => ['users', id] as const;

export function useUserProfile(id: string): UseQueryResult<UserProfile, Error> {
  return useQuery({ queryKey: [...usersKey(id), 'profile'], queryFn: ({ signal }) => getJson<UserProfile>(`/api/users/${encodeURIComponent(id)}/profile`, signal) });
}

export function useIsFollowing(id: string, enabled: boolean): UseQueryResult<boolean, Error> {
  return useQuery({
    queryKey: [...usersKey(id), 'is-following'],
    queryFn: async ({ signal }) => (await getJson<{ isFollowing: boolean }>(`/api/users/${encodeURIComponent(id)}/is-following`, signal)).isFollowing,
    enabled,
  });
}

export function useConnections(id: string, which: 'followers' | 'following'): UseQueryResult<FollowedUser[], Error> {
  return useQuery({ queryKey: [...usersKey(id), which], queryFn: ({ signal }) => getJson<FollowedUser[]>(`/api/users/${encodeURIComponent(id)}/${which}`, signal) });
}

/** Follow (true) or unfollow; the profile's counts, the lists and the Following tab refresh. */
export function useFollow(id: string): UseMutationResult<FollowState, Error, boolean> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow) => apiJson<FollowState>(follow ? 'POST' : 'DELETE', `/api/users/${encodeURIComponent(id)}/follow`),
    onSuccess: (state) => {
      queryClient.setQueryData([...usersKey(id), 'is-following'], state.isFollowing);
      queryClient.setQueryData<UserProfile>([...usersKey(id), 'profile'], (p) => (p ? { ...p, followerCount: state.followerCount } : p));
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

export function useFollowingReplies(): UseQueryResult<FollowedUserReply[], Error> {
  return useQuery({ queryKey: ['users', 'following-replies'], queryFn: ({ signal }) => getJson<FollowedUserReply[]>('/api/following/replies', signal) });
}

export function useActivity(id: string): UseQueryResult<UserActivity, Error> {
  return useQuery({ queryKey: [...usersKey(id), 'activity'], queryFn: ({ signal }) => getJson<UserActivity>(`/api/users/${encodeURIComponent(id)}/activity`, signal) });
}

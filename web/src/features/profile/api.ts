import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { ChangePasswordBody, PersonalInfoBody, PersonalInfoResponse, ProfileBody, ProfileResponse, PublicUser } from '@civic/contracts';
import { DISTRICT_VOTES_KEY, MY_VOTES_KEY, VOTES_WITH_BILLS_KEY } from '@/features/votes/api';
import { USER_QUERY_KEY } from '@/hooks/use-auth';
import { apiJson } from '@/lib/api';

/**
 * Profile calls (SPEC §7): onboarding step 1, the Profile tab's information card and its
 * Security card. The session itself (GET /api/user, its key USER_QUERY_KEY) belongs to
 * hooks/use-auth.tsx; a save puts the saved user there.
 */

/** POST /api/user/change-password: nothing cached changes; the caller toasts and closes the form. */
export function useChangePassword(): UseMutationResult<unknown, Error, ChangePasswordBody> {
  return useMutation<unknown, Error, ChangePasswordBody>({
    mutationFn: (body) => apiJson('POST', '/api/user/change-password', body),
  });
}

/** Onboarding's body: no email (a body with email is the Profile tab's) and no district (the server finds it). */
export type PersonalInfoStepBody = Omit<PersonalInfoBody, 'email' | 'district'>;

/** POST /api/user/personal-info from /personal-info (step 1 of 3). */
export function useSavePersonalInfo(): UseMutationResult<PersonalInfoResponse, Error, PersonalInfoStepBody> {
  const queryClient = useQueryClient();
  return useMutation<PersonalInfoResponse, Error, PersonalInfoStepBody>({
    mutationFn: (body) => apiJson<PersonalInfoResponse>('POST', '/api/user/personal-info', body),
    onSuccess: (response) => queryClient.setQueryData(USER_QUERY_KEY, response.user),
  });
}

/**
 * POST /api/user/personal-info from the Profile tab (the body carries the email). A new district
 * drops the tallies read for the old one: none may be shown again (ADR 0007).
 */
export function useSaveProfile(): UseMutationResult<ProfileResponse, Error, ProfileBody> {
  const queryClient = useQueryClient();
  return useMutation<ProfileResponse, Error, ProfileBody>({
    mutationFn: (body) => apiJson<ProfileResponse>('POST', '/api/user/personal-info', body),
    onSuccess: (response) => {
      const { validationMessage: _message, districtInfo: _district, ...saved } = response;
      const before = queryClient.getQueryData<PublicUser>(USER_QUERY_KEY);
      queryClient.setQueryData(USER_QUERY_KEY, saved);
      if (saved.congressionalDistrict !== before?.congressionalDistrict) {
        queryClient.removeQueries({ queryKey: DISTRICT_VOTES_KEY });
        void queryClient.invalidateQueries({ queryKey: MY_VOTES_KEY });
        void queryClient.invalidateQueries({ queryKey: VOTES_WITH_BILLS_KEY });
      }
    },
  });
}

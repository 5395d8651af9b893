import { useMutation, useQueryClient, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import type { SurveyResponse } from '@civic/contracts';
import { USER_QUERY_KEY } from '@/hooks/use-auth';
import { apiJson, apiRequest } from '@/lib/api';

/** Onboarding calls (SPEC §7) that only its screens make. */

/**
 * POST /api/survey {responses}; on success the archetype-derived votes are populated (SPEC §4:
 * a failure there is only logged) and the session, which now carries the archetype, is read again.
 */
export function useSubmitSurvey(options: Pick<UseMutationOptions<SurveyResponse, Error, number[]>, 'onSuccess' | 'onError'>): UseMutationResult<SurveyResponse, Error, number[]> {
  const queryClient = useQueryClient();
  return useMutation<SurveyResponse, Error, number[]>({
    mutationFn: (responses) => apiJson<SurveyResponse>('POST', '/api/survey', { responses }),
    onSuccess: (...args) => {
      apiRequest('POST', '/api/user/populate-archetype-votes').catch((error: unknown) => {
        console.error('Populating archetype votes failed', error);
      });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      return options.onSuccess?.(...args);
    },
    onError: options.onError,
  });
}

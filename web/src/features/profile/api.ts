import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@civic/contracts';
import { apiJson } from '@/lib/api';

/**
 * Profile-tab calls (SPEC §7) that no other feature reads. The session itself (GET /api/user,
 * its key USER_QUERY_KEY) belongs to hooks/use-auth.tsx.
 */

/** POST /api/user/change-password: nothing cached changes; the caller toasts and closes the form. */
export function useChangePassword(): UseMutationResult<unknown, Error, ChangePasswordBody> {
  return useMutation<unknown, Error, ChangePasswordBody>({
    mutationFn: (body) => apiJson('POST', '/api/user/change-password', body),
  });
}

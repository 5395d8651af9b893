import { useMutation, useQuery, type UseMutationResult } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { LoginBody, PublicUser, RegisterBody } from '@civic/contracts';
import { apiJson, apiRequest, errorMessage, getQueryFn, queryClient, USER_QUERY_KEY } from '@/lib/api';
import { toast } from '@/hooks/use-toast';

export { USER_QUERY_KEY };

interface AuthContextValue {
  /** null when signed out (a 401 on GET /api/user, or the session could not be read). */
  user: PublicUser | null;
  isLoading: boolean;
  loginMutation: UseMutationResult<PublicUser, Error, LoginBody>;
  registerMutation: UseMutationResult<PublicUser, Error, RegisterBody>;
  logoutMutation: UseMutationResult<void, Error, void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isLoading } = useQuery<PublicUser | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<PublicUser | null>({ on401: 'returnNull' }),
  });

  const loginMutation = useMutation<PublicUser, Error, LoginBody>({
    mutationFn: (body) => apiJson<PublicUser>('POST', '/api/login', body),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
    onError: (error) => toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' }),
  });

  const registerMutation = useMutation<PublicUser, Error, RegisterBody>({
    mutationFn: (body) => apiJson<PublicUser>('POST', '/api/register', body),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
    onError: (error) => toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' }),
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: () => {
      // Drop everything that belonged to the previous user, then mark the session signed out.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, null);
    },
    onError: (error) => toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' }),
  });

  return (
    <AuthContext.Provider value={{ user: data ?? null, isLoading, loginMutation, registerMutation, logoutMutation }}>
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}

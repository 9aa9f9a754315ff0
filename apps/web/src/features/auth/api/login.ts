import type { LoginBody, LoginResponse } from '@inkbook/contracts/auth';
import type { SessionUser } from '@inkbook/contracts/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from './get-me';

export const login = (body: LoginBody) => api.post<LoginResponse>('/api/login', body);

export function useLogin(options: {
  onSuccess?: (user: SessionUser) => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      // Everything cached so far belongs to the previous (or no) session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, user);
      options.onSuccess?.(user);
      // Confirm with the server in the background; the page has already moved on.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (error) => options.onError?.(error),
  });
}

import type { LoginBody } from '@inkbook/contracts/auth';
import type { SessionUser } from '@inkbook/contracts/identity';
import { authApi } from '@/lib/api';
import { meQueryKey } from '@/lib/me-query-key';
import { type ToastText, useCommand } from '@/lib/use-command';

export const login = (body: LoginBody) => authApi.login({ body });

/** `failure`: the toast of a failed sign-in; the admin's form says it in place instead (spec §8). */
export function useLogin(options: {
  success?: ToastText;
  failure?: ToastText;
  onSuccess?: (user: SessionUser) => void;
  onError?: (error: Error) => void;
}) {
  return useCommand({
    mutationFn: login,
    success: options.success,
    failure: options.failure,
    onSuccess: ({ user }, _body, queryClient) => {
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

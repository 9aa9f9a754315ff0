import { useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api';
import { meQueryKey } from '@/lib/me-query-key';

/** POST /api/auth/verify-email: confirms the address the link was sent to; 400 for a used, expired or altered token. */
export const verifyEmail = (token: string) => authApi.verifyEmail({ body: { token } });

/**
 * Posts the link's token once when the page opens. A query, not a command, because a query is sent once per key:
 * React's StrictMode mounting the page twice, or the page opening again in this tab, reuses the one answer. The
 * token works once, so nothing retries it: a second try after a lost answer would be told the link expired.
 */
export function useVerifyEmail(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['auth', 'verify-email', token],
    queryFn: async () => {
      const answer = await verifyEmail(token ?? '');
      // A signed-in account's cached `emailVerified` is out of date now.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      return answer;
    },
    // A link without a token is expired on its face: nothing to ask.
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { authApi } from '@/lib/api';
import { endsSessionKey, forgetAccount } from '@/lib/forget-account';
import { useCommand } from '@/lib/use-command';

/** The account's own password, checked as sign-in checks it (DESIGN §3): 401 wrong, 429 past the limits. */
export const deleteAccount = (password: string) => authApi.deleteAccount({ body: { password } });

/**
 * DELETE /api/me (issue 27 item 5). Refusals are said in place by `onError` (the dialog stays open); once the server
 * has deleted the account, home first (this page needs a session and would otherwise send the person to sign in),
 * the server's own words in a toast, and every cached answer of the account forgotten: the server already ended the
 * session and cleared its cookie.
 */
export function useDeleteAccount({ onError }: { onError: (error: Error) => void }) {
  const navigate = useNavigate();
  return useCommand({
    mutationFn: deleteAccount,
    // The server ends the session as it answers (its event stream closes at once): the page goes home with it.
    mutationKey: [...endsSessionKey, 'delete-account'],
    success: (answer) => ({ title: 'Account deleted', description: answer.message, duration: 10_000 }),
    onSuccess: async (_answer, _password, queryClient) => {
      await navigate(paths.home);
      forgetAccount(queryClient);
    },
    onError,
  });
}

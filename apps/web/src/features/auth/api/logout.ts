import { useMutationState } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { authApi } from '@/lib/api';
import { endsSessionKey, forgetAccount } from '@/lib/forget-account';
import { useCommand } from '@/lib/use-command';

export const logout = () => authApi.logout();

/**
 * Whether this tab signed out (a logout, or deleting the account, under way or done): its session can end on screen before the landing page
 * shows (the server closes the page's event stream), and a page that needs one must then go home with it, not send
 * the person to sign in. A reload forgets it.
 */
export const useLoggedOutHere = () =>
  useMutationState({
    filters: { mutationKey: endsSessionKey, predicate: (mutation) => mutation.state.status !== 'error' },
  }).length > 0;

/**
 * Spec §4, §8: logout forgets every cached answer, says so and returns to the landing page; `stay` keeps the page
 * (the admin dashboard, which shows its sign-in form in place).
 */
export function useLogout({ stay = false } = {}) {
  const navigate = useNavigate();
  return useCommand({
    mutationFn: logout,
    mutationKey: [...endsSessionKey, 'logout'],
    success: { title: 'Logged out successfully', description: 'You have been logged out of your account.' },
    failure: {
      title: 'Logout failed',
      description: 'There was a problem logging you out. Please try again.',
    },
    onSuccess: async (_answer, _none, queryClient) => {
      // Home first: a page that needs a session (the dashboard) would otherwise see it end and send the person to
      // sign in again.
      if (!stay) await navigate(paths.home);
      forgetAccount(queryClient);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { meQueryKey } from './get-me';

export const logout = () => api.post<unknown>('/api/logout');

/** Spec §4: logout clears every cached query and returns to the landing page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
      await navigate(paths.home);
      toast.success('Logged out successfully', { description: 'You have been logged out of your account.' });
    },
    onError: () => {
      toast.error('Logout failed', { description: 'There was a problem logging you out. Please try again.' });
    },
  });
}

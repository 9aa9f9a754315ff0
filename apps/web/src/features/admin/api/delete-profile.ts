import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type ProfileKind, profileKinds } from '../utils/profile-kinds';
import { refreshAfterChange } from './query-keys';

/** DELETE /api/admin/{artists|studios}/{id}. */
export const deleteProfile = (kind: ProfileKind, id: string) =>
  api.delete<unknown>(`${profileKinds[kind].endpoint}/${encodeURIComponent(id)}`);

/** Deletes, refreshes every list and the stats, then says so (spec §8). */
export function useDeleteProfile(kind: ProfileKind) {
  const queryClient = useQueryClient();
  const texts = profileKinds[kind];
  return useMutation({
    mutationFn: (id: string) => deleteProfile(kind, id),
    onSuccess: async () => {
      await refreshAfterChange(queryClient);
      toast.success(texts.deleted);
    },
    onError: (error) => {
      const description = isApiError(error) ? error.serverMessage : undefined;
      toast.error(texts.deleteFailed, description ? { description } : {});
    },
  });
}

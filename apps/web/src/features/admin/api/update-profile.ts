import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type ProfileKind, type ProfileUpdates, profileKinds } from '../utils/profile-kinds';
import { refreshAfterChange } from './query-keys';

export interface UpdateProfileInput<K extends ProfileKind> {
  id: string;
  body: ProfileUpdates[K];
}

/** PUT /api/admin/{artists|studios}/{id}: a status alone (approve, reject) or the edit dialog's fields. */
export const updateProfile = <K extends ProfileKind>(kind: K, { id, body }: UpdateProfileInput<K>) =>
  api.put<unknown>(`${profileKinds[kind].endpoint}/${encodeURIComponent(id)}`, body);

/** Saves, refreshes every list and the stats, then says so (spec §8 toasts; the server's reason on failure). */
export function useUpdateProfile<K extends ProfileKind>(kind: K) {
  const queryClient = useQueryClient();
  const texts = profileKinds[kind];
  return useMutation({
    mutationFn: (input: UpdateProfileInput<K>) => updateProfile(kind, input),
    onSuccess: async () => {
      await refreshAfterChange(queryClient);
      toast.success('Success', { description: texts.updated });
    },
    onError: (error) => {
      const description = isApiError(error) ? error.serverMessage : undefined;
      toast.error(texts.updateFailed, description ? { description } : {});
    },
  });
}

import { adminApi } from '@/lib/api';
import { useCommand } from '@/lib/use-command';
import { type ProfileKind, profileKinds } from '../utils/profile-kinds';
import { refreshAfterChange } from './query-keys';

/** DELETE /api/admin/{artists|studios}/{id}. */
export const deleteProfile = (kind: ProfileKind, id: string) =>
  adminApi[profileKinds[kind].remove]({ params: { id } });

/** Deletes, says so (spec §8) and refreshes every list and the stats. */
export function useDeleteProfile(kind: ProfileKind) {
  const texts = profileKinds[kind];
  return useCommand({
    mutationFn: (id: string) => deleteProfile(kind, id),
    success: { title: texts.deleted },
    failure: { title: texts.deleteFailed },
    onSuccess: (_answer, _id, queryClient) => refreshAfterChange(queryClient),
  });
}

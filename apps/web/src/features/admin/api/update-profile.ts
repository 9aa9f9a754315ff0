import { adminApi } from '@/lib/api';
import { type FieldsForm, useCommand } from '@/lib/use-command';
import { type ProfileKind, type ProfileUpdates, profileKinds } from '../utils/profile-kinds';
import { refreshAfterChange } from './query-keys';

export interface UpdateProfileInput<K extends ProfileKind> {
  id: string;
  body: ProfileUpdates[K];
}

/** PUT /api/admin/{artists|studios}/{id}: a status alone (approve, reject) or the edit dialog's fields. */
export const updateProfile = <K extends ProfileKind>(
  kind: K,
  { id, body }: UpdateProfileInput<K>,
): Promise<unknown> =>
  kind === 'artist'
    ? adminApi.updateArtist({ params: { id }, body: body as ProfileUpdates['artist'] })
    : adminApi.updateStudio({ params: { id }, body: body as ProfileUpdates['studio'] });

/**
 * Saves, says so (spec §8 toasts; the server's reason on failure) and refreshes every list and the stats. `form`: the
 * edit dialog's, whose fields show the server's per-field messages.
 */
export function useUpdateProfile<K extends ProfileKind>(kind: K, form?: FieldsForm) {
  const texts = profileKinds[kind];
  return useCommand({
    mutationFn: (input: UpdateProfileInput<K>) => updateProfile(kind, input),
    success: { title: 'Success', description: texts.updated },
    failure: { title: texts.updateFailed },
    form,
    onSuccess: (_answer, _input, queryClient) => refreshAfterChange(queryClient),
  });
}

import type { studioUpdateSchema } from '@inkbook/contracts/studio';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { studioApi } from '@/lib/api';
import { studioKeysRoot } from '@/lib/profile-keys';
import { type FieldsForm, useCommand } from '@/lib/use-command';
import { myStudioKeys } from '../../api/get-my-studio';

export type StudioUpdateInput = z.input<typeof studioUpdateSchema>;

export interface UpdateStudioProfileInput {
  id: string;
  /** Only the fields the owner changed (DESIGN §5: a partial update). */
  body: StudioUpdateInput;
}

/** PUT /api/studios/{id}: the owner's partial update; answers the whole studio as stored. */
export const updateStudioProfile = ({ id, body }: UpdateStudioProfileInput) =>
  studioApi.update({ params: { id }, body });

/**
 * Saves, says so, then has every copy of the studio load afresh: the dashboard's and the public pages' (profile,
 * lists, landing cards, all under the studios' key root). `form`'s fields show the server's per-field messages.
 */
export function useUpdateStudioProfile(form: FieldsForm) {
  return useCommand({
    mutationFn: updateStudioProfile,
    success: { title: 'Studio Profile Updated' },
    failure: { title: 'Update Failed', description: 'Failed to update studio profile. Please try again.' },
    form,
    onSuccess: (_studio, _input, queryClient) => refreshStudioProfile(queryClient),
  });
}

/** Every copy of the studio loads afresh after a save: the dashboard's and the public pages'. */
export const refreshStudioProfile = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: myStudioKeys.all }),
    queryClient.invalidateQueries({ queryKey: studioKeysRoot }),
  ]);

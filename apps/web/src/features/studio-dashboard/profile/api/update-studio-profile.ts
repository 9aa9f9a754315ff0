import type { Studio, studioUpdateSchema } from '@inkbook/contracts/studio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { myStudioKeys } from '../../api/get-my-studio';

export type StudioUpdateInput = z.input<typeof studioUpdateSchema>;

export interface UpdateStudioProfileInput {
  id: string;
  /** Only the fields the owner changed (DESIGN §5: a partial update). */
  body: StudioUpdateInput;
}

/** PUT /api/studios/{id}: the owner's partial update; answers the whole studio as stored. */
export const updateStudioProfile = ({ id, body }: UpdateStudioProfileInput) =>
  api.put<Studio>(`/api/studios/${encodeURIComponent(id)}`, body);

/** Saves, then has every copy of the studio load afresh: the dashboard's and the public pages'. */
export function useUpdateStudioProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudioProfile,
    onSuccess: async () => {
      // The public profile, lists and landing cards show the old profile until refetched.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myStudioKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['studios'] }),
        queryClient.invalidateQueries({ queryKey: ['landing', 'studios'] }),
      ]);
    },
  });
}

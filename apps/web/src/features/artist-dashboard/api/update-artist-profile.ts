import type { Artist } from '@inkbook/contracts/artist';
import type { artistUpdateSchema } from '@inkbook/contracts/artist-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { myProfileQueryKey } from '@/lib/my-artist-profile';

export type ArtistUpdateInput = z.input<typeof artistUpdateSchema>;

export interface UpdateArtistProfileInput {
  id: string;
  /** Any subset of the edit form (DESIGN §5), e.g. `{ profileImage }` alone for the dashboard's photo change. */
  body: ArtistUpdateInput;
}

/** PUT /api/artists/{id}: the owner's partial update; answers the whole profile as stored. */
export const updateArtistProfile = ({ id, body }: UpdateArtistProfileInput) =>
  api.put<Artist>(`/api/artists/${encodeURIComponent(id)}`, body);

/** Saves and keeps the dashboard's copy current; public pages showing this artist load the change afresh. */
export function useUpdateArtistProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArtistProfile,
    onSuccess: async (artist) => {
      queryClient.setQueryData(myProfileQueryKey, artist);
      // The public profile, lists and cards cached under 'artists' show the old profile until refetched.
      await queryClient.invalidateQueries({ queryKey: ['artists'] });
    },
  });
}

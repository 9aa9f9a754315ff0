import type { Artist } from '@inkbook/contracts/artist';
import type { artistUpdateSchema } from '@inkbook/contracts/artist-forms';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { myProfileQueryKey } from '@/lib/my-artist-profile';
import { artistKeysRoot } from '@/lib/profile-keys';
import { type FieldsForm, type ToastText, useCommand } from '@/lib/use-command';

export type ArtistUpdateInput = z.input<typeof artistUpdateSchema>;

export interface UpdateArtistProfileInput {
  id: string;
  /** Any subset of the edit form (DESIGN §5), e.g. `{ profileImage }` alone for the dashboard's photo change. */
  body: ArtistUpdateInput;
}

/** PUT /api/artists/{id}: the owner's partial update; answers the whole profile as stored. */
export const updateArtistProfile = ({ id, body }: UpdateArtistProfileInput) =>
  api.put<Artist>(`/api/artists/${encodeURIComponent(id)}`, body);

/** What the screen that saves says (the edit page and the dashboard's photo change word it differently). */
export interface ProfileSaveTexts {
  success: ToastText;
  failure: ToastText;
  /** The form saved, whose fields show the server's per-field messages. */
  form?: FieldsForm;
}

/**
 * Saves and keeps the dashboard's copy current; every other copy of this artist (the public profile, the /artists
 * list, the landing page's featured cards, search, embeds) is under the artists' key root and loads the change afresh.
 */
export function useUpdateArtistProfile({ success, failure, form }: ProfileSaveTexts) {
  return useCommand({
    mutationFn: updateArtistProfile,
    success,
    failure,
    form,
    onSuccess: async (artist, _input, queryClient) => {
      queryClient.setQueryData(myProfileQueryKey, artist);
      await queryClient.invalidateQueries({ queryKey: artistKeysRoot });
    },
  });
}

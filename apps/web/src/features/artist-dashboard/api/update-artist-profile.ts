import type { Artist } from '@inkbook/contracts/artist';
import type { artistUpdateSchema } from '@inkbook/contracts/artist-forms';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { artistApi } from '@/lib/api';
import { myProfileQueryKey } from '@/lib/my-artist-profile';
import { artistKeysRoot, studioKeysRoot } from '@/lib/profile-keys';
import { type FieldsForm, type ToastText, useCommand } from '@/lib/use-command';

export type ArtistUpdateInput = z.input<typeof artistUpdateSchema>;

export interface UpdateArtistProfileInput {
  id: string;
  /** Any subset of the edit form (DESIGN §5), e.g. `{ profileImage }` alone for the dashboard's photo change. */
  body: ArtistUpdateInput;
}

/** PUT /api/artists/{id}: the owner's partial update; answers the whole profile as stored. */
export const updateArtistProfile = ({ id, body }: UpdateArtistProfileInput) =>
  artistApi.update({ params: { id }, body });

/** Keeps the dashboard's copy of a saved profile and has every other copy load afresh (see below). */
export async function storeArtistProfile(artist: Artist, queryClient: QueryClient) {
  queryClient.setQueryData(myProfileQueryKey, artist);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: artistKeysRoot }),
    queryClient.invalidateQueries({ queryKey: studioKeysRoot }),
  ]);
}

/** What the screen that saves says (the edit page and the dashboard's photo change word it differently). */
export interface ProfileSaveTexts {
  success: ToastText;
  failure: ToastText;
  /** The form saved, whose fields show the server's per-field messages. */
  form?: FieldsForm;
}

/**
 * Saves and keeps the dashboard's copy current; every other copy of this artist (the public profile, the /artists
 * list, the landing page's featured cards, search, embeds: all under the artists' key root) loads the change afresh,
 * and so do studio profiles, whose Verified Artists show the artist's name and photo.
 */
export function useUpdateArtistProfile({ success, failure, form }: ProfileSaveTexts) {
  return useCommand({
    mutationFn: updateArtistProfile,
    success,
    failure,
    form,
    onSuccess: (artist, _input, queryClient) => storeArtistProfile(artist, queryClient),
  });
}

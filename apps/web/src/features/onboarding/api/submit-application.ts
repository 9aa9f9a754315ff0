import type { Artist, ArtistApplicationInput } from '@inkbook/contracts/artist';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/artists: the whole application; the profile waits as pending until the team approves it. */
export const submitApplication = (body: ArtistApplicationInput) => api.post<Artist>('/api/artists', body);

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}

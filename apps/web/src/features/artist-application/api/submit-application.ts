import type { ArtistApplicationInput } from '@inkbook/contracts/artist';
import { artistApi } from '@/lib/api';
import { useCommand } from '@/lib/use-command';

/** POST /api/artists: the whole application; the profile waits as pending until the team approves it. */
export const submitApplication = (body: ArtistApplicationInput) => artistApi.apply({ body });

/** Spec §8 'Artist registration': thanked for 8 s; a failure says the server's reason or the spec's text. */
export function useSubmitApplication() {
  return useCommand({
    mutationFn: submitApplication,
    success: {
      title: 'Thanks for submitting your application!',
      description: 'Our team will review your submission and get back to you within 24–48 hours.',
      duration: 8000,
    },
    failure: {
      title: 'Registration failed',
      description: 'Failed to create your profile. Please try again.',
    },
  });
}

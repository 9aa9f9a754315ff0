import { artistKeysRoot } from '@/lib/profile-keys';

/** The embedded card's profile, under the artists' root so a saved profile refreshes it. */
export const embedKeys = {
  artist: (handle: string) => [...artistKeysRoot, 'embed', handle] as const,
};

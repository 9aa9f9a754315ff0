import type { ArtistListParams } from '@inkbook/contracts/artist-list';
import { artistKeysRoot } from '@/lib/profile-keys';

/** The /artists list and the public profiles, under the artists' root (a saved profile refreshes them). */
export const artistKeys = {
  list: (params: ArtistListParams) => [...artistKeysRoot, 'list', params] as const,
  profile: (handle: string) => [...artistKeysRoot, 'profile', handle] as const,
};

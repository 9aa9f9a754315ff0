import type { StudioListParams } from '@inkbook/contracts/studio-list';
import { studioKeysRoot } from '@/lib/profile-keys';

/** The /studios list and the public profiles, under the studios' root (a saved studio refreshes them). */
export const studioKeys = {
  list: (params: StudioListParams) => [...studioKeysRoot, 'list', params] as const,
  profile: (handle: string) => [...studioKeysRoot, 'profile', handle] as const,
};

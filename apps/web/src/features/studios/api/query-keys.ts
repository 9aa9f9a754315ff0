import { studioKeysRoot } from '@/lib/profile-keys';
import type { StudioListParams } from './get-studios';

/** The /studios list and the public profiles, under the studios' root (a saved studio refreshes them). */
export const studioKeys = {
  list: (params: StudioListParams) => [...studioKeysRoot, 'list', params] as const,
  profile: (handle: string) => [...studioKeysRoot, 'profile', handle] as const,
};

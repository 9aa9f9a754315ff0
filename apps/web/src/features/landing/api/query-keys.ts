import { artistKeysRoot, studioKeysRoot } from '@/lib/profile-keys';

/**
 * The landing page's featured cards sit under the artists' and the studios' roots, not a landing root of their own,
 * so an artist or a studio saving a profile refreshes its card here too (it could show a stale card before).
 */
export const landingKeys = {
  artists: (limit: number) => [...artistKeysRoot, 'featured', limit] as const,
  studios: (limit: number) => [...studioKeysRoot, 'featured', limit] as const,
};

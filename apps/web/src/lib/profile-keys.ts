/**
 * The roots of every cached answer about artists and about studios, whichever feature shows it: the lists, the
 * public profiles, the landing page's featured cards, search, embeds, an owner's own profile. Each feature's key
 * factory builds its keys under these, so saving a profile refreshes every copy of it on screen with one call.
 */
export const artistKeysRoot = ['artists'] as const;
export const studioKeysRoot = ['studios'] as const;

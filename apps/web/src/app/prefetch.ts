import { parseArtistListParams } from '@inkbook/contracts/artist-list';
import { parseStudioListParams } from '@inkbook/contracts/studio-list';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { artistQueryOptions } from '@/features/artists/api/get-artist';
import { artistsQueryOptions } from '@/features/artists/api/get-artists';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { featuredArtistsQueryOptions } from '@/features/landing/api/get-featured-artists';
import { featuredStudiosQueryOptions } from '@/features/landing/api/get-featured-studios';
import { myStudioQueryOptions } from '@/features/studio-dashboard/api/get-my-studio';
import { studioQueryOptions } from '@/features/studios/api/get-studio';
import { studiosQueryOptions } from '@/features/studios/api/get-studios';
import { myProfileQueryOptions } from '@/lib/my-artist-profile';

/** How a loader's prefetches start: at once (the server render waits on them), or in a task of their own. */
export type StartPrefetch = (prefetch: () => void) => void;

const atOnce: StartPrefetch = (prefetch) => prefetch();

/**
 * Route loaders that start a page's first request while the page's code chunk is still downloading, so the two
 * run side by side instead of one after the other (the largest image waits on both). They never await, so a
 * navigation is never held up; the page's own query picks up the result from the cache.
 */
export function prefetchLoaders(client: QueryClient, start: StartPrefetch = atOnce) {
  const prefetch = (...queries: (() => Promise<void>)[]) => {
    start(() => {
      for (const query of queries) void query();
    });
    return null;
  };
  return {
    landing: () =>
      prefetch(
        () => client.prefetchQuery(featuredArtistsQueryOptions()),
        () => client.prefetchQuery(featuredStudiosQueryOptions()),
      ),
    artists: ({ request }: LoaderFunctionArgs) => {
      const params = parseArtistListParams(new URL(request.url).searchParams);
      return prefetch(() => client.prefetchQuery(artistsQueryOptions(params)));
    },
    studios: ({ request }: LoaderFunctionArgs) => {
      const params = parseStudioListParams(new URL(request.url).searchParams);
      return prefetch(() => client.prefetchQuery(studiosQueryOptions(params)));
    },
    artist: ({ params: { handle } }: LoaderFunctionArgs) =>
      handle ? prefetch(() => client.prefetchQuery(artistQueryOptions(handle))) : null,
    // The session names the profile, so both start together rather than the profile after the user. Signed out
    // or without a profile, the profile's answer (401, or null) goes unused.
    dashboard: () =>
      prefetch(
        () => client.prefetchQuery(meQueryOptions()),
        () => client.prefetchQuery(myProfileQueryOptions()),
      ),
    // As for /dashboard: the owner's studio starts beside the session. An admin names the studio in the URL and
    // a signed-out visitor has none, so for them the answer (404, 401) goes unused.
    studioDashboard: () =>
      prefetch(
        () => client.prefetchQuery(meQueryOptions()),
        () => client.prefetchQuery(myStudioQueryOptions()),
      ),
    studio: ({ params: { handle } }: LoaderFunctionArgs) =>
      handle ? prefetch(() => client.prefetchQuery(studioQueryOptions(handle))) : null,
  };
}

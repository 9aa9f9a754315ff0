import type { ArtistSearchResult } from '@inkbook/contracts/artist';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { artistApi } from './api';
import { artistKeysRoot } from './profile-keys';

/**
 * GET /api/artists/search, shared by the widget generator's artist picker and the studio dashboard's claim search:
 * spec §7 needs 2+ characters and answers 20 approved artists at most.
 */
export const MIN_SEARCH_LENGTH = 2;
const LIMIT = 20;

/** Approved artists by name or handle. */
export function searchArtists(q: string, signal?: AbortSignal): Promise<ArtistSearchResult[]> {
  return artistApi.search({ query: { q, limit: LIMIT }, signal });
}

export const artistSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...artistKeysRoot, 'search', q],
    queryFn: ({ signal }) => searchArtists(q, signal),
    placeholderData: keepPreviousData,
    // Type-ahead: the next keystroke asks again, so a failure says so at once ('Search failed') instead of
    // retrying behind a spinner.
    retry: false,
  });

/** Sends nothing under 2 characters (the caller passes the settled, trimmed text). */
export const useArtistSearch = (q: string) =>
  useQuery({ ...artistSearchQueryOptions(q), enabled: q.length >= MIN_SEARCH_LENGTH });

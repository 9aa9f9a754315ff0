import type { ArtistSearchResult } from '@inkbook/contracts/artist';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec §7: the search needs 2+ characters and answers 20 approved artists at most. */
export const MIN_SEARCH_LENGTH = 2;
const LIMIT = 20;

/** GET /api/artists/search: approved artists by name or handle. */
export function searchArtists(q: string, signal?: AbortSignal): Promise<ArtistSearchResult[]> {
  return api.get<ArtistSearchResult[]>('/api/artists/search', {
    query: { q, limit: LIMIT },
    ...(signal ? { signal } : {}),
  });
}

export const artistSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['embed', 'artist-search', q],
    queryFn: ({ signal }) => searchArtists(q, signal),
    placeholderData: keepPreviousData,
  });

export const useArtistSearch = (q: string) =>
  useQuery({ ...artistSearchQueryOptions(q), enabled: q.length >= MIN_SEARCH_LENGTH });

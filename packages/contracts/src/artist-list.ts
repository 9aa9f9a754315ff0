// The /artists page's state as its URL holds it, and the one API read it makes for a page of the list. Shared by
// the web app (which reads and writes the URL) and the gateway (which makes that read while serving the page), so
// the two always ask for exactly the same thing. No zod here: the list page loads it.
import { artistEndpoints } from './artist-endpoints';

export const artistListSorts = ['name', 'location', 'styles'] as const;
export type ArtistListSort = (typeof artistListSorts)[number];

export interface ArtistListParams {
  q: string;
  style: string;
  sort: ArtistListSort;
  order: 'asc' | 'desc';
  page: number;
}

export const ARTISTS_PAGE_SIZE = 24;

/** The list state of a URL's query; anything missing or unknown takes its default. */
export function parseArtistListParams(search: URLSearchParams): ArtistListParams {
  const sort = search.get('sort') ?? '';
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    q: search.get('q')?.trim() ?? '',
    style: search.get('style')?.trim() ?? '',
    sort: (artistListSorts as readonly string[]).includes(sort) ? (sort as ArtistListSort) : 'name',
    order: search.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** GET /api/artists for one page of the list: the server searches, filters, sorts and pages. */
export function artistListPath(params: ArtistListParams): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.style) query.set('style', params.style);
  query.set('sort', params.sort);
  query.set('order', params.order);
  query.set('page', String(params.page));
  query.set('pageSize', String(ARTISTS_PAGE_SIZE));
  return `${artistEndpoints.list.path}?${query}`;
}

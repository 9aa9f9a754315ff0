// The /artists page's state as its URL holds it, and the one API read it makes for a page of the list. Shared by
// the web app (which reads and writes the URL) and the gateway (which makes that read while serving the page), so
// the two always ask for exactly the same thing. No zod here: the list page loads it.
import { artistEndpoints } from './artist-endpoints';
import { type NearRadius, nearRadii, parseNear } from './availability-rules';

export const artistListSorts = ['name', 'location', 'styles', 'distance', 'relevance'] as const;
export type ArtistListSort = (typeof artistListSorts)[number];

export interface ArtistListParams {
  q: string;
  style: string;
  sort: ArtistListSort;
  order: 'asc' | 'desc';
  page: number;
  /** Issue 26: `lat,lng` of 'Near me' ('' for none), the radius in miles (null: any), open books only. */
  near: string;
  radius: NearRadius | null;
  openBooks: boolean;
}

export const ARTISTS_PAGE_SIZE = 24;

/**
 * The list state of a URL's query; anything missing or unknown takes its default: the sort is relevance while text
 * is typed, else name; distance and the radius only with a valid `near`.
 */
export function parseArtistListParams(search: URLSearchParams): ArtistListParams {
  const q = search.get('q')?.trim() ?? '';
  const near = parseNear(search.get('near')) ? (search.get('near') as string) : '';
  const sorted = search.get('sort') ?? '';
  const known =
    (artistListSorts as readonly string[]).includes(sorted) && (sorted !== 'distance' || near !== '');
  const radius = Number(search.get('radius'));
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    q,
    style: search.get('style')?.trim() ?? '',
    sort: known ? (sorted as ArtistListSort) : q ? 'relevance' : 'name',
    order: search.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isFinite(page) && page > 0 ? page : 1,
    near,
    radius: near && (nearRadii as readonly number[]).includes(radius) ? (radius as NearRadius) : null,
    openBooks: search.get('books') === 'open',
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
  if (params.near) query.set('near', params.near);
  if (params.near && params.radius) query.set('radius', String(params.radius));
  if (params.openBooks) query.set('books', 'open');
  return `${artistEndpoints.list.path}?${query}`;
}

// The /studios page's state as its URL holds it, and the one API read it makes for a page of the list. Shared by
// the web app (which reads and writes the URL) and the gateway (which makes that read while serving the page), so
// the two always ask for exactly the same thing, as artist-list.ts does for /artists. No zod here: the list page
// loads it.
import { type NearRadius, nearRadii, parseNear } from './availability-rules';
import { studioEndpoints } from './studio-endpoints';

export const studioListSorts = ['name', 'location', 'specializations', 'distance', 'relevance'] as const;
export type StudioListSort = (typeof studioListSorts)[number];

export interface StudioListParams {
  q?: string | undefined;
  specialization?: string | undefined;
  sort: StudioListSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** Issue 26: 'Near me' (`lat,lng`), the radius in miles (only with near), open books only. */
  near?: string | undefined;
  radius?: NearRadius | undefined;
  books?: 'open' | undefined;
}

export const STUDIO_PAGE_SIZE = 12;

/** The sort a URL without one gets: relevance while text is typed, else name (the server agrees). */
export const defaultStudioSort = (q: string | null | undefined): StudioListSort =>
  q?.trim() ? 'relevance' : 'name';

/** The list's state from its URL; a sort, radius or `near` it cannot use falls back to the default. */
export function parseStudioListParams(search: URLSearchParams): StudioListParams {
  const q = search.get('q')?.trim() || undefined;
  const near = parseNear(search.get('near')) ? (search.get('near') as string) : undefined;
  const sort = search.get('sort') ?? '';
  const usable = (studioListSorts as readonly string[]).includes(sort) && (sort !== 'distance' || !!near);
  const radius = Number(search.get('radius'));
  const page = Number(search.get('page'));
  return {
    q,
    specialization: search.get('specialization') || undefined,
    sort: usable ? (sort as StudioListSort) : defaultStudioSort(q),
    order: search.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: STUDIO_PAGE_SIZE,
    near,
    radius: near && (nearRadii as readonly number[]).includes(radius) ? (radius as NearRadius) : undefined,
    books: search.get('books') === 'open' ? 'open' : undefined,
  };
}

/** GET /api/studios for one page of the list, its query in the order the web app's API client writes it. */
export function studioListPath(params: StudioListParams): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.specialization) query.set('specialization', params.specialization);
  query.set('sort', params.sort);
  query.set('order', params.order);
  query.set('page', String(params.page));
  query.set('pageSize', String(params.pageSize));
  if (params.near) query.set('near', params.near);
  if (params.radius) query.set('radius', String(params.radius));
  if (params.books) query.set('books', params.books);
  return `${studioEndpoints.list.path}?${query}`;
}

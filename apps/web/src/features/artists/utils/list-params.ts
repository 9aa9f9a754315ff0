import { type ArtistListParams, parseArtistListParams } from '@inkbook/contracts/artist-list';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { keepView } from '@/components/map/list-view';
import { DEFAULT_RADIUS } from '@/components/near/near-state';

// The whole list state lives in the URL (q, style, sort, order, page, near, radius, books; the view beside them):
// back/forward and shared links just work.

const baseSorts = [
  { value: 'name', label: 'Name' },
  { value: 'location', label: 'Location' },
  { value: 'styles', label: 'Styles' },
  { value: 'relevance', label: 'Relevance' },
] as const;

/** 'Distance' only means something near a place. */
export const sortOptionsFor = (near: string) =>
  near ? [{ value: 'distance', label: 'Distance' } as const, ...baseSorts] : baseSorts;

/** The sort a URL without one gets: relevance while text is typed, else name (contracts' parse agrees). */
const defaultSort = (q: string) => (q ? 'relevance' : 'name');

/** Defaults are left out of the URL, so /artists stays /artists. */
function toSearch(params: ArtistListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.style) search.set('style', params.style);
  if (params.sort !== defaultSort(params.q)) search.set('sort', params.sort);
  if (params.order !== 'asc') search.set('order', params.order);
  if (params.page > 1) search.set('page', String(params.page));
  if (params.near) search.set('near', params.near);
  if (params.near && params.radius) search.set('radius', String(params.radius));
  if (params.openBooks) search.set('books', 'open');
  return search;
}

export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseArtistListParams(search), [search]);

  /** Any change but paging starts again at page 1. Typing replaces history; choices push it. */
  const update = useCallback(
    (change: Partial<ArtistListParams>, options: { replace?: boolean } = {}) => {
      setSearch(
        (previous) => {
          const current = parseArtistListParams(previous);
          const page = change.page ?? 1;
          const next = { ...current, ...change, page };
          // Without a place there is no distance to sort by.
          if (!next.near && next.sort === 'distance') next.sort = defaultSort(next.q);
          return keepView(previous, toSearch(next));
        },
        { replace: options.replace ?? false, preventScrollReset: change.page === undefined },
      );
    },
    [setSearch],
  );

  /** A new place: sorted by distance, within the radius already chosen or 25 miles. */
  const place = useCallback(
    (near: string) =>
      update({ near, sort: 'distance', radius: parseArtistListParams(search).radius ?? DEFAULT_RADIUS }),
    [update, search],
  );

  const clear = useCallback(
    () => setSearch((previous) => keepView(previous, new URLSearchParams())),
    [setSearch],
  );
  const isFiltered = Boolean(params.q || params.style || params.near || params.openBooks);
  return { params, update, place, clear, isFiltered };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ArtistListParams } from '../api/get-artists';

// The whole list state lives in the URL (q, style, sort, order, page): back/forward and shared links just work.

export const sortOptions = [
  { value: 'name', label: 'Name' },
  { value: 'location', label: 'Location' },
  { value: 'styles', label: 'Styles' },
] as const;

const sorts = new Set<string>(sortOptions.map((option) => option.value));

export function parseListParams(search: URLSearchParams): ArtistListParams {
  const sort = search.get('sort') ?? '';
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    q: search.get('q')?.trim() ?? '',
    style: search.get('style')?.trim() ?? '',
    sort: sorts.has(sort) ? (sort as ArtistListParams['sort']) : 'name',
    order: search.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** Defaults are left out of the URL, so /artists stays /artists. */
function toSearch(params: ArtistListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.style) search.set('style', params.style);
  if (params.sort !== 'name') search.set('sort', params.sort);
  if (params.order !== 'asc') search.set('order', params.order);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListParams(search), [search]);

  /** Any change but paging starts again at page 1. Typing replaces history; choices push it. */
  const update = useCallback(
    (change: Partial<ArtistListParams>, options: { replace?: boolean } = {}) => {
      setSearch(
        (previous) => {
          const current = parseListParams(previous);
          const page = change.page ?? 1;
          return toSearch({ ...current, ...change, page });
        },
        { replace: options.replace ?? false, preventScrollReset: change.page === undefined },
      );
    },
    [setSearch],
  );

  const clear = useCallback(() => setSearch(new URLSearchParams()), [setSearch]);
  const isFiltered = Boolean(params.q || params.style);
  return { params, update, clear, isFiltered };
}

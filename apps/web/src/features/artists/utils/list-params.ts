import { type ArtistListParams, parseArtistListParams } from '@inkbook/contracts/artist-list';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

// The whole list state lives in the URL (q, style, sort, order, page): back/forward and shared links just work.

export const sortOptions = [
  { value: 'name', label: 'Name' },
  { value: 'location', label: 'Location' },
  { value: 'styles', label: 'Styles' },
] as const;

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
  const params = useMemo(() => parseArtistListParams(search), [search]);

  /** Any change but paging starts again at page 1. Typing replaces history; choices push it. */
  const update = useCallback(
    (change: Partial<ArtistListParams>, options: { replace?: boolean } = {}) => {
      setSearch(
        (previous) => {
          const current = parseArtistListParams(previous);
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

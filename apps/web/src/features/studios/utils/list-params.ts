import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { StudioListParams } from '../api/get-studios';

export const STUDIO_PAGE_SIZE = 12;
export const studioSorts = [
  { value: 'name', label: 'Name' },
  { value: 'location', label: 'Location' },
  { value: 'specializations', label: 'Specializations' },
] as const;
type Sort = StudioListParams['sort'];

const isSort = (value: string | null): value is Sort => studioSorts.some((sort) => sort.value === value);

/** The list's whole state lives in the URL (?q, ?specialization, ?sort, ?order, ?page): shareable and back-able. */
export function useStudioListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<StudioListParams>(() => {
    const sort = searchParams.get('sort');
    const page = Number(searchParams.get('page'));
    return {
      q: searchParams.get('q')?.trim() || undefined,
      specialization: searchParams.get('specialization') || undefined,
      sort: isSort(sort) ? sort : 'name',
      order: searchParams.get('order') === 'desc' ? 'desc' : 'asc',
      page: Number.isInteger(page) && page > 1 ? page : 1,
      pageSize: STUDIO_PAGE_SIZE,
    };
  }, [searchParams]);

  /** Sets or clears keys; any change other than the page itself starts again at page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          if (next.get('sort') === 'name') next.delete('sort');
          if (next.get('order') === 'asc') next.delete('order');
          return next;
        },
        { replace: !('page' in changes) },
      );
    },
    [setSearchParams],
  );

  const clear = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);
  const isFiltered = Boolean(params.q || params.specialization);
  return { params, update, clear, isFiltered, hasAny: searchParams.size > 0 };
}

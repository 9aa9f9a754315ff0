import { defaultStudioSort, parseStudioListParams as parse } from '@inkbook/contracts/studio-list';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { keepView } from '@/components/map/list-view';
import { DEFAULT_RADIUS } from '@/components/near/near-state';

const baseSorts = [
  { value: 'name', label: 'Name' },
  { value: 'location', label: 'Location' },
  { value: 'specializations', label: 'Specializations' },
  { value: 'relevance', label: 'Relevance' },
] as const;

/** 'Distance' only means something near a place. */
export const studioSortsFor = (near: string | undefined) =>
  near ? [{ value: 'distance', label: 'Distance' } as const, ...baseSorts] : baseSorts;

/**
 * The list's whole state lives in the URL (?q, ?specialization, ?sort, ?order, ?page, ?near, ?radius, ?books, and
 * the view beside them): shareable and back-able.
 */
export function useStudioListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parse(searchParams), [searchParams]);

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
          // Without a place there is neither a radius nor a distance to sort by.
          if (!next.get('near')) {
            next.delete('radius');
            if (next.get('sort') === 'distance') next.delete('sort');
          }
          if (next.get('sort') === defaultStudioSort(next.get('q'))) next.delete('sort');
          if (next.get('order') === 'asc') next.delete('order');
          return next;
        },
        // Typing replaces the entry; a choice (a place, a radius, a filter) is a step Back returns from.
        { replace: 'q' in changes },
      );
    },
    [setSearchParams],
  );

  /** A new place: sorted by distance, within the radius already chosen or 25 miles. */
  const place = useCallback(
    (near: string) =>
      update({ near, sort: 'distance', radius: parse(searchParams).radius ?? DEFAULT_RADIUS }),
    [update, searchParams],
  );

  const clear = useCallback(
    () => setSearchParams((current) => keepView(current, new URLSearchParams())),
    [setSearchParams],
  );
  const isFiltered = Boolean(params.q || params.specialization || params.near || params.books);
  const hasAny = [...searchParams.keys()].some((key) => key !== 'view');
  return { params, update, place, clear, isFiltered, hasAny };
}

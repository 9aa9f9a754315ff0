import { useSearchParams } from 'react-router';

export type ListView = 'list' | 'map';

/**
 * List or Map, kept in `?view=map` (none for the list) beside the list's own state, so a shared link opens the same
 * view and Back returns to the list.
 */
export function useListView() {
  const [search, setSearch] = useSearchParams();
  const view: ListView = search.get('view') === 'map' ? 'map' : 'list';
  const setView = (next: ListView) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'map') updated.set('view', 'map');
        else updated.delete('view');
        return updated;
      },
      { preventScrollReset: true },
    );
  return [view, setView] as const;
}

/** A list's own URL rewrite keeps the view it is shown in. */
export function keepView(previous: URLSearchParams, next: URLSearchParams): URLSearchParams {
  const view = previous.get('view');
  if (view) next.set('view', view);
  return next;
}

import { useSearchParams } from 'react-router';

/**
 * A dashboard's open tab, kept in `?tab=` (none for the first tab), so a reload or coming back opens it again.
 * Switching is not a page of its own in the history: Back leaves the dashboard.
 */
export function useTabParam<T extends string>(tabs: readonly T[], first: T) {
  const [params, setParams] = useSearchParams();
  const isTab = (value: string | null): value is T => tabs.includes(value as T);
  const raw = params.get('tab');
  const tab: T = isTab(raw) ? raw : first;
  const select = (next: string) => {
    if (!isTab(next)) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === first) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [tab, select] as const;
}

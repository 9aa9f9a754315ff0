import { useEffect } from 'react';

/**
 * Back to the last page when the one on screen no longer exists: deleting the only row of the last page, or
 * others' approvals moving rows out of a status filter, would otherwise leave an empty page that claims nothing
 * matches.
 */
export function useClampedPage(
  data: { items: unknown[]; total: number; pageSize: number } | undefined,
  page: number,
  onPage: (page: number) => void,
) {
  const past = data !== undefined && page > 1 && data.items.length === 0 && data.total > 0;
  const last = data ? Math.ceil(data.total / data.pageSize) : 1;
  useEffect(() => {
    if (past) onPage(last);
  }, [past, last, onPage]);
}

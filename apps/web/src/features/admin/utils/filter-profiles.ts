import type { ProfileStatus } from '@inkbook/contracts/fields';

export type StatusFilter = ProfileStatus | 'all';

export interface ReviewFilters {
  search: string;
  status: StatusFilter;
}

/** Keeps rows in the chosen status whose searchable text (name, handle, location, email) holds the search. */
export function filterProfiles<Row extends { status: ProfileStatus }>(
  rows: readonly Row[],
  filters: ReviewFilters,
  searchable: (row: Row) => Array<string | null>,
): Row[] {
  const term = filters.search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (filters.status === 'all' || row.status === filters.status) &&
      (!term || searchable(row).some((text) => text?.toLowerCase().includes(term))),
  );
}

/** Rows in the chosen status, search aside: what the tab counts show. */
export const countInStatus = (rows: readonly { status: ProfileStatus }[], status: StatusFilter) =>
  status === 'all' ? rows.length : rows.filter((row) => row.status === status).length;

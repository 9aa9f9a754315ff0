import type { ProfileStatus } from '@inkbook/contracts/fields';

export type StatusFilter = ProfileStatus | 'all';

export interface ReviewFilters {
  search: string;
  status: StatusFilter;
}

/** Rows per page of an admin list. */
export const ADMIN_PAGE_SIZE = 25;

/** One page of an admin list as the server searches, filters and pages it (GET /api/admin/{kind}s). */
export interface AdminListParams extends ReviewFilters {
  page: number;
}

/** The list's query string: a blank search and 'all' are left out (the server's "no filter"). */
export const adminListQuery = ({ search, status, page }: AdminListParams) => ({
  q: search.trim() || undefined,
  status: status === 'all' ? undefined : status,
  page,
  pageSize: ADMIN_PAGE_SIZE,
});

/** How many pages a list of `total` rows fills (at least one, so an empty list reads 'Page 1 of 1'). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

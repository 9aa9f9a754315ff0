import type { Studio } from '@inkbook/contracts/studio';
import { paths } from '@/config/paths';
import { useAdminStudios } from '../api/get-admin-studios';
import { useClampedPage } from '../hooks/use-clamped-page';
import type { AdminListParams } from '../utils/filter-profiles';
import { formatDate } from '../utils/format';
import { EditStudioDialog } from './edit-studio-dialog';
import { Pager } from './pager';
import { ProfileCell } from './profile-cell';
import { type Column, ReviewTable } from './review-table';
import { RowActions } from './row-actions';
import { StatusBadge } from './status-badge';

const columns: Array<Column<Studio>> = [
  {
    header: 'Studio',
    wide: true,
    cell: (studio) => (
      <ProfileCell name={studio.studioName} email={studio.businessEmail} image={studio.logo} />
    ),
  },
  { header: 'Handle', cell: (studio) => studio.handle },
  { header: 'Location', cell: (studio) => studio.location, className: 'md:min-w-44 md:max-w-64' },
  { header: 'Status', cell: (studio) => <StatusBadge status={studio.status} /> },
  { header: 'Established', cell: (studio) => studio.establishedYear ?? '—', className: 'tabular-nums' },
  {
    header: 'Submitted',
    cell: (studio) => <time dateTime={studio.createdAt}>{formatDate(studio.createdAt)}</time>,
    className: 'whitespace-nowrap',
  },
  {
    header: 'Actions',
    wide: true,
    className: 'border-t border-line pt-3 md:border-t-0 md:text-right',
    cell: (studio) => (
      <RowActions
        kind="studio"
        id={studio.id}
        name={studio.studioName}
        status={studio.status}
        profileHref={paths.studio(studio.handle)}
        dashboardHref={paths.studioDashboardOf(studio.id)}
        edit={<EditStudioDialog studio={studio} />}
      />
    ),
  },
];

interface StudiosPanelProps {
  params: AdminListParams;
  onPage: (page: number) => void;
}

/** One page of studios as the server searched, filtered and paged them, with the pager under it. */
export function StudiosPanel({ params, onPage }: StudiosPanelProps) {
  const { data, error, refetch, isRefetching } = useAdminStudios(params);
  useClampedPage(data, params.page, onPage);
  return (
    <>
      <ReviewTable
        label="Studios"
        columns={columns}
        rowKey={(studio) => studio.id}
        rows={data?.items}
        error={error}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
        emptyText="No studios found matching your criteria."
      />
      {data ? (
        <Pager label="Studios" page={data.page} total={data.total} pageSize={data.pageSize} onPage={onPage} />
      ) : null}
    </>
  );
}

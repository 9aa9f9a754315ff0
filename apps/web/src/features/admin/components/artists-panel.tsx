import type { AdminArtist } from '@inkbook/contracts/artist';
import { paths } from '@/config/paths';
import { useAdminArtists } from '../api/get-admin-artists';
import { useClampedPage } from '../hooks/use-clamped-page';
import type { AdminListParams } from '../utils/filter-profiles';
import { formatDate } from '../utils/format';
import { EditArtistDialog } from './edit-artist-dialog';
import { Pager } from './pager';
import { ProfileCell } from './profile-cell';
import { type Column, ReviewTable } from './review-table';
import { RowActions } from './row-actions';
import { StatusBadge } from './status-badge';

const columns: Array<Column<AdminArtist>> = [
  {
    header: 'Artist',
    wide: true,
    cell: (artist) => (
      <ProfileCell name={artist.artistName} email={artist.email} image={artist.profileImage} />
    ),
  },
  { header: 'Handle', cell: (artist) => `@${artist.instagramHandle}` },
  { header: 'Location', cell: (artist) => artist.location, className: 'md:min-w-44 md:max-w-64' },
  { header: 'Status', cell: (artist) => <StatusBadge status={artist.status} /> },
  { header: 'Inquiries', cell: (artist) => artist.inquiryCount ?? 0, className: 'tabular-nums' },
  {
    header: 'Submitted',
    cell: (artist) => <time dateTime={artist.createdAt}>{formatDate(artist.createdAt)}</time>,
    className: 'whitespace-nowrap',
  },
  {
    header: 'Actions',
    wide: true,
    className: 'border-t border-line pt-3 md:border-t-0 md:text-right',
    cell: (artist) => (
      <RowActions
        kind="artist"
        id={artist.id}
        name={artist.artistName}
        status={artist.status}
        profileHref={paths.artist(artist.instagramHandle)}
        edit={<EditArtistDialog artist={artist} />}
      />
    ),
  },
];

interface ArtistsPanelProps {
  params: AdminListParams;
  onPage: (page: number) => void;
}

/** One page of artists as the server searched, filtered and paged them, with the pager under it. */
export function ArtistsPanel({ params, onPage }: ArtistsPanelProps) {
  const { data, error, refetch, isRefetching } = useAdminArtists(params);
  useClampedPage(data, params.page, onPage);
  return (
    <>
      <ReviewTable
        label="Artists"
        columns={columns}
        rowKey={(artist) => artist.id}
        rows={data?.items}
        error={error}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
        emptyText="No artists found matching your criteria."
      />
      {data ? (
        <Pager label="Artists" page={data.page} total={data.total} pageSize={data.pageSize} onPage={onPage} />
      ) : null}
    </>
  );
}

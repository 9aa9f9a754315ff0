import { InquiryList } from '@/components/inquiry-list';
import { LazyInquiryDetail } from '@/components/lazy-inquiry-detail';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';
import { useArtistInbox } from '../api/get-artist-inbox';
import { useInboxFilters } from '../hooks/use-inbox-filters';
import { useOpenInquiry } from '../hooks/use-open-inquiry';
import { InboxFilters } from './inbox-filters';
import { InboxStats } from './inbox-stats';

/** The detail dialog (tabs, notes, status, delete) loads once a person is on the page, or when a card is opened. */
const detailDialog = lazyWhenIdle(async () => (await import('./inquiry-detail-dialog')).InquiryDetailDialog);

interface InboxBodyProps {
  artistId: string;
  /** The inbox's heading, which takes focus when the card an open inquiry came from is gone. */
  heading: () => HTMLElement | null;
}

/**
 * What the inbox holds (issue 13 items 3 and 4, issue 23): counts, search, status and stage filters (applied by the
 * server to every inquiry), the cards, and the detail dialog (loaded apart); the dashboard keeps it live
 * (hooks/use-dashboard-events.ts).
 */
export function InboxBody({ artistId, heading }: InboxBodyProps) {
  const filters = useInboxFilters();
  const inbox = useArtistInbox(artistId, filters.filters);
  const listed = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const opened = useOpenInquiry(listed, heading);

  return (
    <>
      <InboxStats artistId={artistId} />
      <InboxFilters
        search={filters.search}
        onSearch={filters.setSearch}
        status={filters.status}
        onStatus={filters.setStatus}
        stage={filters.stage}
        onStage={filters.setStage}
      />
      <InquiryList
        query={inbox}
        empty={filters.narrowed ? 'No inquiries match your filters' : 'No inquiries yet'}
        onOpen={opened.open}
      />
      <LazyInquiryDetail dialog={detailDialog} opened={opened} props={{ onDeleted: opened.close }} />
    </>
  );
}

import { Suspense, useState } from 'react';
import { DialogLoading } from '@/components/lazy-dialog';
import { lazyWhenIdle, usePreloadWhenIdle } from '@/lib/lazy-when-idle';
import { useArtistInbox } from '../api/get-artist-inbox';
import { useInboxFilters } from '../hooks/use-inbox-filters';
import { useInquiryEvents } from '../hooks/use-inquiry-events';
import { useOpenInquiry } from '../hooks/use-open-inquiry';
import { InboxFilters } from './inbox-filters';
import { InboxStats } from './inbox-stats';
import { InquiryList } from './inquiry-list';

/** The detail dialog (tabs, notes, status, delete) loads when the browser is idle, or when a card is opened. */
const detailDialog = lazyWhenIdle(async () => (await import('./inquiry-detail-dialog')).InquiryDetailDialog);

interface InboxBodyProps {
  artistId: string;
  /** The inbox's heading, which takes focus when the card an open inquiry came from is gone. */
  heading: () => HTMLElement | null;
}

/**
 * What the inbox holds (issue 13 items 3 and 4): counts, search and status filter (applied by the server to every
 * inquiry), the cards, and the detail dialog (loaded apart); it stays live through /api/events while mounted.
 */
export function InboxBody({ artistId, heading }: InboxBodyProps) {
  useInquiryEvents(artistId);
  const filters = useInboxFilters();
  const inbox = useArtistInbox(artistId, filters.filters);
  const listed = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const opened = useOpenInquiry(listed, heading);
  usePreloadWhenIdle(detailDialog.preload);
  // Mounted from the first opening on, so it closes (and hands focus back) like any dialog.
  const [dialogMounted, setDialogMounted] = useState(false);
  if (opened.current && !dialogMounted) setDialogMounted(true);

  return (
    <>
      <InboxStats artistId={artistId} />
      <InboxFilters
        search={filters.search}
        onSearch={filters.setSearch}
        status={filters.status}
        onStatus={filters.setStatus}
      />
      <InquiryList query={inbox} narrowed={filters.narrowed} onOpen={opened.open} />
      {dialogMounted ? (
        <Suspense fallback={opened.current ? <DialogLoading label="Opening the inquiry" /> : null}>
          <detailDialog.Component
            inquiry={opened.current}
            onClose={opened.close}
            onChanged={opened.keep}
            onDeleted={opened.close}
            onCloseAutoFocus={opened.returnFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import { useRef } from 'react';
import { useArtistInbox } from '../api/get-artist-inbox';
import { useInboxFilters } from '../hooks/use-inbox-filters';
import { useInquiryEvents } from '../hooks/use-inquiry-events';
import { useOpenInquiry } from '../hooks/use-open-inquiry';
import { InboxFilters } from './inbox-filters';
import { InboxStats } from './inbox-stats';
import { InquiryDetailDialog } from './inquiry-detail-dialog';
import { InquiryList } from './inquiry-list';

/**
 * The artist's inquiry inbox (issue 13 items 3 and 4): counts, search and status filter (applied by the server to
 * every inquiry), the cards, and the detail dialog; it stays live through /api/events while mounted.
 */
export function InquiryInbox({ artistId }: { artistId: string }) {
  useInquiryEvents(artistId);
  const filters = useInboxFilters();
  const inbox = useArtistInbox(artistId, filters.filters);
  const heading = useRef<HTMLHeadingElement>(null);
  const listed = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const opened = useOpenInquiry(listed, () => heading.current);

  return (
    <section
      aria-labelledby="inquiry-inbox-title"
      className="flex flex-col gap-5 rounded-2xl border border-line bg-white/70 p-5 shadow-sm shadow-ink/5 sm:p-8"
    >
      <h2
        id="inquiry-inbox-title"
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-semibold text-ink focus:outline-none"
      >
        Client Inquiries
      </h2>
      <InboxStats artistId={artistId} />
      <InboxFilters
        search={filters.search}
        onSearch={filters.setSearch}
        status={filters.status}
        onStatus={filters.setStatus}
      />
      <InquiryList query={inbox} narrowed={filters.narrowed} onOpen={opened.open} />
      <InquiryDetailDialog
        inquiry={opened.current}
        onClose={opened.close}
        onChanged={opened.keep}
        onDeleted={opened.close}
        onCloseAutoFocus={opened.returnFocus}
      />
    </section>
  );
}

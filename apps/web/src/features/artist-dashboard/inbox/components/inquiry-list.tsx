import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { ShowMoreButton } from '@/components/show-more-button';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { useArtistInbox } from '../api/get-artist-inbox';
import { InquiryCard } from './inquiry-card';

interface InquiryListProps {
  query: ReturnType<typeof useArtistInbox>;
  /** A search or status filter is on: an empty answer means nothing matched, not an empty inbox. */
  narrowed: boolean;
  onOpen: (inquiry: ArtistInquiry) => void;
}

/** The cards, newest first, a page at a time; loading, failure and the spec's two empty texts. */
export function InquiryList({ query, narrowed, onOpen }: InquiryListProps) {
  if (query.isPending) {
    return (
      // Three cards' height, so what follows the inbox does not jump when a page of cards arrives.
      <div role="status" aria-label="Loading inquiries" className="flex flex-col gap-3">
        <Skeleton className="h-56 w-full rounded-2xl sm:h-40" />
        <Skeleton className="h-56 w-full rounded-2xl sm:h-40" />
        <Skeleton className="h-56 w-full rounded-2xl sm:h-40" />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-white px-5 py-4"
      >
        <p className="text-sm text-ink-soft">
          We couldn't load your inquiries. Check your connection and try again.
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void query.refetch()}
          isLoading={query.isRefetching}
        >
          Try again
        </Button>
      </div>
    );
  }

  const inquiries = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <p aria-live="polite" className="sr-only">
        {total === 1 ? '1 inquiry' : `${total} inquiries`}
      </p>
      {inquiries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white/60 px-6 py-10 text-center text-muted">
          {narrowed ? 'No inquiries match your filters' : 'No inquiries yet'}
        </p>
      ) : (
        <ul
          aria-busy={query.isPlaceholderData || undefined}
          className={cn('flex flex-col gap-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}
        >
          {inquiries.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard inquiry={inquiry} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton query={query} />
    </div>
  );
}

import type { ArtistInquiry } from '@inkbook/contracts/inquiry';
import { useDeferredValue } from 'react';
import { ShowMoreButton } from '@/components/show-more-button';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { useArtistInbox } from '../api/get-artist-inbox';
import { InquiryCard } from './inquiry-card';
import { InquiryListSkeleton } from './inquiry-list-skeleton';

interface InquiryListProps {
  query: ReturnType<typeof useArtistInbox>;
  /** A search or status filter is on: an empty answer means nothing matched, not an empty inbox. */
  narrowed: boolean;
  onOpen: (inquiry: ArtistInquiry) => void;
}

/** The cards, newest first, a page at a time; loading, failure and the spec's two empty texts. */
export function InquiryList({ query, narrowed, onOpen }: InquiryListProps) {
  if (query.isPending) return <InquiryListSkeleton />;
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
        <InquiryCards inquiries={inquiries} stale={query.isPlaceholderData} onOpen={onOpen} />
      )}
      <ShowMoreButton query={query} />
    </div>
  );
}

/** Cards drawn with the list's first render; the rest follow in a background render that gives way to input. */
const FIRST_CARDS = 4;

interface InquiryCardsProps {
  inquiries: ArtistInquiry[];
  /** The previous search's cards, shown dimmed while a new one loads. */
  stale: boolean;
  onOpen: (inquiry: ArtistInquiry) => void;
}

function InquiryCards({ inquiries, stale, onOpen }: InquiryCardsProps) {
  const shown = useDeferredValue(inquiries, inquiries.slice(0, FIRST_CARDS));
  return (
    <ul
      aria-busy={stale || undefined}
      className={cn('flex flex-col gap-3 transition-opacity', stale && 'opacity-60')}
    >
      {shown.map((inquiry) => (
        <li key={inquiry.id}>
          <InquiryCard inquiry={inquiry} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

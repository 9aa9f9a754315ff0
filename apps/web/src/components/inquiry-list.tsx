import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import type { Fact } from '@/components/fact-list';
import { InquiryCard } from '@/components/inquiry-card';
import { InquiryListSkeleton } from '@/components/inquiry-list-skeleton';
import { ShowMoreButton } from '@/components/show-more-button';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { CardInquiry } from '@/lib/inquiry-facts';

interface InquiryListProps<T extends CardInquiry> {
  /** The paged list's infinite query (pages of `{ items, total }`, newest first). */
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[]; total: number }>>;
  /** What an empty answer says: the spec's text, or what will show here. */
  empty: ReactNode;
  onOpen: (inquiry: T) => void;
  moreFacts?: (inquiry: T) => Fact[];
}

/** The cards, newest first, a page at a time; loading, failure and the empty state. */
export function InquiryList<T extends CardInquiry>({ query, empty, onOpen, moreFacts }: InquiryListProps<T>) {
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
        <div className="rounded-2xl border border-dashed border-line bg-white/60 px-6 py-10 text-center text-muted">
          {empty}
        </div>
      ) : (
        <InquiryCards
          inquiries={inquiries}
          stale={query.isPlaceholderData}
          onOpen={onOpen}
          moreFacts={moreFacts}
        />
      )}
      <ShowMoreButton query={query} />
    </div>
  );
}

/** Cards drawn with the list's first render; the rest follow in a background render that gives way to input. */
const FIRST_CARDS = 2;

interface InquiryCardsProps<T extends CardInquiry> {
  inquiries: T[];
  /** The previous search's cards, shown dimmed while a new one loads. */
  stale: boolean;
  onOpen: (inquiry: T) => void;
  moreFacts: ((inquiry: T) => Fact[]) | undefined;
}

function InquiryCards<T extends CardInquiry>({ inquiries, stale, onOpen, moreFacts }: InquiryCardsProps<T>) {
  const shown = useDeferredValue(inquiries, inquiries.slice(0, FIRST_CARDS));
  return (
    <ul
      aria-busy={stale || undefined}
      className={cn('flex flex-col gap-3 transition-opacity', stale && 'opacity-60')}
    >
      {shown.map((inquiry) => (
        <li key={inquiry.id} className="offscreen-lazy -m-1 p-1 [--offscreen-size:15rem]">
          <InquiryCard inquiry={inquiry} onOpen={onOpen} moreFacts={moreFacts} />
        </li>
      ))}
    </ul>
  );
}

import { useRef } from 'react';
import { InquiryListSkeleton } from '@/components/inquiry-list-skeleton';
import { WhenIdle } from '@/components/when-idle';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';

const body = lazyWhenIdle(async () => (await import('./inbox-body')).InboxBody);

/**
 * The artist's inquiry inbox (issue 13 items 3 and 4). It lies below the dashboard's first screen, so its code and
 * data come once the page has drawn: until then, its heading over the cards' skeleton.
 */
export function InquiryInbox({ artistId }: { artistId: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
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
      <WhenIdle fallback={<InquiryListSkeleton />}>
        <body.Component artistId={artistId} heading={() => heading.current} />
      </WhenIdle>
    </section>
  );
}

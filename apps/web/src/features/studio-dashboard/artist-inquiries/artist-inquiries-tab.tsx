import type { Studio } from '@inkbook/contracts/studio';
import { useRef } from 'react';
import { ArtistInquiryInbox } from './components/artist-inquiry-inbox';

/** The Artist Inquiries tab (issue 14): inquiries clients sent to the artists the studio has verified. */
export function ArtistInquiriesTab({ studio }: { studio: Studio }) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="studio-artist-inquiries-title" className="flex flex-col gap-5">
      <div>
        <h2
          id="studio-artist-inquiries-title"
          ref={heading}
          tabIndex={-1}
          className="font-display text-2xl font-semibold text-ink focus:outline-none"
        >
          Artist Inquiries
        </h2>
        <p className="mt-1 text-sm text-muted">
          Inquiries clients sent to the artists {studio.studioName} has verified.
        </p>
      </div>
      <ArtistInquiryInbox studioId={studio.id} heading={() => heading.current} />
    </section>
  );
}

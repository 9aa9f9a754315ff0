import type { Studio } from '@inkbook/contracts/studio';
import { useRef } from 'react';
import { StudioInquiryInbox } from './components/studio-inquiry-inbox';

/** The Inquiries tab (issue 14): the studio's own inquiries, newest first; each opens to approve, decline or delete. */
export function InquiriesTab({ studio }: { studio: Studio }) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="studio-inquiries-title" className="flex flex-col gap-5">
      <div>
        <h2
          id="studio-inquiries-title"
          ref={heading}
          tabIndex={-1}
          className="font-display text-2xl font-semibold text-ink focus:outline-none"
        >
          Studio Inquiries
        </h2>
        <p className="mt-1 text-sm text-muted">
          Inquiries clients sent to {studio.studioName}. Open one to see everything they sent and answer it.
        </p>
      </div>
      <StudioInquiryInbox studioId={studio.id} heading={() => heading.current} />
    </section>
  );
}

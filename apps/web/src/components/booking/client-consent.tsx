import type { ConsentSignature } from '@inkbook/contracts/aftercare';
import {
  CONSENT_DUE_HOURS_BEFORE,
  CONSENT_TEXTS,
  missingItemTexts,
} from '@inkbook/contracts/aftercare-rules';
import type { Booking } from '@inkbook/contracts/booking';
import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { buttonStyles } from '@/components/ui/button-styles';
import { Skeleton } from '@/components/ui/skeleton';
import { consentPdfUrl, consentQueryOptions } from './booking-api';
import { dateTimeIn } from './booking-time';
import { ClientConsentForm } from './client-consent-form';
import { Term } from './client-terms';
import { LoadFailed } from './load-states';

/** How much of the hash shows; all of it is in the title and the PDF. */
const SHORT_HASH = 12;

/**
 * The booking's consent form on its client's page (issue 24 items 2 and 6): while the booking awaits its deposit,
 * when it opens; once confirmed, the form to sign by its due time (overdue after it); once signed, when, the
 * fingerprint of the text signed and the PDF. The form itself is read only once it may be signed or was.
 */
export function ClientConsent({ booking }: { booking: Booking }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = booking.consent.status !== 'not_due';
  const consent = useQuery({ ...consentQueryOptions(booking.id), enabled: opened });
  const status = consent.data?.status ?? booking.consent.status;
  const dueAt = consent.data?.dueAt ?? booking.consent.dueAt;
  const overdue = status === 'due' && dueAt !== null && Date.parse(dueAt) <= Date.now();

  let body: ReactNode;
  if (!opened || status === 'not_due') {
    body = <p className="mt-1 text-sm text-ink-soft">{CONSENT_TEXTS.notConfirmed}.</p>;
  } else if (consent.isPending) {
    body = (
      <div role="status" aria-label="Loading the consent form" className="mt-3 flex flex-col gap-2">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-14 w-full rounded-lg" />
        <Skeleton className="h-14 w-full rounded-lg" />
      </div>
    );
  } else if (consent.isError) {
    body = (
      <div className="mt-3">
        <LoadFailed what="the consent form" retry={consent.refetch} isRetrying={consent.isFetching} />
      </div>
    );
  } else if (consent.data.signed) {
    body = <Signed bookingId={booking.id} signed={consent.data.signed} />;
  } else {
    body = (
      <>
        {dueAt ? (
          <p className="mt-1 text-sm text-ink-soft">
            Please sign by <time dateTime={dueAt}>{dateTimeIn(dueAt)}</time>, {CONSENT_DUE_HOURS_BEFORE} hours
            before your first session.
          </p>
        ) : null}
        <ClientConsentForm
          bookingId={booking.id}
          consent={consent.data}
          onSigned={() => heading.current?.focus()}
        />
      </>
    );
  }

  return (
    <section
      id={missingItemTexts.consent.anchor}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="mt-5 scroll-mt-24 rounded-xl border border-line bg-paper-deep/50 p-4 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-sm font-semibold text-ink focus:outline-none"
        >
          Consent form
        </h3>
        {status === 'signed' ? <Badge variant="success">Signed</Badge> : null}
        {overdue ? <Badge variant="accent">Overdue</Badge> : null}
      </div>
      {body}
    </section>
  );
}

function Signed({ bookingId, signed }: { bookingId: string; signed: ConsentSignature }) {
  return (
    <div className="mt-2 flex flex-col items-start gap-3">
      <p className="text-sm font-medium text-success">
        Signed <time dateTime={signed.signedAt}>{dateTimeIn(signed.signedAt)}</time>
      </p>
      <dl className="flex w-full flex-col gap-2">
        <Term label="Signed as">{signed.legalName}</Term>
        <Term label="SHA-256">
          <code title={signed.sha256} className="font-mono text-xs break-all">
            {signed.sha256.slice(0, SHORT_HASH)}…
          </code>
        </Term>
      </dl>
      <a href={consentPdfUrl(bookingId)} download className={buttonStyles({ variant: 'outline' })}>
        <FileDown aria-hidden="true" className="size-4" />
        Download PDF
      </a>
    </div>
  );
}

import { aftercareEndpoints } from '@inkbook/contracts/aftercare-endpoints';
import { CONSENT_DUE_HOURS_BEFORE } from '@inkbook/contracts/aftercare-rules';
import type { Booking } from '@inkbook/contracts/booking';
import { Download } from 'lucide-react';
import { useEffect, useReducer } from 'react';
import { Badge } from '@/components/ui/badge';
import { buttonStyles } from '@/components/ui/button-styles';
import { urlFor } from '@/lib/api-client';
import { dateTimeIn } from './booking-time';
import { consentStanding, consentStandingBadge, consentStandingText } from './consent-standing';
import { PanelSection } from './panel-section';

/** setTimeout's longest wait; a due time further off than that (24 days) is not waited for on an open panel. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/** The clock, read again once `instant` has passed: a due form turns overdue on screen without a reload. */
function useNowPast(instant: string | null) {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!instant) return;
    const wait = Date.parse(instant) - Date.now();
    if (wait < 0 || wait > LONGEST_WAIT_MS) return;
    const timer = setTimeout(tick, wait + 1);
    return () => clearTimeout(timer);
  }, [instant]);
  return Date.now();
}

/** The signed form as a PDF (a plain download: the session cookie goes with it). */
const consentPdfUrl = (bookingId: string) =>
  urlFor(aftercareEndpoints.consentPdf, { params: { id: bookingId } });

/**
 * The booking's consent form as its recipient follows it (issue 24 item 6): not due yet, due by a time, overdue,
 * or signed at a time with its PDF. The booking's read carries it, so a signature arriving live (the booking's
 * `consent_signed` event refreshes the booking) shows here, and is announced.
 */
export function RecipientConsent({ booking }: { booking: Booking }) {
  const dueAt = booking.consent.status === 'due' ? booking.consent.dueAt : null;
  const standing = consentStanding(booking, useNowPast(dueAt));
  return (
    <PanelSection title="Consent form">
      <div className="flex flex-col items-start gap-2">
        <p role="status">
          <Badge variant={consentStandingBadge[standing.kind]}>{consentStandingText(standing)}</Badge>
        </p>
        {standing.kind === 'overdue' ? (
          <p className="text-sm text-muted">
            It was due by {dateTimeIn(standing.dueAt)}, {CONSENT_DUE_HOURS_BEFORE} hours before session 1. The
            client has not signed it yet.
          </p>
        ) : null}
        {standing.kind === 'signed' ? (
          <a
            href={consentPdfUrl(booking.id)}
            download
            className={buttonStyles({ variant: 'outline', size: 'sm' })}
          >
            <Download aria-hidden="true" className="size-4" />
            Download PDF
          </a>
        ) : null}
      </div>
    </PanelSection>
  );
}

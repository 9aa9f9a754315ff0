import { textLimits } from '@inkbook/contracts/text-limits';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { bookingQueryOptions } from './booking-api';

// An inquiry asked as a touch-up of a booking (issue 24 item 5, `touchupOf`): the inquiry dialogs open prefilled
// from the booking and show its touch-up policy, as the client's healing check-in does.

/** The idea of a touch-up inquiry, from the booking's (cut to what an inquiry's concept takes). */
export const touchupConcept = (concept: string) =>
  `Touch-up of my tattoo: ${concept}`.slice(0, textLimits.freeText);

/** The touch-up policy the booking's offer carried (its snapshot), or that it carried none. */
export function TouchupPolicy({ policy }: { policy: string | null }) {
  return (
    <dl className="text-sm">
      <dt className="font-medium text-ink">Touch-up policy</dt>
      <dd className="mt-0.5 break-words whitespace-pre-line text-ink-soft">
        {policy ?? 'No touch-up policy was given'}
      </dd>
    </dl>
  );
}

const touchupBooking = (bookingId: string) => ({
  ...bookingQueryOptions(bookingId),
  enabled: bookingId !== '',
});

/**
 * Once the booking a touch-up follows is read, hands `prefill` the inquiry's idea: the dialog puts it in the concept
 * unless the client wrote one already. `bookingId` '' is a new tattoo: nothing is read.
 */
export function useTouchupPrefill(bookingId: string, prefill: (concept: string) => void) {
  const concept = useQuery(touchupBooking(bookingId)).data?.concept;
  const latest = useRef(prefill);
  latest.current = prefill;
  useEffect(() => {
    if (concept !== undefined) latest.current(touchupConcept(concept));
  }, [concept]);
}

/** At the top of an inquiry dialog asked as a touch-up: of which booking, and its touch-up policy. */
export function TouchupNote({ bookingId }: { bookingId: string }) {
  const booking = useQuery(touchupBooking(bookingId));
  return (
    <section
      aria-label="Touch-up"
      className="flex flex-col gap-1 rounded-xl border border-line bg-paper-deep/60 p-4"
    >
      <p className="flex items-center gap-1.5 text-sm font-semibold text-ink">
        <Sparkles aria-hidden="true" className="size-4 text-muted" />
        {booking.data
          ? `A touch-up of your tattoo with ${booking.data.recipientName}`
          : 'A touch-up of your tattoo'}
      </p>
      {booking.isPending ? (
        <Skeleton className="h-4 w-2/3" />
      ) : booking.isError ? (
        <p className="text-sm text-ink-soft">
          Couldn't load the booking's touch-up policy. The inquiry is still sent as a touch-up.
        </p>
      ) : (
        <TouchupPolicy policy={booking.data.policy.touchup} />
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useId } from 'react';
import { LazyDialog, useLazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';
import { bookingQueryOptions, currentOffer, offersQueryOptions } from './booking-api';
import type { OfferSubject } from './offer-defaults';
import { OfferStatus } from './offer-status';

/** The form (its checks, the time zone maths) loads once a person is on the page, or when 'Send an offer' is pressed. */
const offerFormDialog = lazyWhenIdle(async () => (await import('./offer-form-dialog')).OfferFormDialog);

interface InquiryOffersProps {
  subject: OfferSubject;
  /** The recipient sends and withdraws offers; an admin reads along. */
  reader: 'recipient' | 'admin';
}

/**
 * The inquiry's offer, under its conversation (issue 23 item 11): the current one and what became of it, and 'Send
 * an offer' (a new one withdraws the open one). Once an offer is booked no other is sent, unless that booking was
 * cancelled or expired. The dialog it sits in keeps it live (`useLiveBookings`).
 */
export function InquiryOffers({ subject, reader }: InquiryOffersProps) {
  const id = useId();
  const offers = useQuery(offersQueryOptions(subject.inquiry.id));
  const offer = currentOffer(offers.data);
  const bookingId = offer?.status === 'accepted' ? offer.bookingId : null;
  const booking = useQuery({ ...bookingQueryOptions(bookingId ?? ''), enabled: bookingId !== null });
  const booked = bookingId !== null && !['cancelled', 'expired'].includes(booking.data?.status ?? '');
  const dialog = useLazyDialog(offerFormDialog.preload);

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold tracking-wide text-muted uppercase">
        Offer
      </h3>
      {offers.isPending ? (
        <Skeleton className="h-24 w-full rounded-xl" />
      ) : offers.isError ? (
        <p className="text-sm text-accent-strong">We couldn't load the offers. Please try again.</p>
      ) : offer ? (
        <OfferStatus offer={offer} reader={reader} />
      ) : (
        <p className="text-sm text-muted">
          No offer yet. Send the client a price, up to four times and a deposit; they book one of the times.
        </p>
      )}
      {reader === 'recipient' && !booked && !offers.isPending ? (
        <Button variant="primary" className="self-start" onClick={dialog.show}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {offer?.status === 'open' ? 'Send a new offer' : 'Send an offer'}
        </Button>
      ) : null}
      <LazyDialog
        dialog={dialog}
        component={offerFormDialog.Component}
        props={{ subject, replacesOpen: offer?.status === 'open', lastLocation: offer?.location }}
        loadingLabel="Opening the offer form"
      />
    </section>
  );
}

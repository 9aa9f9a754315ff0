import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useHashTarget } from '@/lib/use-hash-target';
import {
  bookedId,
  bookingQueryOptions,
  currentOffer,
  offersQueryOptions,
  useLiveBookings,
} from './booking-api';
import { ClientBooking } from './client-booking';
import { ClientOffer } from './client-offer';

/**
 * What an inquiry led to, on its client's page (issue 23 item 11): the current offer while it is open (or what became
 * of it), and the booking an accepted offer made. Kept live while mounted: the artist's offer, a deposit confirmed,
 * a session scheduled arrive without a reload. Nothing shows before the first offer.
 */
export function ClientAppointment({ inquiryId, className }: { inquiryId: string; className?: string }) {
  useLiveBookings();
  const offers = useQuery(offersQueryOptions(inquiryId));
  // The booking the client made here just now: focus moves to it.
  const [madeHere, setMadeHere] = useState<string>();

  if (offers.isError) {
    return (
      <p role="alert" className={cn('text-sm text-accent-strong', className)}>
        Couldn't load the offer. Please try again in a moment.
      </p>
    );
  }
  const offer = currentOffer(offers.data);
  const bookingId = bookedId(offers.data);
  if (!offer) return null;
  return (
    <div className={cn('flex flex-col gap-6', className)}>
      {offer.status === 'accepted' ? null : (
        <ClientOffer offer={offer} onAccepted={(booking) => setMadeHere(booking.id)} />
      )}
      {bookingId ? <BookingById id={bookingId} focusOnMount={bookingId === madeHere} /> : null}
    </div>
  );
}

function BookingById({ id, focusOnMount }: { id: string; focusOnMount: boolean }) {
  const booking = useQuery(bookingQueryOptions(id));
  // A reminder's link to what is still missing (`#deposit`, `#consent`) lands once the booking shows them.
  useHashTarget(booking.isSuccess);
  if (booking.isPending) {
    return (
      <div role="status" aria-label="Loading the booking">
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    );
  }
  if (booking.isError) {
    return (
      <p role="alert" className="text-sm text-accent-strong">
        Couldn't load the booking. Please try again in a moment.
      </p>
    );
  }
  return <ClientBooking booking={booking.data} focusOnMount={focusOnMount} />;
}

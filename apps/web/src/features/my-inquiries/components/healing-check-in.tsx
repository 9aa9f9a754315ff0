import { HEALED_TEXTS } from '@inkbook/contracts/aftercare-rules';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  bookedId,
  bookingQueryOptions,
  offersQueryOptions,
  useLiveBookings,
} from '@/components/booking/booking-api';
import { ClientHealedPhotos } from '@/components/booking/client-healed-photos';
import { PageTitle } from '@/components/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useMyInquiry } from '../api/get-my-inquiry';
import { InquiryProblem } from './inquiry-problem';
import { recipientText } from './my-inquiry-card';
import { TouchupRequest } from './touchup-request';

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="mt-8 flex flex-col gap-4">
      <Skeleton className="h-9 w-1/2" />
      <Skeleton className="h-56 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}

/**
 * The healing check-in of an inquiry's booking (issue 24 item 5), where the check-in's email and notification lead:
 * 'How is it healing?', then a healed photo to send or a touch-up to ask. The booking is found as the inquiry's page
 * finds it (its offers, then the booking an accepted one made), and kept live.
 */
export function HealingCheckIn({ inquiryId }: { inquiryId: string }) {
  useLiveBookings();
  const { inquiry, isPending, error, missing } = useMyInquiry(inquiryId);
  const offers = useQuery({ ...offersQueryOptions(inquiryId), enabled: !!inquiry });
  const bookingId = bookedId(offers.data);
  const booking = useQuery({ ...bookingQueryOptions(bookingId ?? ''), enabled: !!bookingId });

  const back = (
    <Link
      to={paths.myInquiry(inquiryId)}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Your booking
    </Link>
  );
  if (!isPending && (missing || !inquiry)) {
    return (
      <>
        {back}
        <InquiryProblem error={error} next={paths.myInquiryHealing(inquiryId)} />
      </>
    );
  }

  let content: ReactNode;
  if (!inquiry) {
    content = <Loading label="Loading the check-in" />;
  } else if (offers.isPending || (bookingId && booking.isPending)) {
    content = <Loading label="Loading your booking" />;
  } else if (offers.isError || booking.isError) {
    content = (
      <p role="alert" className="mt-8 text-accent-strong">
        Couldn't load your booking. Please try again in a moment.
      </p>
    );
  } else if (!booking.data) {
    content = (
      <p className="mt-8 rounded-2xl border border-dashed border-line bg-white/60 px-6 py-10 text-center text-muted">
        This inquiry has no booking yet. Once you book and your session is done, you can check in here.
      </p>
    );
  } else {
    content = (
      <div className="mt-8 flex flex-col gap-6">
        <ClientHealedPhotos booking={booking.data} />
        <TouchupRequest booking={booking.data} inquiry={inquiry} />
      </div>
    );
  }

  return (
    <>
      <PageTitle title={HEALED_TEXTS.checkInTitle} />
      {back}
      <h1 className="mt-6 font-display text-3xl font-semibold sm:text-4xl">{HEALED_TEXTS.checkInTitle}</h1>
      {inquiry ? <p className="mt-1 text-muted">Your tattoo with {recipientText(inquiry)}.</p> : null}
      {content}
    </>
  );
}

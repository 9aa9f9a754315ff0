import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { bookingsQueryOptions } from '@/components/booking/booking-api';
import { newestBookingByInquiry } from '@/components/booking/client-booking-line';
import { ShowMoreButton } from '@/components/show-more-button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useMyInquiries } from '../api/get-my-inquiries';
import { MyInquiryCard } from './my-inquiry-card';

/**
 * The signed-in client's inquiries, newest first, each with where its booking stands; an empty list points to the
 * artists.
 */
export function MyInquiries() {
  const query = useMyInquiries();
  // One request for every card's booking line; without it (still loading, or failed) the cards show none.
  const bookings = useQuery(bookingsQueryOptions());
  const bookingOf = newestBookingByInquiry(bookings.data?.bookings ?? []);

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading your inquiries" className="flex flex-col gap-4">
        <Skeleton className="h-36 w-full rounded-2xl" />
        <Skeleton className="h-36 w-full rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    const signedOut = isApiError(query.error) && query.error.status === 401;
    return (
      <p role="alert" className="rounded-xl border border-accent/30 bg-accent-soft p-4 text-accent-strong">
        {signedOut ? (
          <>
            Your session has ended.{' '}
            <Link to={`${paths.login}?next=${encodeURIComponent(paths.myInquiries)}`} className="underline">
              Sign in again
            </Link>{' '}
            to see your inquiries.
          </>
        ) : (
          'Failed to load your inquiries. Please try again.'
        )}
      </p>
    );
  }

  const inquiries = query.data.pages.flatMap((page) => page.items);
  if (inquiries.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line bg-white/60 px-6 py-14 text-center">
        <h2 className="font-display text-2xl font-semibold">No inquiries yet</h2>
        <p className="mt-2 text-muted">
          When you send an inquiry to an artist or a studio, it shows up here.
        </p>
        <Link to={paths.artists} className={buttonStyles({ variant: 'accent', className: 'mt-6' })}>
          Browse Artists
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col gap-4">
        {inquiries.map((inquiry) => (
          <li key={inquiry.id}>
            <MyInquiryCard inquiry={inquiry} booking={bookingOf.get(inquiry.id)} />
          </li>
        ))}
      </ul>
      <ShowMoreButton query={query} />
    </div>
  );
}

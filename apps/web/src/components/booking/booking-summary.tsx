import type { Booking } from '@inkbook/contracts/booking';
import type { BookingStatus, DepositStatus } from '@inkbook/contracts/booking-rules';
import { dollars } from '@inkbook/contracts/budget';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { bookingQueryOptions } from './booking-api';
import { zonedText } from './booking-time';

const statusLabels: Record<BookingStatus, string> = {
  awaiting_deposit: 'Awaiting deposit',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

const depositLabels: Record<DepositStatus, string> = {
  none: 'No deposit',
  due: 'Due',
  sent: 'Sent by the client',
  received: 'Received',
  refund_due: 'To be refunded',
  refunded: 'Refunded',
  forfeited: 'Kept',
};

function depositText({ deposit, timeZone }: Booking) {
  if (deposit.status === 'none') return depositLabels.none;
  const due = deposit.status === 'due' && deposit.dueAt ? `, by ${zonedText(deposit.dueAt, timeZone)}` : '';
  return `${dollars(deposit.amount)}: ${depositLabels[deposit.status]}${due}`;
}

/**
 * The booking an accepted offer made, in brief: its status, when the first session is and where the deposit stands.
 * A seam: the recipient's booking panel with its actions (components/booking/recipient-booking-panel.tsx, built
 * beside this) takes its place in OfferStatus once it lands.
 */
export function BookingSummary({ bookingId }: { bookingId: string }) {
  const booking = useQuery(bookingQueryOptions(bookingId));
  if (booking.isPending) return <Skeleton className="h-20 w-full rounded-xl" />;
  if (booking.isError) {
    return <p className="text-sm text-accent-strong">We couldn't load the booking. Please try again.</p>;
  }
  const { status, sessions, timeZone } = booking.data;
  const first = sessions.find((session) => session.n === 1);
  const facts = [
    { label: 'Booking', value: statusLabels[status] },
    { label: 'Session 1', value: first?.start ? zonedText(first.start, timeZone) : 'Not scheduled yet' },
    { label: 'Deposit', value: depositText(booking.data) },
  ];
  return (
    <section aria-label="Booking" className="rounded-xl bg-paper-deep/50 p-3 text-sm">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-muted">{fact.label}</dt>
            <dd className="break-words text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import type { Booking } from '@inkbook/contracts/booking';
import { cancellationConsequence, nextSessionStart } from '@inkbook/contracts/booking-rules';
import { CalendarX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { bookingApi } from '@/lib/api';
import { useCommand } from '@/lib/use-command';
import { ReasonDialog } from './client-reason-dialog';

/**
 * What the client's cancellation does to the deposit, worked out as the dialog opens (the notice counts from now to
 * the next session), and who is told.
 */
function Consequence({ booking }: { booking: Booking }) {
  const now = new Date();
  const consequence = cancellationConsequence({
    deposit: booking.deposit.amount,
    depositStatus: booking.deposit.status,
    nextSessionStart: nextSessionStart(booking.sessions, now),
    noticeHours: booking.policy.cancellationNoticeHours,
    now,
  });
  return (
    <>
      <p className="text-base font-medium text-ink">{consequence}</p>
      <p className="mt-1 text-sm text-muted">
        {booking.recipientName} will be told, with your reason. This cannot be undone.
      </p>
    </>
  );
}

interface CancelBookingDialogProps {
  booking: Booking;
  /** The cancelled booking, once the dialog has closed: show it, and put focus on it. */
  onCancelled: (booking: Booking) => void;
}

/**
 * 'Cancel booking' for the client (issue 23 item 11): the dialog writes out what happens to the deposit before
 * anything is sent ('Your $200 deposit will be kept because the appointment is in less than 48 hours.') and asks
 * why; the reason goes to the artist with the cancellation.
 */
export function CancelBookingDialog({ booking, onCancelled }: CancelBookingDialogProps) {
  const cancel = useCommand({
    mutationFn: (reason: string) =>
      bookingApi.cancel({ params: { id: booking.id }, body: { reason } }).then((a) => a.booking),
    success: { title: 'Booking cancelled', description: `${booking.recipientName} has been told.` },
  });
  return (
    <ReasonDialog
      trigger={
        <Button variant="outline" className="text-accent-strong">
          <CalendarX aria-hidden="true" className="size-4" />
          Cancel booking
        </Button>
      }
      title="Cancel this booking?"
      description={<Consequence booking={booking} />}
      reasonLabel="Why are you cancelling?"
      required
      confirmLabel="Cancel booking"
      keepLabel="Keep booking"
      failure="Couldn't cancel the booking. Please try again."
      onConfirm={(reason) => cancel.mutateAsync(reason)}
      onDone={onCancelled}
    />
  );
}

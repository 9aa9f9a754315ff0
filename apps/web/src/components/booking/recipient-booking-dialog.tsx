import type { Booking } from '@inkbook/contracts/booking';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { RecipientBookingPanel } from './recipient-booking-panel';

interface RecipientBookingDialogProps {
  /** The booking shown (kept while the dialog closes, so its content does not vanish mid-animation). */
  booking: Booking | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back once it closes: the session that opened it. */
  returnFocusTo: () => HTMLElement | null;
}

/** A booking opened from the Bookings tab: the recipient's panel, titled with the client and their idea. */
export function RecipientBookingDialog({
  booking,
  open,
  onOpenChange,
  returnFocusTo,
}: RecipientBookingDialogProps) {
  return (
    <Dialog open={open && booking !== null} onOpenChange={onOpenChange}>
      <DialogContent
        fullScreenOnPhone
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
      >
        {booking ? (
          <>
            <DialogHeader>
              <DialogTitle>Booking with {booking.clientName}</DialogTitle>
              <DialogDescription>{booking.concept}</DialogDescription>
            </DialogHeader>
            <RecipientBookingPanel bookingId={booking.id} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

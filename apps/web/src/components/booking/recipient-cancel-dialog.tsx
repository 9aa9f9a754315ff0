import type { Booking } from '@inkbook/contracts/booking';
import { depositAfterCancel, nextSessionStart } from '@inkbook/contracts/booking-rules';
import { dollars } from '@inkbook/contracts/budget';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ActionDialog, ReasonField } from '@/components/action-dialog';
import { Button } from '@/components/ui/button';
import { bookingApi } from '@/lib/api';
import { useBookingCommand } from './use-booking-command';

/** What the recipient's cancellation does to the client's deposit (issue 23 item 6: they always owe it back). */
function consequenceOf(booking: Booking, now: Date): string {
  const outcome = depositAfterCancel({
    by: 'recipient',
    depositStatus: booking.deposit.status,
    nextSessionStart: nextSessionStart(booking.sessions, now),
    noticeHours: booking.policy.cancellationNoticeHours,
    now,
  });
  if (outcome === 'refund_due') {
    return `The client's ${dollars(booking.deposit.amount)} deposit will be owed back to them: mark it refunded once you have returned it.`;
  }
  if (booking.deposit.status === 'due') return 'The client has not paid the deposit, so nothing is owed.';
  return 'The client is told at once, and the time is free again.';
}

/** 'Cancel booking': asks a reason (the client reads it) and says first what happens to the deposit. */
export function RecipientCancelDialog({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ defaultValues: { reason: '' } });
  const command = useBookingCommand({
    send: (reason: string) => bookingApi.cancel({ params: { id: booking.id }, body: { reason } }),
    done: 'Booking cancelled',
    failed: "Couldn't cancel the booking",
    form,
  });
  const reopen = (next: boolean) => {
    if (next) form.reset({ reason: '' });
    setOpen(next);
  };
  const submit = form.handleSubmit(({ reason }) =>
    command.mutate(reason.trim(), { onSuccess: () => setOpen(false) }),
  );
  return (
    <ActionDialog
      trigger={
        <Button variant="outline" size="sm">
          Cancel booking
        </Button>
      }
      title="Cancel this booking?"
      description={consequenceOf(booking, new Date())}
      confirm="Cancel booking"
      keep="Keep booking"
      alert
      open={open}
      onOpenChange={reopen}
      isPending={command.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <ReasonField form={form} label="Reason (the client reads it)" required />
    </ActionDialog>
  );
}

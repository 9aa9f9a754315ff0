import type { Booking } from '@inkbook/contracts/booking';
import { dollars } from '@inkbook/contracts/budget';
import { type FormEvent, useId, useState } from 'react';
import { ActionDialog } from '@/components/action-dialog';
import { RadioField } from '@/components/radio-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { bookingApi } from '@/lib/api';
import { useBookingCommand } from './use-booking-command';

const METHODS = ['Cash', 'Card', 'Bank transfer', 'Venmo', 'Other'] as const;
const OTHER = 'Other';
/** The contract's bound on `method`. */
const METHOD_MAX = 60;

/** 'Mark deposit received': asks how it was paid, which the booking keeps (and the client reads). */
export function DepositReceivedDialog({ booking }: { booking: Booking }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string>();
  const command = useBookingCommand({
    send: (method: string) => bookingApi.depositReceived({ params: { id: booking.id }, body: { method } }),
    done: 'Deposit marked received',
    failed: "Couldn't mark the deposit received",
  });

  const reopen = (next: boolean) => {
    if (next) {
      setChoice('');
      setOther('');
      setError(undefined);
    }
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const method = choice === OTHER ? other.trim() : choice;
    if (!method) {
      setError('Please say how the deposit was paid');
      return;
    }
    command.mutate(method, { onSuccess: () => setOpen(false) });
  };

  return (
    <ActionDialog
      trigger={<Button size="sm">Mark deposit received</Button>}
      title="Mark the deposit received"
      description={`The client's ${dollars(booking.deposit.amount)} deposit arrived: the booking is confirmed.`}
      confirm="Mark received"
      open={open}
      onOpenChange={reopen}
      isPending={command.isPending}
      onSubmit={submit}
    >
      <RadioField
        id={`${id}-method`}
        label="How was it paid?"
        options={METHODS.map((method) => ({ value: method, label: method }))}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setError(undefined);
        }}
        error={choice === OTHER ? undefined : error}
      />
      {choice === OTHER ? (
        <FormField
          id={`${id}-other`}
          label="Payment method"
          value={other}
          maxLength={METHOD_MAX}
          onChange={(event) => {
            setOther(event.target.value);
            setError(undefined);
          }}
          error={error}
          autoComplete="off"
        />
      ) : null}
    </ActionDialog>
  );
}

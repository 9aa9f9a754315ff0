import { missingItemTexts } from '@inkbook/contracts/aftercare-rules';
import type { Booking } from '@inkbook/contracts/booking';
import { dollars } from '@inkbook/contracts/budget';
import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { bookingApi } from '@/lib/api';
import { useCommand } from '@/lib/use-command';
import { storeBooking } from './booking-api';
import { dateTimeIn } from './booking-time';

/**
 * The deposit of a booking, as its client settles it (issue 23 item 8): the manual provider shows the recipient's
 * instructions and 'I have sent it', then waits for them to confirm; Stripe's 'Pay deposit' leaves for its checkout.
 * Settled deposits say what became of them.
 */
export function ClientDeposit({ booking }: { booking: Booking }) {
  const { deposit, recipientName: name } = booking;
  const amount = dollars(deposit.amount);
  const [search] = useSearchParams();
  // Stripe sends the client back with `?deposit=paid`, usually before its webhook has said the deposit arrived.
  const backFromPaying = search.get('deposit') === 'paid';

  // A deposit still due on a booking that expired or was cancelled is owed by nobody.
  const payable = deposit.status === 'due' && booking.status === 'awaiting_deposit';
  let body: ReactNode;
  if (payable) {
    body = backFromPaying ? (
      <p role="status" className="text-sm font-medium text-success">
        Thanks! Your payment is being confirmed.
      </p>
    ) : (
      <DueDeposit booking={booking} />
    );
  } else {
    const said = {
      none: null,
      due: 'Not paid.',
      sent: `You sent ${amount}. Waiting for ${name} to confirm.`,
      received: `${amount} received. Thank you!`,
      refund_due: `${amount} is to be refunded by ${name}.`,
      refunded: `${amount} was refunded.`,
      forfeited: `${amount} was kept by ${name}, as the cancellation policy says.`,
    }[deposit.status];
    body = said ? <p className="text-sm text-ink">{said}</p> : null;
  }

  return (
    <section
      id={missingItemTexts.deposit.anchor}
      tabIndex={-1}
      aria-label="Deposit"
      className="mt-5 scroll-mt-24 rounded-xl border border-line bg-paper-deep/50 p-4 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent"
    >
      <h3 className="text-sm font-semibold text-ink">Deposit: {amount}</h3>
      {payable && deposit.dueAt ? (
        <p className="mt-1 text-sm text-ink-soft">
          Due by <time dateTime={deposit.dueAt}>{dateTimeIn(deposit.dueAt)}</time>. If it has not arrived by
          then, the booking expires and the time is released.
        </p>
      ) : null}
      <div className="mt-3">{body}</div>
    </section>
  );
}

/** A deposit still to pay: how, by the booking's provider. */
function DueDeposit({ booking }: { booking: Booking }) {
  const { id, deposit, recipientName: name } = booking;
  const sent = useCommand({
    mutationFn: () => bookingApi.depositSent({ params: { id }, body: {} }).then((a) => a.booking),
    success: { title: 'Thanks!', description: `${name} will confirm when the deposit arrives.` },
    failure: { title: "Couldn't mark the deposit as sent. Please try again." },
    onSuccess: (answer, _none, queryClient) => storeBooking(queryClient, answer),
  });
  const checkout = useCommand({
    mutationFn: () => bookingApi.depositCheckout({ params: { id }, body: {} }),
    failure: { title: "Couldn't open the payment page. Please try again." },
    onSuccess: ({ url }) => window.location.assign(url),
  });

  if (deposit.provider === 'stripe') {
    return (
      <Button variant="accent" isLoading={checkout.isPending} onClick={() => checkout.mutate()}>
        {checkout.isPending ? null : <CreditCard aria-hidden="true" className="size-4" />}
        Pay deposit
      </Button>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      {deposit.instructions ? (
        <div>
          <p className="text-sm font-medium text-ink">How to pay {name}</p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-ink-soft">{deposit.instructions}</p>
        </div>
      ) : (
        <p className="text-sm text-ink-soft">Ask {name} in the conversation below how to pay the deposit.</p>
      )}
      <Button variant="accent" isLoading={sent.isPending} onClick={() => sent.mutate()}>
        I have sent it
      </Button>
    </div>
  );
}

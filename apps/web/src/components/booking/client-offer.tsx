import type { Booking, Offer } from '@inkbook/contracts/booking';
import { SLOT_TAKEN } from '@inkbook/contracts/booking-rules';
import { dollars } from '@inkbook/contracts/budget';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { RadioGroup, RadioOption } from '@/components/ui/radio-group';
import { bookingApi } from '@/lib/api';
import { isApiError } from '@/lib/api-client';
import { serverMessageOf, useCommand } from '@/lib/use-command';
import { bookingKeys, storeBooking } from './booking-api';
import { hoursText, offerStatusBadge, offerStatusLabels, priceRange, sessionsText } from './booking-labels';
import { zonedText } from './booking-time';
import { ReasonDialog } from './client-reason-dialog';
import { ClientCard, PolicyTerms, Term } from './client-terms';

interface ClientOfferProps {
  offer: Offer;
  /** The client picked a time: the booking it made is in the cache, and the page shows it. */
  onAccepted: (booking: Booking) => void;
}

/**
 * An offer as its client reads it (issue 23 item 11): from whom, the price, sessions, deposit, where, the note and
 * the policy as sent, and the offered times in the client's zone (the artist's named). An open offer is answered
 * here: pick a time and accept, or decline with an optional reason.
 */
export function ClientOffer({ offer, onAccepted }: ClientOfferProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <ClientCard
      title={`Offer from ${offer.recipientName}`}
      status={offer.status === 'open' ? 'Waiting for you' : offerStatusLabels[offer.status]}
      variant={offerStatusBadge[offer.status]}
      headingRef={heading}
    >
      <dl className="mt-4 flex flex-col gap-2">
        <Term label="Price">{priceRange(offer.priceLow, offer.priceHigh)}</Term>
        <Term label="Sessions">{sessionsText(offer.sessions, offer.sessionHours)}</Term>
        <Term label="Deposit">
          {offer.deposit > 0
            ? `${dollars(offer.deposit)}, due within ${hoursText(offer.depositDueHours)} of accepting`
            : 'No deposit'}
        </Term>
        <Term label="Location">{offer.location}</Term>
        {offer.note ? <Term label="Note">{offer.note}</Term> : null}
      </dl>
      <PolicyTerms policy={offer.policy} />
      {offer.status === 'open' ? (
        <PickTime offer={offer} onAccepted={onAccepted} onDeclined={() => heading.current?.focus()} />
      ) : (
        <ClosedOffer offer={offer} />
      )}
    </ClientCard>
  );
}

/** An offer no longer open: the times it offered, and who closed it. */
function ClosedOffer({ offer }: { offer: Offer }) {
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold text-ink">Times offered</h3>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-ink-soft">
        {offer.slots.map((slot) => (
          <li key={slot}>{zonedText(slot, offer.timeZone)}</li>
        ))}
      </ul>
      {offer.status === 'declined' ? (
        <p className="mt-4 text-sm text-ink">
          You declined this offer.
          {offer.declineReason ? (
            <span className="block break-words whitespace-pre-line text-muted">
              Your reason: {offer.declineReason}
            </span>
          ) : null}
        </p>
      ) : offer.status === 'withdrawn' ? (
        <p className="mt-4 text-sm text-ink">
          {offer.recipientName} withdrew this offer. A new one will show here when they send it.
        </p>
      ) : null}
    </div>
  );
}

interface PickTimeProps {
  offer: Offer;
  onAccepted: (booking: Booking) => void;
  onDeclined: () => void;
}

/** One of the offered times (a radio group: arrow keys move), 'Accept this time', or 'Decline'. */
function PickTime({ offer, onAccepted, onDeclined }: PickTimeProps) {
  const id = useId();
  const [slot, setSlot] = useState('');
  const [error, setError] = useState<string>();
  const offersKey = bookingKeys.offers(offer.inquiryId);
  const queryClient = useQueryClient();

  const accept = useCommand({
    mutationFn: (picked: string) =>
      bookingApi.acceptOffer({ params: { id: offer.id }, body: { slot: picked } }).then((a) => a.booking),
    success: (booking) =>
      booking.status === 'confirmed'
        ? { title: 'Booked!', description: `Your time with ${offer.recipientName} is confirmed.` }
        : { title: 'Your time is held', description: 'Settle the deposit to confirm it.' },
    onSuccess: (booking) => {
      // The booking shows at once, not after the offers are fetched again.
      queryClient.setQueryData<Offer[]>(offersKey, (offers) =>
        offers?.map((o) => (o.id === offer.id ? { ...o, status: 'accepted', bookingId: booking.id } : o)),
      );
      storeBooking(queryClient, booking);
      onAccepted(booking);
    },
    onError: (failed) => {
      const conflict = isApiError(failed) && failed.status === 409;
      setError(
        serverMessageOf(failed) ?? (conflict ? SLOT_TAKEN : "Couldn't accept the offer. Please try again."),
      );
      if (conflict) setSlot('');
      // A refused time (taken, or the offer withdrawn meanwhile) may leave the offer out of date.
      return queryClient.invalidateQueries({ queryKey: offersKey });
    },
  });
  const decline = useCommand({
    mutationFn: (reason: string) =>
      bookingApi.declineOffer({ params: { id: offer.id }, body: { reason: reason || null } }),
    success: { title: 'Offer declined' },
  });
  const showDeclined = (declined: Offer) => {
    queryClient.setQueryData<Offer[]>(offersKey, (offers) =>
      offers?.map((o) => (o.id === declined.id ? declined : o)),
    );
    onDeclined();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!slot) {
      setError('Please pick a time');
      // Back to the times, where a keyboard user picks one.
      event.currentTarget.querySelector<HTMLElement>('[role=radio]:not([disabled])')?.focus();
      return;
    }
    setError(undefined);
    accept.mutate(slot);
  };

  const now = Date.now();
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-pick`} className="mt-5 flex flex-col gap-3">
      <h3 id={`${id}-pick`} className="text-sm font-semibold text-ink">
        Pick a time
      </h3>
      <RadioGroup aria-labelledby={`${id}-pick`} value={slot} onValueChange={setSlot}>
        {offer.slots.map((start, index) => {
          const passed = Date.parse(start) <= now;
          return (
            <RadioOption
              key={start}
              id={`${id}-slot-${index}`}
              value={start}
              disabled={passed}
              label={zonedText(start, offer.timeZone)}
              {...(passed && { description: 'This time has passed' })}
            />
          );
        })}
      </RadioGroup>
      <FormAlert message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ReasonDialog
          trigger={
            <Button variant="outline" disabled={accept.isPending}>
              Decline
            </Button>
          }
          title="Decline this offer?"
          description={`${offer.recipientName} will be told you declined. You can still talk in the conversation.`}
          reasonLabel="Reason"
          required={false}
          confirmLabel="Decline offer"
          keepLabel="Keep offer"
          failure="Couldn't decline the offer. Please try again."
          onConfirm={(reason) => decline.mutateAsync(reason).then((answer) => answer.offer)}
          onDone={showDeclined}
        />
        <Button type="submit" variant="accent" isLoading={accept.isPending}>
          Accept this time
        </Button>
      </div>
    </form>
  );
}

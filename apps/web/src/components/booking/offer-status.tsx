import type { Offer } from '@inkbook/contracts/booking';
import { dollars } from '@inkbook/contracts/budget';
import { relativeTime } from '@inkbook/contracts/relative-time';
import { Undo2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { bookingApi } from '@/lib/api';
import { useCommand } from '@/lib/use-command';
import { storeOffer } from './booking-api';
import { hoursText, offerStatusBadge, offerStatusLabels, priceRange, sessionsText } from './booking-labels';
import { zonedText } from './booking-time';
import { RecipientBookingPanel } from './recipient-booking-panel';

/** The terms, as the offer was sent. */
function offerFacts(offer: Offer) {
  const deposit =
    offer.deposit === 0
      ? 'None'
      : `${dollars(offer.deposit)}, due within ${hoursText(offer.depositDueHours)} of booking`;
  return [
    { label: 'Price', value: priceRange(offer.priceLow, offer.priceHigh) },
    { label: 'Sessions', value: sessionsText(offer.sessions, offer.sessionHours) },
    { label: 'Deposit', value: deposit },
    { label: 'Location', value: offer.location },
    { label: 'Note', value: offer.note },
  ];
}

/** What became of it, in a line (an open offer waits for the client; an accepted one shows its booking). */
function outcome(offer: Offer) {
  switch (offer.status) {
    case 'open':
      return 'Waiting for the client to book one of the times.';
    case 'declined':
      return offer.declineReason
        ? `The client declined: “${offer.declineReason}”`
        : 'The client declined without giving a reason.';
    case 'withdrawn':
      return 'This offer was withdrawn.';
    case 'accepted':
      return 'The client booked a time.';
  }
}

interface OfferStatusProps {
  offer: Offer;
  /** The recipient may withdraw an open offer and act on its booking; an admin reads along. */
  reader: 'recipient' | 'admin';
}

/**
 * The inquiry's current offer as its recipient reads it: the terms, the times in the reader's own time zone (the
 * zone they were offered in named when it differs), what became of it, and 'Withdraw offer' while it is open; once
 * accepted, the booking it made with the recipient's actions (RecipientBookingPanel).
 */
export function OfferStatus({ offer, reader }: OfferStatusProps) {
  const id = useId();
  const withdraw = useCommand({
    mutationFn: (offerId: string) =>
      bookingApi.withdrawOffer({ params: { id: offerId }, body: {} }).then((answer) => answer.offer),
    success: { title: 'Offer withdrawn' },
    failure: { title: 'Offer not withdrawn', description: 'Please try again.' },
    onSuccess: (withdrawn, _id, queryClient) => storeOffer(queryClient, withdrawn),
  });

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={`${id}-title`} className="font-semibold text-ink">
          Offer{' '}
          <span className="text-sm font-normal text-muted">
            sent <time dateTime={offer.createdAt}>{relativeTime(offer.createdAt)}</time>
          </span>
        </h4>
        <Badge variant={offerStatusBadge[offer.status]}>{offerStatusLabels[offer.status]}</Badge>
      </header>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {offerFacts(offer)
          .filter((fact) => fact.value)
          .map((fact) => (
            <div key={fact.label} className="min-w-0">
              <dt className="text-muted">{fact.label}</dt>
              <dd className="break-words whitespace-pre-line text-ink">{fact.value}</dd>
            </div>
          ))}
      </dl>
      {offer.status === 'accepted' && offer.bookingId ? (
        <section aria-label="Booking">
          <RecipientBookingPanel bookingId={offer.bookingId} readOnly={reader === 'admin'} />
        </section>
      ) : (
        <div className="text-sm">
          <h5 id={`${id}-times`} className="text-muted">
            Times offered
          </h5>
          <ul aria-labelledby={`${id}-times`} className="mt-1 flex flex-col gap-1 text-ink">
            {offer.slots.map((slot) => (
              <li key={slot}>
                <time dateTime={slot}>{zonedText(slot, offer.timeZone)}</time>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p role="status" className="text-sm text-ink-soft">
        {outcome(offer)}
      </p>
      {offer.status === 'open' && reader === 'recipient' ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          isLoading={withdraw.isPending}
          onClick={() => withdraw.mutate(offer.id)}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          Withdraw offer
        </Button>
      ) : null}
    </article>
  );
}

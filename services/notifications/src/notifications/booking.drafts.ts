import type { BookingChange } from '@inkbook/contracts/booking';
import { confirmsBooking, type DepositStatus, type SessionStatus } from '@inkbook/contracts/booking-rules';
import { dollars } from '@inkbook/contracts/budget';
import type { EventPayload } from '@inkbook/contracts/events';
import { draft, firstName, type UrlOf } from './notification.drafts';
import { dayAndTime, namedSpan, namedTime } from './zoned-time';

// ─── Offers and bookings (issue 23) ─────────────────────────────────────────────────────────────────────────────

type OfferEvent = EventPayload<'bookings.offer.created'>;
type BookingEvent = EventPayload<'bookings.booking.created'>;
/** Who hears of a booking: its client, or its recipient (the artist, or the studio's owner). */
export type BookingSide = 'client' | 'recipient';

/** How a confirmation email attaches the booking's calendar. */
export const BOOKING_ICS = { filename: 'inkbook-booking.ics', contentType: 'text/calendar; method=PUBLISH' };

const priceText = (low: number, high: number) =>
  low === high ? dollars(low) : `${dollars(low)} - ${dollars(high)}`;
const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The client hears of an offer: its price, how many times to pick from, each time in the offer's zone. */
export function offerReceived(offer: OfferEvent, link: string, url: UrlOf) {
  const price = priceText(offer.priceLow, offer.priceHigh);
  const times = offer.slots.length;
  const title = `${offer.recipientName} sent you an offer`;
  const body = `${price}, ${times === 1 ? 'one time to confirm' : `${times} times to pick from`}`;
  const note = offer.note?.trim();
  return draft('bookings', title, body, link, {
    subject: title,
    preview: body,
    heading: 'An offer for your tattoo',
    paragraphs: [
      `${offer.recipientName} would love to tattoo your idea for ${price}.`,
      ...(note ? [`Their note: “${note}”`] : []),
      offer.deposit > 0
        ? `Pick a time: a ${dollars(offer.deposit)} deposit holds it, due within ${count(offer.depositDueHours, 'hour')}.`
        : 'Pick a time: no deposit is needed, so it is booked at once.',
    ],
    details: [
      { label: 'Price', value: price },
      {
        label: 'Sessions',
        value: `${count(offer.sessions, 'session')} of ${count(offer.sessionHours, 'hour')}`,
      },
      { label: 'Deposit', value: offer.deposit > 0 ? dollars(offer.deposit) : 'None' },
      ...offer.slots.map((slot, i) => ({ label: `Time ${i + 1}`, value: namedTime(slot, offer.timeZone) })),
      { label: 'Where', value: offer.location },
    ],
    action: { label: 'See the offer', url: url(link) },
  });
}

/** The recipient hears that the client declined, with the client's reason. */
export function offerDeclined(offer: OfferEvent, link: string, url: UrlOf) {
  const title = `${firstName(offer.clientName)} declined your offer`;
  const reason = offer.declineReason?.trim();
  const body = reason || 'They gave no reason.';
  return draft('bookings', title, body, link, {
    subject: title,
    preview: body,
    heading: title,
    paragraphs: [
      reason ? `Their reason: “${reason}”` : body,
      'You can keep talking in the conversation, or send a new offer.',
    ],
    action: { label: 'Open the inquiry', url: url(link) },
  });
}

/**
 * A change that confirms the booking (at once for a deposit of 0, or when the deposit arrives): both sides hear
 * it, with its calendar attached (bookings sends `ics` by the same rule).
 */
export const isConfirmation = (booking: BookingEvent) => confirmsBooking(booking.status, booking.change);

/** What a booking's words are made of, for one side. */
interface Said {
  side: BookingSide;
  client: string;
  recipient: string;
  amount: string;
  /** The first session still scheduled (else the first): when the booking happens, in its zone. */
  when: string;
}

function saidTo(booking: BookingEvent, side: BookingSide): Said {
  const session = booking.sessions.find((s) => s.status === 'scheduled') ?? booking.sessions[0];
  return {
    side,
    client: firstName(booking.clientName),
    recipient: booking.recipientName.trim() || 'Your artist',
    amount: dollars(booking.deposit.amount),
    when: session?.start ? dayAndTime(session.start, booking.timeZone) : 'a time still to be set',
  };
}

/** What a cancellation or a no-show did to the deposit (issue 23 item 6: refund due, or kept). */
function depositFate({ deposit }: BookingEvent, s: Said, keptBecause = '') {
  const yours = s.side === 'client' ? `Your ${s.amount} deposit` : `The ${s.amount} deposit`;
  if (deposit.status === 'refund_due') {
    return s.side === 'client'
      ? `${yours} will be refunded.`
      : `Refund due: please return the ${s.amount} deposit to ${s.client}.`;
  }
  if (deposit.status === 'forfeited') return `${yours} is kept${keptBecause}.`;
  if (deposit.status === 'refunded') return `${yours} was refunded.`;
  if (deposit.amount === 0) return 'There was no deposit.';
  return 'The deposit was never paid, so nothing is owed.';
}

type Words = (booking: BookingEvent, s: Said) => [title: string, body: string];

const confirmed: Words = (booking, s) => {
  const received = booking.change === 'deposit_received';
  return s.side === 'client'
    ? [
        received ? 'Deposit received – you are booked' : `You are booked for ${s.when}`,
        `With ${s.recipient} on ${s.when}.`,
      ]
    : [
        received ? `Deposit received – ${s.client} is booked` : `${s.client} is booked for ${s.when}`,
        `${s.client} on ${s.when}.`,
      ];
};

const nextSession = (booking: BookingEvent, s: Said) =>
  booking.sessions.some((session) => session.status === 'scheduled')
    ? `Next session: ${s.when}.`
    : 'The next session is still to be set.';

/** Each change in the words of the side that hears it (the one that did not make it, or both). */
const bookingWords: Record<BookingChange, Words> = {
  created: ({ deposit, timeZone }, s) => [
    s.side === 'client' ? `You picked ${s.when}` : `${s.client} picked ${s.when}`,
    deposit.dueAt
      ? `The booking waits for the ${s.amount} deposit until ${namedTime(deposit.dueAt, timeZone)}.`
      : `The booking waits for the ${s.amount} deposit.`,
  ],
  confirmed,
  deposit_sent: (_booking, s) =>
    s.side === 'client'
      ? [`You sent the ${s.amount} deposit`, `${s.recipient} confirms the booking once it arrives.`]
      : [
          `${s.client} sent the ${s.amount} deposit`,
          'Mark it received once it arrives: that confirms the booking.',
        ],
  deposit_received: (_booking, s) => ['Deposit received', `The ${s.amount} deposit arrived.`],
  deposit_refunded: (_booking, s) =>
    s.side === 'client'
      ? ['Your deposit was refunded', `${s.recipient} refunded your ${s.amount} deposit.`]
      : ['Deposit refunded', `The ${s.amount} deposit is marked refunded to ${s.client}.`],
  session_scheduled: (booking, s) => [
    s.side === 'client' ? `${s.recipient} scheduled a session` : 'A session was scheduled',
    nextSession(booking, s),
  ],
  session_moved: (booking, s) => [
    s.side === 'client' ? `${s.recipient} moved a session` : 'A session was moved',
    nextSession(booking, s),
  ],
  session_completed: (booking, s) => [
    `Session done with ${s.side === 'client' ? s.recipient : s.client}`,
    nextSession(booking, s),
  ],
  completed: (_booking, s) =>
    s.side === 'client'
      ? ['Your booking is complete', `Thanks for getting tattooed with ${s.recipient}!`]
      : [`${s.client}'s booking is complete`, 'Every session is done.'],
  no_show: (booking, s) => [
    s.side === 'client' ? 'You missed your appointment' : `${s.client} did not show up`,
    `The booking is closed. ${depositFate(booking, s)}`,
  ],
  cancelled: (booking, s) => [
    booking.by === 'system'
      ? 'The booking was cancelled'
      : s.side === 'client'
        ? `${s.recipient} cancelled your booking`
        : `${s.client} cancelled the booking`,
    depositFate(
      booking,
      s,
      `: the booking was cancelled less than ${booking.policy.cancellationNoticeHours} hours before the appointment`,
    ),
  ],
  expired: (_booking, s) => [
    s.side === 'client'
      ? 'Your booking expired: the deposit was not received in time'
      : `${s.client}'s booking expired: the deposit was not received in time`,
    `${s.when} is free again.`,
  ],
  // Issue 24: the client did these, so the recipient hears them.
  consent_signed: (_booking, s) => [
    `${s.client} signed the consent form`,
    `The signed form for ${s.when} is on the booking.`,
  ],
  healed_photos_added: (_booking, s) => [
    `${s.client} sent a healed photo`,
    'See how it healed on the booking.',
  ],
};

const sessionState: Partial<Record<SessionStatus, string>> = {
  done: ' (done)',
  no_show: ' (missed)',
  cancelled: ' (cancelled)',
};
const depositState: Partial<Record<DepositStatus, string>> = {
  sent: 'sent',
  received: 'received',
  refund_due: 'refund due',
  refunded: 'refunded',
  forfeited: 'kept',
};

/** The booking as facts: its sessions in its zone, price, deposit and place. */
function bookingDetails(booking: BookingEvent) {
  const { deposit, sessions, timeZone } = booking;
  const due = deposit.dueAt ? `due by ${namedTime(deposit.dueAt, timeZone)}` : 'due';
  return [
    ...sessions.map((session) => ({
      label: sessions.length === 1 ? 'When' : `Session ${session.n}`,
      value:
        session.start && session.end
          ? `${namedSpan(session.start, session.end, timeZone)}${sessionState[session.status] ?? ''}`
          : 'Not scheduled yet',
    })),
    { label: 'Price', value: priceText(booking.priceLow, booking.priceHigh) },
    {
      label: 'Deposit',
      value:
        deposit.amount === 0 ? 'None' : `${dollars(deposit.amount)}, ${depositState[deposit.status] ?? due}`,
    },
    { label: 'Where', value: booking.location },
  ];
}

/**
 * One side hears of a booking's change (`link`: where that side opens it). A confirmation carries the booking's
 * calendar as `inkbook-booking.ics`.
 */
export function bookingNews(booking: BookingEvent, side: BookingSide, link: string, url: UrlOf) {
  const said = saidTo(booking, side);
  const confirmation = isConfirmation(booking);
  const [title, body] = (confirmation ? confirmed : bookingWords[booking.change])(booking, said);
  const ics = confirmation ? booking.ics : null;
  return draft('bookings', title, body, link, {
    subject: title,
    preview: body,
    heading: title,
    paragraphs: [body, ...(ics ? ['The appointment is attached: open it to add it to your calendar.'] : [])],
    details: bookingDetails(booking),
    action: { label: 'Open the booking', url: url(link) },
    ...(ics ? { attachments: [{ ...BOOKING_ICS, content: ics }] } : {}),
  });
}

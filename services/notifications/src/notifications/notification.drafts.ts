import type { BookingChange } from '@inkbook/contracts/booking';
import type { DepositStatus, SessionStatus } from '@inkbook/contracts/booking-rules';
import { budgetText, dollars } from '@inkbook/contracts/budget';
import type { ClaimStatus } from '@inkbook/contracts/claim';
import type { EventPayload } from '@inkbook/contracts/events';
import type { ArtistInquiry, StudioInquiry } from '@inkbook/contracts/inquiry';
import type { NotificationCategory } from '@inkbook/contracts/notification';
import { placementAreaLabel, tattooSizes } from '@inkbook/contracts/tattoo-options';
import type { EmailContent, NotificationDraft } from '../ports';
import { appPaths } from './app-paths';
import { dayAndTime, namedSpan, namedTime } from './zoned-time';

// What each notification says, in the bell and by email (issue 22's table; wording warm and short). Never a
// password, a session, or another person's private notes (an artist's notes on an inquiry are not read here).

/** Absolute URL of a web app path (PUBLIC_URL): every link in an email is one. */
export type UrlOf = (path: string) => string;
export type ProfileKind = 'artist' | 'studio';

export const SUBMISSION_REVIEW =
  'Our team will review your submission and get back to you within 24–48 hours.';
export const NEEDS_UPDATES = 'Your profile needs updates. Please edit and resubmit.';
export const PREVIEW_LENGTH = 140;

const draft = (
  category: NotificationCategory,
  title: string,
  body: string,
  link: string,
  email: EmailContent,
): NotificationDraft => ({ category, title, body, link, email });

const dashboardOf = (kind: ProfileKind) =>
  kind === 'artist' ? appPaths.artistDashboard : appPaths.studioDashboard;

export function applicationReceived(kind: ProfileKind, name: string, url: UrlOf) {
  const link = dashboardOf(kind);
  return draft(
    'applications',
    'We received your application',
    `Thanks for applying, ${name}! ${SUBMISSION_REVIEW}`,
    link,
    {
      subject: 'We received your Inkbook application',
      preview: SUBMISSION_REVIEW,
      heading: 'Thanks for applying!',
      paragraphs: [`Your application for ${name} is in.`, SUBMISSION_REVIEW],
      action: { label: 'Open your dashboard', url: url(link) },
    },
  );
}

export function applicationToReview(kind: ProfileKind, name: string, location: string, url: UrlOf) {
  const title = `New ${kind} application: ${name}`;
  return draft('applications', title, `${name} (${location}) is waiting for a review.`, appPaths.admin, {
    subject: title,
    preview: `${name} from ${location} applied as ${kind === 'artist' ? 'an artist' : 'a studio'}.`,
    heading: `${name} would like to join Inkbook`,
    paragraphs: [`A new ${kind} application from ${location} is waiting for a review.`],
    action: { label: 'Review applications', url: url(appPaths.admin) },
  });
}

export function profileApproved(kind: ProfileKind, name: string, publicPath: string, url: UrlOf) {
  const body = `${name} is live: clients can now find you and send inquiries.`;
  return draft('applications', 'Your profile is live', body, publicPath, {
    subject: 'Your Inkbook profile is live',
    preview: body,
    heading: 'Welcome to Inkbook!',
    paragraphs: [`Great news: ${name} is approved and live.`, 'Clients can now find you and send inquiries.'],
    action: { label: 'See your public profile', url: url(publicPath) },
    links: [{ label: 'Open your dashboard', url: url(dashboardOf(kind)) }],
  });
}

export function profileRejected(name: string, editPath: string, url: UrlOf) {
  return draft('applications', 'Your profile needs updates', NEEDS_UPDATES, editPath, {
    subject: 'Your Inkbook profile needs updates',
    preview: NEEDS_UPDATES,
    heading: 'Almost there',
    paragraphs: [`Thanks for applying with ${name}.`, NEEDS_UPDATES],
    action: { label: 'Edit your profile', url: url(editPath) },
  });
}

type AnyInquiry = ArtistInquiry | StudioInquiry;

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || 'A client';

/** A text's first 140 characters, on one line (an inquiry's idea, a message). */
export const textPreview = (full: string) => {
  const text = full.trim().replace(/\s+/g, ' ');
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…` : text;
};

const sizeText = (size: string) => {
  const known = tattooSizes.find((s) => s.value === size);
  return known ? `${known.label} (${known.inches})` : size;
};

/** Size, placement and budget, as the client gave them. */
function summary(inquiry: AnyInquiry) {
  return [
    { label: 'Size', value: sizeText(inquiry.size) },
    {
      label: 'Placement',
      value: inquiry.placementAreas.map(placementAreaLabel).join(', ') || 'Not specified',
    },
    { label: 'Budget', value: budgetText(inquiry.budgetMin, inquiry.budgetMax) },
  ];
}

/** An artist inquiry carries the quote computed when it arrived; a studio inquiry has none. */
const quoteOf = (inquiry: AnyInquiry) =>
  'aiEstimateRange' in inquiry && inquiry.aiEstimateRange
    ? [{ label: 'Quote', value: inquiry.aiEstimateRange }]
    : [];

export function inquiryReceived(inquiry: AnyInquiry, inquiryPath: string, url: UrlOf) {
  const name = firstName(inquiry.fullName);
  const idea = textPreview(inquiry.concept);
  const title = `New inquiry from ${name}`;
  return draft('inquiries', title, idea, inquiryPath, {
    subject: title,
    preview: idea,
    heading: `${name} would love to get tattooed by you`,
    paragraphs: [`“${idea}”`, 'Clients hear back within 24 hours on Inkbook: a quick reply goes a long way.'],
    details: [...summary(inquiry), ...quoteOf(inquiry)],
    action: { label: 'Open the inquiry', url: url(inquiryPath) },
  });
}

export function inquirySent(inquiry: AnyInquiry, recipientName: string, url: UrlOf) {
  const idea = textPreview(inquiry.concept);
  const title = `Your inquiry to ${recipientName} was sent`;
  return draft('inquiries', title, idea, appPaths.myInquiries, {
    subject: `Your inquiry to ${recipientName} is on its way`,
    preview: `${recipientName} usually replies within 24 hours.`,
    heading: `Thanks, ${firstName(inquiry.fullName)}!`,
    paragraphs: [
      `${recipientName} has your inquiry and usually replies within 24 hours.`,
      `Your idea: “${idea}”`,
    ],
    details: summary(inquiry),
    action: { label: 'Follow your inquiries', url: url(appPaths.myInquiries) },
  });
}

export function studioAnswered(inquiry: StudioInquiry, studioName: string, url: UrlOf) {
  const accepted = inquiry.status === 'approved';
  const title = accepted ? `${studioName} accepted your inquiry` : `${studioName} declined your inquiry`;
  const reply = inquiry.response?.trim();
  const body =
    reply || (accepted ? 'They will be in touch about the next steps.' : 'Thanks for thinking of them.');
  return draft('inquiries', title, body, appPaths.myInquiries, {
    subject: title,
    preview: body,
    heading: accepted ? 'Good news!' : 'An answer to your inquiry',
    paragraphs: [
      accepted
        ? `${studioName} approved your inquiry: “${textPreview(inquiry.concept)}”.`
        : `${studioName} declined your inquiry: “${textPreview(inquiry.concept)}”.`,
      ...(reply ? [`Their reply: “${reply}”`] : []),
      ...(accepted ? [] : ['There are many great artists on Inkbook: your idea will find its home.']),
    ],
    action: { label: 'See your inquiries', url: url(appPaths.myInquiries) },
  });
}

type MessageCreated = EventPayload<'inquiries.message.created'>;

/** Who wrote, as the other side knows them: a client by first name, an artist or a studio by its name. */
const senderOf = ({ author }: MessageCreated) =>
  author.role === 'client' ? firstName(author.name) : author.name.trim() || 'Inkbook';

/**
 * The other side of a conversation hears of each message (`inquiryPath`: where they read and reply); its email is
 * throttled per conversation (ports.ts `emailThrottle`).
 */
export function messageReceived(message: MessageCreated, inquiryPath: string, url: UrlOf): NotificationDraft {
  const sender = senderOf(message);
  const title = `New message from ${sender}`;
  const preview = textPreview(message.body);
  const photos = message.attachments.length;
  return {
    ...draft('messages', title, preview, inquiryPath, {
      subject: title,
      preview,
      heading: `${sender} sent you a message`,
      paragraphs: [
        `“${message.body.trim()}”`,
        ...(photos > 0 ? [photos === 1 ? 'A photo is attached.' : `${photos} photos are attached.`] : []),
        'Reply on Inkbook: the whole conversation is there.',
      ],
      action: { label: 'Read and reply', url: url(inquiryPath) },
    }),
    emailThrottle: { inquiryId: message.inquiryId, at: message.createdAt },
  };
}

export type ClaimSide = 'artist' | 'studio';
const claimsPathOf = (side: ClaimSide) => (side === 'artist' ? appPaths.artistClaims : appPaths.studioClaims);

/** The side that must answer a claim hears who asks. */
export function claimAsked(
  asked: ClaimSide,
  names: { artist: string; studio: string },
  message: string | null,
  url: UrlOf,
) {
  const title =
    asked === 'artist'
      ? `${names.studio} would like to list you as one of their artists`
      : `${names.artist} says they work at ${names.studio}`;
  const body =
    asked === 'artist' ? 'Confirm or decline in your dashboard.' : 'Verify or decline in your dashboard.';
  const link = claimsPathOf(asked);
  return draft('claims', title, body, link, {
    subject: title,
    preview: body,
    heading: 'A verification request',
    paragraphs: [title, ...(message?.trim() ? [`Their message: “${message.trim()}”`] : []), body],
    action: { label: 'Answer the request', url: url(link) },
  });
}

const outcomes: Partial<Record<ClaimStatus, (n: { artist: string; studio: string }) => [string, string]>> = {
  verified: (n) => ['Verification confirmed', `${n.artist} is now a verified artist of ${n.studio}.`],
  denied_by_artist: (n) => ['Verification declined', `${n.artist} declined to be listed at ${n.studio}.`],
  denied_by_studio: (n) => ['Verification declined', `${n.studio} declined to list ${n.artist}.`],
  cancelled: (n) => [
    'Verification ended',
    `The verification between ${n.artist} and ${n.studio} was cancelled.`,
  ],
};

/** Both sides hear how a claim ended; undefined for a status that is no outcome. */
export function claimOutcome(
  side: ClaimSide,
  status: ClaimStatus,
  names: { artist: string; studio: string },
  url: UrlOf,
) {
  const outcome = outcomes[status]?.(names);
  if (!outcome) return undefined;
  const [title, body] = outcome;
  const link = claimsPathOf(side);
  return draft('claims', title, body, link, {
    subject: title,
    preview: body,
    heading: title,
    paragraphs: [body],
    action: { label: 'See your verifications', url: url(link) },
  });
}

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

const CONFIRMING: readonly BookingChange[] = ['created', 'confirmed', 'deposit_received'];

/**
 * A change that confirms the booking (at once for a deposit of 0, or when the deposit arrives): both sides hear
 * it, with its calendar attached. The same rule as bookings' publishBooking, which sends `ics` then.
 */
export const isConfirmation = (booking: BookingEvent) =>
  booking.status === 'confirmed' && CONFIRMING.includes(booking.change);

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

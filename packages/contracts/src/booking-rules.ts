// Issue 23's words and rules that the bookings service and the web both use, free of schemas (the web's booking
// screens do not load zod for them; `booking.ts` builds its schemas from these).

export const inquiryKinds = ['artist', 'studio'] as const;
export type InquiryKind = (typeof inquiryKinds)[number];

/** Who did something to an offer or a booking (its history's `by`). */
export const bookingActors = ['client', 'artist', 'studio', 'system'] as const;
export type BookingActor = (typeof bookingActors)[number];

export const bookingStatuses = [
  'awaiting_deposit',
  'confirmed',
  'completed',
  'cancelled',
  'expired',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const depositStatuses = [
  'none',
  'due',
  'sent',
  'received',
  'refund_due',
  'refunded',
  'forfeited',
] as const;
export type DepositStatus = (typeof depositStatuses)[number];

export const sessionStatuses = ['scheduled', 'unscheduled', 'done', 'no_show', 'cancelled'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

export const paymentProviders = ['manual', 'stripe'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const offerStatuses = ['open', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/**
 * Where an inquiry is on its way to a booking, as the recipient's inbox filters it (issue 23 item 11): New (nothing
 * said yet), In conversation (a message or an answer), Offer sent (an open offer), Awaiting deposit, Booked
 * (confirmed), Completed, Closed (declined, or its booking cancelled or expired).
 */
export const inquiryStages = [
  'new',
  'in_conversation',
  'offer_sent',
  'awaiting_deposit',
  'booked',
  'completed',
  'closed',
] as const;
export type InquiryStage = (typeof inquiryStages)[number];
export const inquiryStageLabels: Record<InquiryStage, string> = {
  new: 'New',
  in_conversation: 'In conversation',
  offer_sent: 'Offer sent',
  awaiting_deposit: 'Awaiting deposit',
  booked: 'Booked',
  completed: 'Completed',
  closed: 'Closed',
};

/** What each stage means to the artist, in a few words: shown under the inbox's stage filter (issue 25 item 5). */
export const inquiryStageMeanings: Record<InquiryStage, string> = {
  new: 'nothing said yet',
  in_conversation: 'messages or an answer exchanged',
  offer_sent: 'your offer awaits their answer',
  awaiting_deposit: 'offer accepted; deposit not yet in',
  booked: 'the booking is confirmed',
  completed: 'the session is done',
  closed: 'declined, cancelled or expired',
};

export const DEFAULT_TIME_ZONE = 'UTC';

export const DEFAULT_CANCELLATION_NOTICE_HOURS = 48;

export const DEPOSIT_INSTRUCTIONS_MAX = 500;

export const MAX_OFFER_SLOTS = 4;

export const MAX_PRICE = 100_000;

// ─── Texts both sides show ──────────────────────────────────────────────────────────────────────────────────────

/** 409 to the client who lost the race for a time (or picked one that clashes with another booking). */
export const SLOT_TAKEN = 'That time was just taken. Please pick another.';
/** 409 to a recipient who moves a session onto another session of the same artist. */
export const SESSION_OVERLAPS = 'That time overlaps another booked session. Please pick another.';
export const OFFER_NOT_FOUND = 'Offer not found';
export const BOOKING_NOT_FOUND = 'Booking not found';
export const OFFER_NOT_OPEN = 'This offer is no longer open';
export const SLOT_NOT_IN_OFFER = 'Please pick one of the offered times';
export const SLOT_PASSED = 'That time has already passed. Please pick another.';

// ─── Time zones ─────────────────────────────────────────────────────────────────────────────────────────────────

/** True for a zone name the runtime's IANA database knows (`Europe/Berlin`, `UTC`); false for offsets and words. */
export function isIanaTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The changes that confirm a booking when it ends up confirmed: at once (a deposit of 0) or the deposit arriving. */
const CONFIRMING_CHANGES = new Set(['created', 'confirmed', 'deposit_received']);

/** Whether a booking change confirms it: both sides hear it, its calendar attached to the email. */
export const confirmsBooking = (status: BookingStatus, change: string) =>
  status === 'confirmed' && CONFIRMING_CHANGES.has(change);

/** An offer answers an inquiry: a New or Reviewed one becomes Responded (inquiries applies it on its side). */
export const statusAfterOffer = <S extends string>(status: S): S | 'responded' =>
  status === 'pending' || status === 'reviewed' ? 'responded' : status;

// ─── Rules ──────────────────────────────────────────────────────────────────────────────────────────────────────

const HOUR_MS = 3_600_000;

/**
 * What a cancellation does to the deposit (issue 23 item 6): a recipient who cancels always owes the refund; a
 * client who cancels at least `noticeHours` before the next session gets it back, later it is kept. A deposit that
 * was never paid (none, due) stays as it is, and so does one already settled (refunded, forfeited).
 */
export function depositAfterCancel(input: {
  by: 'client' | 'recipient';
  depositStatus: DepositStatus;
  nextSessionStart: string | null;
  noticeHours: number;
  now: Date;
}): DepositStatus {
  const { by, depositStatus, nextSessionStart, noticeHours, now } = input;
  if (depositStatus !== 'sent' && depositStatus !== 'received') return depositStatus;
  if (by === 'recipient') return 'refund_due';
  if (!nextSessionStart) return 'refund_due';
  const hoursLeft = (Date.parse(nextSessionStart) - now.getTime()) / HOUR_MS;
  return hoursLeft >= noticeHours ? 'refund_due' : 'forfeited';
}

/** The consequence the client reads before confirming a cancellation (issue 23 item 11). */
export function cancellationConsequence(input: {
  deposit: number;
  depositStatus: DepositStatus;
  nextSessionStart: string | null;
  noticeHours: number;
  now: Date;
}): string {
  const outcome = depositAfterCancel({ ...input, by: 'client' });
  const amount = `$${input.deposit.toLocaleString('en-US')}`;
  if (outcome === 'forfeited') {
    return `Your ${amount} deposit will be kept because the appointment is in less than ${input.noticeHours} hours.`;
  }
  if (outcome === 'refund_due') return `Your ${amount} deposit will be refunded.`;
  if (input.depositStatus === 'due') return 'You have not paid the deposit, so nothing is owed.';
  return 'There is no deposit on this booking.';
}

/** The first session not yet done or cancelled that has a start (the one a cancellation's notice counts to). */
export const nextSessionStart = (
  sessions: readonly { start: string | null; status: SessionStatus }[],
  now: Date,
) =>
  sessions
    .filter((s) => s.status === 'scheduled' && s.start && Date.parse(s.start) > now.getTime())
    .map((s) => s.start as string)
    .sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? null;

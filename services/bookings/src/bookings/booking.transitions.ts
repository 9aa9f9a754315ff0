import { CONSENT_TEXTS } from '@inkbook/contracts/aftercare-rules';
import type { BookingStatus, DepositStatus, SessionStatus } from '@inkbook/contracts/booking-rules';

// The booking state machine (issue 23 items 5–6) as one table: for every action, who takes it and from which
// booking, deposit and session statuses; where it is refused, the 409's words. What an allowed action then does
// (the statuses it leads to, the deposit a cancellation leaves) is the service's, since it depends on times and
// the policy rather than on statuses alone.

export const bookingActions = [
  'sendDeposit',
  'receiveDeposit',
  'refundDeposit',
  'scheduleSession',
  'completeSession',
  'noShow',
  'cancel',
  'expire',
  'signConsent',
] as const;
export type BookingAction = (typeof bookingActions)[number];

/** The two sides of a booking: the client who sent the inquiry, and its recipient (the artist or the studio). */
export type BookingSide = 'client' | 'recipient';
/** Who takes an action: a side, or the system (the expiry job, a paid Stripe checkout). */
export type Taker = BookingSide | 'system';

interface Rule {
  by: readonly Taker[];
  booking: readonly BookingStatus[];
  /** Deposit statuses it is allowed from; any when left out. */
  deposit?: readonly DepositStatus[];
  /** For an action on one session: the statuses it is allowed from, and whether the session must have started. */
  session?: { status: readonly SessionStatus[]; started: boolean; timing: string };
  /** Words that say it better for this action than the shared ones below. */
  refused?: {
    booking?: Partial<Record<BookingStatus, string>>;
    deposit?: Partial<Record<DepositStatus, string>>;
  };
  /** The 403's words for the other side, when the shared ones (`forbiddenMessage`) say too little. */
  forbidden?: string;
}

const OPEN: readonly BookingStatus[] = ['awaiting_deposit', 'confirmed'];
const ANY_BOOKING: readonly BookingStatus[] = [
  'awaiting_deposit',
  'confirmed',
  'completed',
  'cancelled',
  'expired',
];

const rules: Record<BookingAction, Rule> = {
  // Manual deposits: the client says it is on its way, then the recipient says it arrived (Stripe: the system).
  sendDeposit: { by: ['client'], booking: ['awaiting_deposit'], deposit: ['due'] },
  receiveDeposit: { by: ['recipient', 'system'], booking: OPEN, deposit: ['due', 'sent'] },
  // Only a cancellation (or an expiry after the client sent it) leaves a deposit owed back.
  refundDeposit: {
    by: ['recipient'],
    booking: ANY_BOOKING,
    deposit: ['refund_due'],
    refused: {
      deposit: {
        due: 'The deposit was never paid, so there is nothing to refund',
        sent: 'Only a deposit that is owed back can be marked refunded',
        received: 'Only a deposit that is owed back can be marked refunded',
      },
    },
  },
  // Schedule an unscheduled session, or move one that has not started yet.
  scheduleSession: {
    by: ['recipient'],
    booking: OPEN,
    session: {
      status: ['scheduled', 'unscheduled'],
      started: false,
      timing: 'A session that has started cannot be moved',
    },
  },
  completeSession: {
    by: ['recipient'],
    booking: ['confirmed'],
    session: {
      status: ['scheduled'],
      started: true,
      timing: 'A session can be marked done only once it has started',
    },
    refused: {
      booking: { awaiting_deposit: 'Mark the deposit received before marking a session done' },
    },
  },
  noShow: {
    by: ['recipient'],
    booking: OPEN,
    session: {
      status: ['scheduled'],
      started: true,
      timing: 'A no-show can be marked only once the session has started',
    },
  },
  cancel: { by: ['client', 'recipient'], booking: OPEN },
  // The deposit's due time passing (checked by the job): refused means there is nothing left to expire.
  expire: { by: ['system'], booking: ['awaiting_deposit'] },
  // Issue 24: the consent form opens once the booking is confirmed, and only the client signs it (once: the
  // service refuses a second signature, which no status here shows).
  signConsent: {
    by: ['client'],
    booking: ['confirmed'],
    refused: {
      booking: {
        awaiting_deposit: CONSENT_TEXTS.notConfirmed,
        completed: CONSENT_TEXTS.notConfirmed,
        cancelled: CONSENT_TEXTS.notConfirmed,
        expired: CONSENT_TEXTS.notConfirmed,
      },
    },
    forbidden: CONSENT_TEXTS.clientOnly,
  },
};

// The shared words for a state an action is refused from.
const BOOKING_IS: Record<BookingStatus, string> = {
  awaiting_deposit: 'This booking is still waiting for its deposit',
  confirmed: 'This booking is already confirmed',
  completed: 'This booking is already completed',
  cancelled: 'This booking was cancelled',
  expired: 'This booking expired before its deposit arrived',
};
const DEPOSIT_IS: Record<DepositStatus, string> = {
  none: 'This booking has no deposit',
  due: 'The deposit has not been sent yet',
  sent: 'The deposit was already marked sent',
  received: 'The deposit was already marked received',
  refund_due: 'The deposit is owed back to the client',
  refunded: 'The deposit was already marked refunded',
  forfeited: 'The deposit was kept under the cancellation policy',
};
const SESSION_IS: Record<SessionStatus, string> = {
  scheduled: 'This session is already scheduled',
  unscheduled: 'This session has no time yet',
  done: 'This session was already marked done',
  no_show: 'This session was marked a no-show',
  cancelled: 'This session was cancelled',
};

/** A booking as the table reads it; `session` for the actions on one session. */
export interface BookingState {
  booking: BookingStatus;
  deposit: DepositStatus;
  session?: { status: SessionStatus; start: Date | null };
  now: Date;
}

/**
 * Why `action` may not happen to a booking in `state` (the 409's message), or null when it may. The deposit is
 * asked first ("The deposit was already marked received" says more than "This booking is already confirmed"),
 * then the booking, then the session and its time.
 */
export function refusal(action: BookingAction, state: BookingState): string | null {
  const rule = rules[action];
  if (rule.deposit && !rule.deposit.includes(state.deposit))
    return rule.refused?.deposit?.[state.deposit] ?? DEPOSIT_IS[state.deposit];
  if (!rule.booking.includes(state.booking))
    return rule.refused?.booking?.[state.booking] ?? BOOKING_IS[state.booking];
  if (!rule.session || !state.session) return null;
  const { status, start } = state.session;
  if (!rule.session.status.includes(status)) return SESSION_IS[status];
  const started = start !== null && start.getTime() <= state.now.getTime();
  // Timing only concerns a session with a time (an unscheduled one has not started and may be scheduled).
  if (start !== null && started !== rule.session.started) return rule.session.timing;
  return null;
}

/** The side among `sides` (who the person is to the booking) that may take `action`; null when neither may. */
export const takerOf = (action: BookingAction, sides: readonly BookingSide[]): BookingSide | null =>
  sides.find((side) => rules[action].by.includes(side)) ?? null;

/** The 403's words for the side of a booking that may not act (the other side may). */
export const CLIENT_ONLY = 'Only the client can do this';
export const RECIPIENT_ONLY = 'Only the artist or studio can do this';

/** The 403's message for the side of the booking that may not take `action` (the other side may). */
export const forbiddenMessage = (action: BookingAction) =>
  rules[action].forbidden ?? (rules[action].by.includes('client') ? CLIENT_ONLY : RECIPIENT_ONLY);

export const ADMIN_READS_BOOKINGS = 'Admins can read bookings but not change them';

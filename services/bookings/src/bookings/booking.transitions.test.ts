import { CONSENT_TEXTS } from '@inkbook/contracts/aftercare-rules';
import {
  type BookingStatus,
  bookingStatuses,
  type DepositStatus,
  depositStatuses,
  type SessionStatus,
  sessionStatuses,
} from '@inkbook/contracts/booking-rules';
import { describe, expect, it } from 'vitest';
import {
  type BookingAction,
  bookingActions,
  forbiddenMessage,
  refusal,
  takerOf,
} from './booking.transitions';

// The rules as issue 23 states them, written independently of the table: every booking × deposit (× session and
// whether it has started) state an action is allowed from. Every other state is refused with a message.

const now = new Date('2026-12-01T12:00:00Z');
const past = new Date('2026-12-01T10:00:00Z');
const future = new Date('2026-12-02T10:00:00Z');

interface Cell {
  booking: BookingStatus;
  deposit: DepositStatus;
  session?: { status: SessionStatus; start: Date | null };
}

const open = (b: BookingStatus) => b === 'awaiting_deposit' || b === 'confirmed';
const started = (c: Cell) => c.session?.status === 'scheduled' && c.session.start === past;

const allowed: Record<BookingAction, (c: Cell) => boolean> = {
  sendDeposit: (c) => c.booking === 'awaiting_deposit' && c.deposit === 'due',
  receiveDeposit: (c) => open(c.booking) && (c.deposit === 'due' || c.deposit === 'sent'),
  refundDeposit: (c) => c.deposit === 'refund_due',
  cancel: (c) => open(c.booking),
  expire: (c) => c.booking === 'awaiting_deposit',
  scheduleSession: (c) =>
    open(c.booking) &&
    (c.session?.status === 'unscheduled' ||
      (c.session?.status === 'scheduled' && c.session.start === future)),
  completeSession: (c) => c.booking === 'confirmed' && started(c),
  noShow: (c) => open(c.booking) && started(c),
  signConsent: (c) => c.booking === 'confirmed',
};

const sessionActions = new Set<BookingAction>(['scheduleSession', 'completeSession', 'noShow']);
const sessions = sessionStatuses.flatMap((status): { status: SessionStatus; start: Date | null }[] =>
  status === 'unscheduled' ? [{ status, start: null }] : [past, future].map((start) => ({ status, start })),
);
const cellsOf = (action: BookingAction): Cell[] =>
  bookingStatuses.flatMap((booking) =>
    depositStatuses.flatMap((deposit) =>
      sessionActions.has(action)
        ? sessions.map((session) => ({ booking, deposit, session }))
        : [{ booking, deposit }],
    ),
  );

describe('the booking state machine', () => {
  it.each(bookingActions)('%s is allowed exactly where issue 23 allows it', (action) => {
    const wrong = cellsOf(action).filter((cell) => {
      const refused = refusal(action, { ...cell, now });
      return allowed[action](cell) ? refused !== null : typeof refused !== 'string' || refused.length === 0;
    });
    expect(wrong).toEqual([]);
  });

  it('says plainly what is out of order', () => {
    const state = (booking: BookingStatus, deposit: DepositStatus, session?: Cell['session']) => ({
      booking,
      deposit,
      now,
      ...(session && { session }),
    });
    expect(refusal('receiveDeposit', state('confirmed', 'received'))).toBe(
      'The deposit was already marked received',
    );
    expect(refusal('sendDeposit', state('awaiting_deposit', 'sent'))).toBe(
      'The deposit was already marked sent',
    );
    expect(refusal('sendDeposit', state('confirmed', 'none'))).toBe('This booking has no deposit');
    expect(refusal('refundDeposit', state('cancelled', 'refunded'))).toBe(
      'The deposit was already marked refunded',
    );
    expect(refusal('refundDeposit', state('confirmed', 'received'))).toBe(
      'Only a deposit that is owed back can be marked refunded',
    );
    expect(
      refusal('completeSession', state('confirmed', 'received', { status: 'scheduled', start: future })),
    ).toBe('A session can be marked done only once it has started');
    expect(refusal('completeSession', state('confirmed', 'received', { status: 'done', start: past }))).toBe(
      'This session was already marked done',
    );
    expect(refusal('noShow', state('confirmed', 'received', { status: 'scheduled', start: future }))).toBe(
      'A no-show can be marked only once the session has started',
    );
    expect(refusal('scheduleSession', state('confirmed', 'none', { status: 'scheduled', start: past }))).toBe(
      'A session that has started cannot be moved',
    );
    expect(refusal('cancel', state('cancelled', 'refund_due'))).toBe('This booking was cancelled');
    expect(refusal('cancel', state('expired', 'due'))).toBe(
      'This booking expired before its deposit arrived',
    );
    expect(refusal('signConsent', state('awaiting_deposit', 'sent'))).toBe(CONSENT_TEXTS.notConfirmed);
    expect(refusal('signConsent', state('cancelled', 'refund_due'))).toBe(CONSENT_TEXTS.notConfirmed);
  });

  it('lets each action be taken by its side only', () => {
    expect(takerOf('sendDeposit', ['client'])).toBe('client');
    expect(takerOf('sendDeposit', ['recipient'])).toBeNull();
    for (const action of [
      'receiveDeposit',
      'refundDeposit',
      'scheduleSession',
      'completeSession',
      'noShow',
    ] as const) {
      expect(takerOf(action, ['recipient'])).toBe('recipient');
      expect(takerOf(action, ['client'])).toBeNull();
    }
    expect(takerOf('cancel', ['client'])).toBe('client');
    expect(takerOf('cancel', ['recipient'])).toBe('recipient');
    expect(takerOf('signConsent', ['client'])).toBe('client');
    expect(takerOf('signConsent', ['recipient'])).toBeNull();
    expect(forbiddenMessage('signConsent')).toBe(CONSENT_TEXTS.clientOnly);
    expect(forbiddenMessage('cancel')).toBe('Only the client can do this');
    // An account on both sides (it booked its own profile) acts as the side the action is for.
    expect(takerOf('sendDeposit', ['recipient', 'client'])).toBe('client');
    expect(takerOf('expire', ['recipient', 'client'])).toBeNull();
  });
});

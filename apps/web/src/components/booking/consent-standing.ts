import type { Booking } from '@inkbook/contracts/booking';
import type { BadgeVariant } from '@/components/ui/badge';
import { dateTimeIn } from './booking-time';

// Where a booking's consent form stands as its recipient reads it (issue 24 item 6): not due yet, due by a time,
// overdue, or signed at a time. The service says not due, due or signed; overdue is due with its time passed, which
// only the reader's clock can tell.

export type ConsentStanding =
  | { kind: 'not_due' }
  /** The booking closed (cancelled, expired or completed) before the client signed. */
  | { kind: 'unsigned' }
  /** `dueAt` null: session 1 has no time yet, so neither has the form. */
  | { kind: 'due'; dueAt: string | null }
  | { kind: 'overdue'; dueAt: string }
  | { kind: 'signed'; signedAt: string };

export function consentStanding(booking: Pick<Booking, 'status' | 'consent'>, now: number): ConsentStanding {
  const { status, dueAt, signedAt } = booking.consent;
  if (status === 'signed' && signedAt) return { kind: 'signed', signedAt };
  if (status === 'due') {
    return dueAt && Date.parse(dueAt) <= now ? { kind: 'overdue', dueAt } : { kind: 'due', dueAt };
  }
  return booking.status === 'awaiting_deposit' || booking.status === 'confirmed'
    ? { kind: 'not_due' }
    : { kind: 'unsigned' };
}

/** 'Consent due by Thu, Dec 10, 5:00 PM', in the reader's zone. */
export function consentStandingText(standing: ConsentStanding): string {
  switch (standing.kind) {
    case 'not_due':
      return 'Consent: not due yet';
    case 'unsigned':
      return 'Consent: not signed';
    case 'due':
      return standing.dueAt ? `Consent due by ${dateTimeIn(standing.dueAt)}` : 'Consent due';
    case 'overdue':
      return 'Consent overdue';
    case 'signed':
      return `Consent signed ${dateTimeIn(standing.signedAt)}`;
  }
}

export const consentStandingBadge: Record<ConsentStanding['kind'], BadgeVariant> = {
  not_due: 'neutral',
  unsigned: 'neutral',
  due: 'outline',
  overdue: 'accent',
  signed: 'success',
};

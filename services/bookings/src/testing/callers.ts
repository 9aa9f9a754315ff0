import type { SessionUser } from '@inkbook/contracts/identity';
import type { MadeBooking } from './booking-factory';

// Who calls a booking's route in the authorization tables (issues 23 and 24), and the status each gets: the booking's
// client and recipient take their own side's actions (the other side 403) and read; admins read and are refused every
// action (403); anyone else is not told the booking exists (404); signed out is 401.

export type As =
  | 'anonymous'
  | 'the client'
  | 'another client'
  | 'the recipient'
  | 'another artist'
  | 'another studio'
  | 'admin';
export const everyone: As[] = [
  'anonymous',
  'the client',
  'another client',
  'the recipient',
  'another artist',
  'another studio',
  'admin',
];

/** Who a route is for: 'read' both sides and admins; 'either' both sides act. */
export type RouteFor = 'read' | 'client' | 'recipient' | 'either';

/** The status `as` gets on a route for `who`; `ok` is what an allowed call answers. */
export function expected(who: RouteFor, as: As, ok = 200): number {
  if (as === 'anonymous') return 401;
  if (as === 'the client') return who === 'recipient' ? 403 : ok;
  if (as === 'the recipient') return who === 'client' ? 403 : ok;
  if (as === 'admin') return who === 'read' ? ok : 403;
  return 404;
}

export type Strangers = Record<Exclude<As, 'anonymous' | 'the client' | 'the recipient'>, SessionUser>;

/** The session of `as` for booking `b`, strangers from `strangers` (filled in a beforeAll). */
export const userOf =
  (strangers: Strangers) =>
  (as: As, b: MadeBooking): SessionUser | null => {
    if (as === 'anonymous') return null;
    if (as === 'the client') return b.client as SessionUser;
    if (as === 'the recipient') return b.recipient;
    return strangers[as];
  };

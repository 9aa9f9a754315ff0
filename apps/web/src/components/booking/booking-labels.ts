import type {
  BookingActor,
  BookingStatus,
  DepositStatus,
  OfferStatus,
  SessionStatus,
} from '@inkbook/contracts/booking-rules';
import { dollars } from '@inkbook/contracts/budget';
import type { BadgeVariant } from '@/components/ui/badge';

// The words offers' and bookings' states and terms are shown with (issue 23), on both sides, and the badge look of
// each state. A screen words only what is its reader's own ('Waiting for you', 'You').

export const offerStatusLabels: Record<OfferStatus, string> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export const offerStatusBadge: Record<OfferStatus, BadgeVariant> = {
  open: 'accent',
  accepted: 'success',
  declined: 'neutral',
  withdrawn: 'neutral',
};

export const bookingStatusLabels: Record<BookingStatus, string> = {
  awaiting_deposit: 'Awaiting deposit',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const bookingStatusBadge: Record<BookingStatus, BadgeVariant> = {
  awaiting_deposit: 'accent',
  confirmed: 'success',
  completed: 'ink',
  cancelled: 'neutral',
  expired: 'neutral',
};

export const depositStatusLabels: Record<DepositStatus, string> = {
  none: 'No deposit',
  due: 'Due',
  sent: 'Sent by the client',
  received: 'Received',
  refund_due: 'Refund owed to the client',
  refunded: 'Refunded',
  forfeited: 'Kept (forfeited)',
};

export const sessionStatusLabels: Record<SessionStatus, string> = {
  scheduled: 'Scheduled',
  unscheduled: 'Not scheduled yet',
  done: 'Done',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

export const actorLabels: Record<BookingActor, string> = {
  client: 'Client',
  artist: 'Artist',
  studio: 'Studio',
  system: 'Inkbook',
};

/** '$800 – $1,200', or '$900' for a fixed price (both ends equal). */
export const priceRange = (low: number, high: number) =>
  low === high ? dollars(low) : `${dollars(low)} – ${dollars(high)}`;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** '1 hour', '2.5 hours'. */
export const hoursText = (hours: number) => plural(hours, 'hour');

/** '2 sessions of 3 hours'. */
export const sessionsText = (sessions: number, hours: number) =>
  `${plural(sessions, 'session')} of ${hoursText(hours)}`;

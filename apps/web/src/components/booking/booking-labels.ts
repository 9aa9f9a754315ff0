import type {
  BookingActor,
  BookingStatus,
  DepositStatus,
  SessionStatus,
} from '@inkbook/contracts/booking-rules';
import type { BadgeVariant } from '@/components/ui/badge';

// The words a booking's states are shown with (issue 23 item 5), and the badge look of each.

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

/** Whole dollars as written: '$1,200'. */
export const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** A quoted range, or one price when both ends are equal (a fixed price). */
export const priceRange = (low: number, high: number) =>
  low === high ? money(low) : `${money(low)} – ${money(high)}`;

import type { ServiceContext } from '@inkbook/service-kit';
import type { BookingExpiry } from './bookings/booking.expiry';
import type { BookingsConfig } from './config';
import type { BookingsDatabase } from './db';

/** What every bookings module is registered with. */
export type BookingsContext = ServiceContext<BookingsDatabase> & {
  settings: BookingsConfig;
  /** Schedules and cancels the expiry of awaiting-deposit bookings. */
  expiry: BookingExpiry;
};

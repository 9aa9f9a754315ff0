import { type ServiceTest, testedService } from '@inkbook/service-kit/testing';
import { buildApp } from '../app';
import { readBookingsConfig } from '../config';
import type { BookingsDatabase } from '../db';

/** The bookings service under test: other services reach it as their events (`publish`). */
export const bookingsService = testedService<BookingsDatabase>('bookings', (env, options) =>
  buildApp(readBookingsConfig({ PUBLIC_URL: 'https://inkbook.test', ...env }), options),
);
export type BookingsTest = ServiceTest<BookingsDatabase>;
export type { BookingsDatabase } from '../db';
export { type SeededBookings, seedBookings } from './seed-at-scale';

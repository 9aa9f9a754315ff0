import type { Migration } from 'kysely';
import * as bookings from './2026-11-26_001_bookings';

/** The kit's outbox and processed-events tables come first (service-kit's own migrations). */
export const migrations: Record<string, Migration> = {
  '2026-11-26_001_bookings': bookings,
};

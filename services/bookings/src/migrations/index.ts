import type { Migration } from 'kysely';
import * as bookings from './2026-11-26_001_bookings';
import * as bookingsList from './2026-11-26_002_bookings_list';
import * as consentAftercare from './2026-11-29_003_consent_aftercare';
import * as uploadLimits from './2026-11-29_004_upload_limits';
import * as consentSeals from './2026-11-29_005_consent_seals';

/** The kit's outbox and processed-events tables come first (service-kit's own migrations). */
export const migrations: Record<string, Migration> = {
  '2026-11-26_001_bookings': bookings,
  '2026-11-26_002_bookings_list': bookingsList,
  '2026-11-29_003_consent_aftercare': consentAftercare,
  '2026-11-29_004_upload_limits': uploadLimits,
  '2026-11-29_005_consent_seals': consentSeals,
};

import type { MediaTable, MediaVariantsTable } from '@inkbook/media';
import type { Kysely, Transaction } from 'kysely';
import type { BookingHistoryTable, BookingSessionsTable, BookingsTable } from './bookings/booking.table';
import type { CalendarFeedsTable } from './calendars/calendar.table';
import type { ConsentFormsTable, ConsentSealsTable, ConsentTemplatesTable } from './consent/consent.table';
import type { HealedPhotosTable } from './healed-photos/healed-photo.table';
import type { InquiriesTable } from './inquiries/inquiry.table';
import type { OffersTable } from './offers/offer.table';
import type { PaymentsTable, PaymentWebhookEventsTable } from './payments/payment.table';
import type {
  ApprovedArtistsTable,
  ApprovedStudiosTable,
  VerifiedArtistsTable,
} from './profiles/profile.table';
import type { BookingSettingsTable } from './settings/settings.table';

/** The bookings schema's tables (migrations 2026-11-26_001 and 2026-11-29_003). */
export interface BookingsDatabase {
  approved_artists: ApprovedArtistsTable;
  approved_studios: ApprovedStudiosTable;
  verified_artists: VerifiedArtistsTable;
  inquiries: InquiriesTable;
  booking_settings: BookingSettingsTable;
  offers: OffersTable;
  bookings: BookingsTable;
  booking_sessions: BookingSessionsTable;
  booking_history: BookingHistoryTable;
  calendar_feeds: CalendarFeedsTable;
  payments: PaymentsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  consent_templates: ConsentTemplatesTable;
  consent_forms: ConsentFormsTable;
  consent_seals: ConsentSealsTable;
  healed_photos: HealedPhotosTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
}
export type BookingsDb = Kysely<BookingsDatabase> | Transaction<BookingsDatabase>;
export type BookingsTrx = Transaction<BookingsDatabase>;

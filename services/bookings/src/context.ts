import type { createUploadLimiter } from '@inkbook/media';
import type { ServiceContext } from '@inkbook/service-kit';
import type { BookingExpiry } from './bookings/booking.expiry';
import type { BookingsConfig } from './config';
import type { BookingsDatabase } from './db';
import type { HealedPhotoMedia } from './healed-photos/healed-photo.media';
import type { CatalogClient } from './shared/catalog-client';

/** What every bookings module is registered with. */
export type BookingsContext = ServiceContext<BookingsDatabase> & {
  settings: BookingsConfig;
  /** Schedules and cancels the expiry of awaiting-deposit bookings. */
  expiry: BookingExpiry;
  /** Issue 24: healed photos (private media), counted as the client's uploads, published through catalog. */
  healedPhotos: HealedPhotoMedia;
  uploads: ReturnType<typeof createUploadLimiter>;
  catalog: CatalogClient;
};

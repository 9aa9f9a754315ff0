import { createUploadLimiter } from '@inkbook/media';
import { createServiceApp, type ServiceOptions } from '@inkbook/service-kit';
import { startExpiry } from './bookings/booking.expiry';
import { registerBookingRoutes } from './bookings/booking.routes';
import { expireBooking } from './bookings/booking.service';
import { registerCalendarRoutes } from './calendars/calendar.routes';
import type { BookingsConfig } from './config';
import { registerConsentRoutes } from './consent/consent.routes';
import { startConsentRetention } from './consent/consent-retention';
import type { BookingsContext } from './context';
import { registerBookingExport } from './data-export/export-part';
import type { BookingsDatabase } from './db';
import { registerClientErasureConsumers } from './erasure/client-erasure.consumers';
import { createHealedPhotoMedia } from './healed-photos/healed-photo.media';
import { registerHealedPhotoRoutes } from './healed-photos/healed-photo.routes';
import { registerInquiryConsumers } from './inquiries/inquiry.consumers';
import { migrations } from './migrations';
import { registerOfferRoutes } from './offers/offer.routes';
import { registerPaymentRoutes } from './payments/payment.routes';
import { registerProfileConsumers } from './profiles/profile.consumers';
import { registerVerifiedArtistConsumers } from './profiles/verified-artist.consumers';
import { registerSettingsRoutes } from './settings/settings.routes';
import { createCatalogClient } from './shared/catalog-client';

/**
 * The bookings service (issue 23, DESIGN §1): booking settings, offers, bookings with their deposits and sessions,
 * calendars, consent forms and healed photos (issue 24). It learns inquiries, profiles and verified artists from events, and calls catalog only
 * to put a healed photo in an artist's portfolio.
 */
export function buildApp(config: BookingsConfig, options: ServiceOptions = {}) {
  return createServiceApp<BookingsDatabase>(
    {
      name: 'bookings',
      migrations,
      async register(app, serviceContext) {
        const expiry = await startExpiry(serviceContext, (bookingId) => expireBooking(context, bookingId));
        const context: BookingsContext = {
          ...serviceContext,
          settings: config,
          expiry,
          healedPhotos: createHealedPhotoMedia(serviceContext.db, {
            maxBytes: config.MEDIA_MAX_BYTES,
            maxPixels: config.MEDIA_MAX_PIXELS,
          }),
          uploads: createUploadLimiter(app, config, { service: 'bookings', table: 'booking_limits' }),
          catalog: createCatalogClient({ catalogUrl: config.CATALOG_URL, secret: config.INTERNAL_SECRET }),
        };
        await registerProfileConsumers(context);
        await registerVerifiedArtistConsumers(context);
        await registerInquiryConsumers(context);
        await registerClientErasureConsumers(
          context,
          await startConsentRetention(serviceContext, config.CONSENT_RETENTION_DAYS),
        );
        await registerSettingsRoutes(app, context);
        await registerOfferRoutes(app, context);
        await registerBookingRoutes(app, context);
        await registerCalendarRoutes(app, context);
        await registerPaymentRoutes(app, context);
        await registerConsentRoutes(app, context);
        registerHealedPhotoRoutes(app, context);
        registerBookingExport(app, context);
      },
    },
    config,
    options,
  );
}

import { createServiceApp, type ServiceOptions } from '@inkbook/service-kit';
import { startExpiry } from './bookings/booking.expiry';
import { registerBookingRoutes } from './bookings/booking.routes';
import { expireBooking } from './bookings/booking.service';
import { registerCalendarRoutes } from './calendars/calendar.routes';
import type { BookingsConfig } from './config';
import { registerConsentRoutes } from './consent/consent.routes';
import type { BookingsContext } from './context';
import type { BookingsDatabase } from './db';
import { registerInquiryConsumers } from './inquiries/inquiry.consumers';
import { migrations } from './migrations';
import { registerOfferRoutes } from './offers/offer.routes';
import { registerPaymentRoutes } from './payments/payment.routes';
import { registerProfileConsumers } from './profiles/profile.consumers';
import { registerVerifiedArtistConsumers } from './profiles/verified-artist.consumers';
import { registerSettingsRoutes } from './settings/settings.routes';

/**
 * The bookings service (issue 23, DESIGN §1): booking settings, offers, bookings with their deposits and sessions,
 * calendars, and consent forms (issue 24). It learns inquiries, profiles and verified artists from events and calls no one.
 */
export function buildApp(config: BookingsConfig, options: ServiceOptions = {}) {
  return createServiceApp<BookingsDatabase>(
    {
      name: 'bookings',
      migrations,
      async register(app, serviceContext) {
        const expiry = await startExpiry(serviceContext, (bookingId) => expireBooking(context, bookingId));
        const context: BookingsContext = { ...serviceContext, settings: config, expiry };
        await registerProfileConsumers(context);
        await registerVerifiedArtistConsumers(context);
        await registerInquiryConsumers(context);
        await registerSettingsRoutes(app, context);
        await registerOfferRoutes(app, context);
        await registerBookingRoutes(app, context);
        await registerCalendarRoutes(app, context);
        await registerPaymentRoutes(app, context);
        await registerConsentRoutes(app, context);
      },
    },
    config,
    options,
  );
}

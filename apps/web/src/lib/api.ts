import { adminEndpoints } from '@inkbook/contracts/admin-endpoints';
import type { adminRoutes } from '@inkbook/contracts/admin-routes';
import { aftercareEndpoints } from '@inkbook/contracts/aftercare-endpoints';
import type { aftercareRoutes } from '@inkbook/contracts/aftercare-routes';
import { artistEndpoints } from '@inkbook/contracts/artist-endpoints';
import type { artistRoutes } from '@inkbook/contracts/artist-routes';
import type { authRoutes } from '@inkbook/contracts/auth';
import { authEndpoints } from '@inkbook/contracts/auth-endpoints';
import { bookingEndpoints } from '@inkbook/contracts/booking-endpoints';
import type { bookingRoutes } from '@inkbook/contracts/booking-routes';
import { claimEndpoints } from '@inkbook/contracts/claim-endpoints';
import type { claimRoutes } from '@inkbook/contracts/claim-routes';
import type { designRoutes } from '@inkbook/contracts/design';
import { designEndpoints } from '@inkbook/contracts/design-endpoints';
import type { geocodeRoutes } from '@inkbook/contracts/geocode';
import { geocodeEndpoints } from '@inkbook/contracts/geocode-endpoints';
import {
  inquiryEndpoints,
  studioArtistInquiryEndpoints,
  studioInquiryEndpoints,
} from '@inkbook/contracts/inquiry-endpoints';
import type {
  inquiryRoutes,
  studioArtistInquiryRoutes,
  studioInquiryRoutes,
} from '@inkbook/contracts/inquiry-routes';
import { notificationEndpoints } from '@inkbook/contracts/notification-endpoints';
import type { notificationRoutes } from '@inkbook/contracts/notification-routes';
import { studioEndpoints } from '@inkbook/contracts/studio-endpoints';
import type { studioRoutes } from '@inkbook/contracts/studio-routes';
import { waitlistEndpoints } from '@inkbook/contracts/waitlist-endpoints';
import type { waitlistRoutes } from '@inkbook/contracts/waitlist-routes';
import { apiFor } from './api-client';

// One typed client per domain of the API (lib/api-client.ts `apiFor`): the endpoints give each call its method and
// path, the route contracts (type imports: no zod in the bundle) its input and answer types.
export const adminApi = apiFor<typeof adminRoutes>(adminEndpoints);
export const aftercareApi = apiFor<typeof aftercareRoutes>(aftercareEndpoints);
export const artistApi = apiFor<typeof artistRoutes>(artistEndpoints);
export const authApi = apiFor<typeof authRoutes>(authEndpoints);
export const bookingApi = apiFor<typeof bookingRoutes>(bookingEndpoints);
export const claimApi = apiFor<typeof claimRoutes>(claimEndpoints);
export const designApi = apiFor<typeof designRoutes>(designEndpoints);
export const geocodeApi = apiFor<typeof geocodeRoutes>(geocodeEndpoints);
export const inquiryApi = apiFor<typeof inquiryRoutes>(inquiryEndpoints);
export const notificationApi = apiFor<typeof notificationRoutes>(notificationEndpoints);
export const studioApi = apiFor<typeof studioRoutes>(studioEndpoints);
export const studioArtistInquiryApi = apiFor<typeof studioArtistInquiryRoutes>(studioArtistInquiryEndpoints);
export const studioInquiryApi = apiFor<typeof studioInquiryRoutes>(studioInquiryEndpoints);
export const waitlistApi = apiFor<typeof waitlistRoutes>(waitlistEndpoints);

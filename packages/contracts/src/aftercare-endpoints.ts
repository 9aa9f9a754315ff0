import { endpoint } from './route';

/** Consent templates and forms, healed photos (issue 24; their schemas: `aftercareRoutes`). The bookings service. */
export const aftercareEndpoints = {
  consentTemplate: endpoint('GET', '/api/bookings/settings/consent'),
  updateConsentTemplate: endpoint('PUT', '/api/bookings/settings/consent'),
  consentVersions: endpoint('GET', '/api/bookings/settings/consent/versions'),
  consent: endpoint('GET', '/api/bookings/:id/consent'),
  signConsent: endpoint('POST', '/api/bookings/:id/consent'),
  /** application/pdf: the signed form (the parties and admins). */
  consentPdf: endpoint('GET', '/api/bookings/:id/consent.pdf'),
  addHealedPhotos: endpoint('POST', '/api/bookings/:id/healed-photos'),
  /** The image itself (private media: the parties and admins). */
  healedPhoto: endpoint('GET', '/api/bookings/:id/healed-photos/:photoId'),
  publishHealedPhoto: endpoint('POST', '/api/bookings/:id/healed-photos/:photoId/publish'),
} as const;

/** Catalog's internal route that bookings calls to put a healed photo in an artist's portfolio. */
export const internalPortfolioEndpoints = {
  addPortfolioImage: endpoint('POST', '/internal/portfolio-images'),
} as const;

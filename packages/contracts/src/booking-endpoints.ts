import { endpoint } from './route';

/** Booking settings, offers, bookings, deposits and calendars (their schemas: `bookingRoutes`). */
export const bookingEndpoints = {
  settings: endpoint('GET', '/api/bookings/settings'),
  updateSettings: endpoint('PUT', '/api/bookings/settings'),
  createOffer: endpoint('POST', '/api/offers'),
  listOffers: endpoint('GET', '/api/offers'),
  acceptOffer: endpoint('POST', '/api/offers/:id/accept'),
  declineOffer: endpoint('POST', '/api/offers/:id/decline'),
  withdrawOffer: endpoint('POST', '/api/offers/:id/withdraw'),
  list: endpoint('GET', '/api/bookings'),
  get: endpoint('GET', '/api/bookings/:id'),
  depositSent: endpoint('POST', '/api/bookings/:id/deposit/sent'),
  depositReceived: endpoint('POST', '/api/bookings/:id/deposit/received'),
  depositRefunded: endpoint('POST', '/api/bookings/:id/deposit/refunded'),
  depositCheckout: endpoint('POST', '/api/bookings/:id/deposit/checkout'),
  moveSession: endpoint('PUT', '/api/bookings/:id/sessions/:n'),
  completeSession: endpoint('POST', '/api/bookings/:id/sessions/:n/complete'),
  noShow: endpoint('POST', '/api/bookings/:id/sessions/:n/no-show'),
  cancel: endpoint('POST', '/api/bookings/:id/cancel'),
  /** text/calendar: one event per scheduled session. */
  calendar: endpoint('GET', '/api/bookings/:id/calendar.ics'),
  feed: endpoint('GET', '/api/calendar/feed'),
  rotateFeed: endpoint('POST', '/api/calendar/feed/rotate'),
  /** The secret subscribable feed `/api/calendar/{token}.ics` (no session; the token is the key). */
  feedFile: endpoint('GET', '/api/calendar/:token'),
  /** Stripe's webhook (signature checked; no session, no Origin). */
  stripeWebhook: endpoint('POST', '/api/payments/stripe/webhook'),
} as const;

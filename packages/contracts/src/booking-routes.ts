import { z } from 'zod';
import {
  acceptOfferBodySchema,
  bookingAnswerSchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingSettingsSchema,
  bookingSettingsUpdateSchema,
  calendarFeedSchema,
  calendarTokenParamsSchema,
  cancelBookingBodySchema,
  checkoutAnswerSchema,
  declineOfferBodySchema,
  depositReceivedBodySchema,
  emptyBodySchema,
  moveSessionBodySchema,
  offerBodySchema,
  offerCreatedSchema,
  offerListQuerySchema,
  offerListSchema,
  sessionParamsSchema,
} from './booking';
import { bookingEndpoints } from './booking-endpoints';
import { errorBodySchema } from './errors';
import { idParamsSchema } from './fields';
import { defineRoute } from './route';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const changeErrors = { ...errors, 409: errorBodySchema };
const tags = ['bookings'];

/** Issue 23 items 3–9: every route of the bookings service. */
export const bookingRoutes = {
  settings: defineRoute({
    ...bookingEndpoints.settings,
    tags,
    summary: "The signed-in artist's or studio's booking settings (defaults until saved)",
    response: { 200: bookingSettingsSchema, ...errors },
  }),
  updateSettings: defineRoute({
    ...bookingEndpoints.updateSettings,
    tags,
    summary: 'Changes booking settings (partial): time zone, deposit instructions, cancellation notice',
    body: bookingSettingsUpdateSchema,
    response: { 200: bookingSettingsSchema, ...errors },
  }),
  createOffer: defineRoute({
    ...bookingEndpoints.createOffer,
    tags,
    summary:
      "The inquiry's recipient offers a price, sessions, a deposit and up to four times (withdraws an open one)",
    body: offerBodySchema,
    response: { 201: offerCreatedSchema, ...changeErrors },
  }),
  listOffers: defineRoute({
    ...bookingEndpoints.listOffers,
    tags,
    summary: "An inquiry's offers, newest first (its parties; admins read)",
    querystring: offerListQuerySchema,
    response: { 200: offerListSchema, ...errors },
  }),
  acceptOffer: defineRoute({
    ...bookingEndpoints.acceptOffer,
    tags,
    summary: 'The client picks one of the offered times: the booking (409 when the time was just taken)',
    params: idParamsSchema,
    body: acceptOfferBodySchema,
    response: { 201: bookingAnswerSchema, ...changeErrors },
  }),
  declineOffer: defineRoute({
    ...bookingEndpoints.declineOffer,
    tags,
    summary: 'The client declines an open offer, optionally saying why',
    params: idParamsSchema,
    body: declineOfferBodySchema,
    response: { 200: offerCreatedSchema, ...changeErrors },
  }),
  withdrawOffer: defineRoute({
    ...bookingEndpoints.withdrawOffer,
    tags,
    summary: 'The recipient withdraws an open offer',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: { 200: offerCreatedSchema, ...changeErrors },
  }),
  list: defineRoute({
    ...bookingEndpoints.list,
    tags,
    summary: "The signed-in person's bookings (as client, artist or studio), by first session start",
    querystring: bookingListQuerySchema,
    response: { 200: bookingListSchema, ...errors },
  }),
  get: defineRoute({
    ...bookingEndpoints.get,
    tags,
    summary: 'One booking (its parties; admins read)',
    params: idParamsSchema,
    response: { 200: bookingAnswerSchema, ...errors },
  }),
  depositSent: defineRoute({
    ...bookingEndpoints.depositSent,
    tags,
    summary: 'The client says the deposit is on its way (manual provider)',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: { 200: bookingAnswerSchema, ...changeErrors },
  }),
  depositReceived: defineRoute({
    ...bookingEndpoints.depositReceived,
    tags,
    summary: 'The recipient marks the deposit received (confirms the booking)',
    params: idParamsSchema,
    body: depositReceivedBodySchema,
    response: { 200: bookingAnswerSchema, ...changeErrors },
  }),
  depositRefunded: defineRoute({
    ...bookingEndpoints.depositRefunded,
    tags,
    summary: 'The recipient marks a deposit that is owed back as refunded',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: { 200: bookingAnswerSchema, ...changeErrors },
  }),
  depositCheckout: defineRoute({
    ...bookingEndpoints.depositCheckout,
    tags,
    summary:
      'The client pays the deposit online: the URL of a Stripe Checkout Session (PAYMENT_PROVIDER=stripe)',
    params: idParamsSchema,
    body: emptyBodySchema,
    response: { 200: checkoutAnswerSchema, ...changeErrors },
  }),
  moveSession: defineRoute({
    ...bookingEndpoints.moveSession,
    tags,
    summary: 'The recipient schedules or moves session n (409 when it overlaps another booked session)',
    params: sessionParamsSchema,
    body: moveSessionBodySchema,
    response: { 200: bookingAnswerSchema, ...changeErrors },
  }),
  completeSession: defineRoute({
    ...bookingEndpoints.completeSession,
    tags,
    summary: 'The recipient marks a session that has started as done (the last one completes the booking)',
    params: sessionParamsSchema,
    body: emptyBodySchema,
    response: { 200: bookingAnswerSchema, ...changeErrors },
  }),
  noShow: defineRoute({
    ...bookingEndpoints.noShow,
    tags,
    summary: 'The recipient marks a no-show: the deposit is kept and the booking cancelled',
    params: sessionParamsSchema,
    body: emptyBodySchema,
    response: { 200: bookingAnswerSchema, ...changeErrors },
  }),
  cancel: defineRoute({
    ...bookingEndpoints.cancel,
    tags,
    summary: 'Either party cancels; the policy decides what happens to the deposit',
    params: idParamsSchema,
    body: cancelBookingBodySchema,
    response: { 200: bookingAnswerSchema, ...changeErrors },
  }),
  calendar: defineRoute({
    ...bookingEndpoints.calendar,
    tags,
    summary: "The booking's sessions as iCalendar (text/calendar)",
    params: idParamsSchema,
    response: { 200: z.string(), ...errors },
  }),
  feed: defineRoute({
    ...bookingEndpoints.feed,
    tags,
    summary: "The artist's or studio's secret calendar feed URL",
    response: { 200: calendarFeedSchema, ...errors },
  }),
  rotateFeed: defineRoute({
    ...bookingEndpoints.rotateFeed,
    tags,
    summary: 'A new feed URL; the old one answers 404 from now on',
    body: emptyBodySchema,
    response: { 200: calendarFeedSchema, ...errors },
  }),
  feedFile: defineRoute({
    ...bookingEndpoints.feedFile,
    tags,
    summary: 'A subscribable iCalendar feed of every scheduled session (`/api/calendar/{token}.ics`)',
    params: calendarTokenParamsSchema,
    response: { 200: z.string(), 404: errorBodySchema },
  }),
  stripeWebhook: defineRoute({
    ...bookingEndpoints.stripeWebhook,
    tags,
    summary: "Stripe's webhook: a paid deposit checkout marks the deposit received (signature checked)",
    response: { 200: z.object({ received: z.boolean() }), 400: errorBodySchema, 404: errorBodySchema },
  }),
} as const;

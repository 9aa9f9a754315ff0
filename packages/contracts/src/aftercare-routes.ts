import { z } from 'zod';
import {
  addPortfolioImageAnswerSchema,
  addPortfolioImageBodySchema,
  bookingConsentSchema,
  consentSignBodySchema,
  consentSignedSchema,
  consentTemplateSchema,
  consentTemplateUpdateSchema,
  consentVersionsSchema,
  healedPhotoParamsSchema,
  healedPhotoPublishedSchema,
  healedPhotosAnswerSchema,
  healedPhotosBodySchema,
} from './aftercare';
import { aftercareEndpoints, internalPortfolioEndpoints } from './aftercare-endpoints';
import { emptyBodySchema, ownerQuerySchema } from './booking';
import { errorBodySchema } from './errors';
import { idParamsSchema } from './fields';
import { fileResponseSchema } from './media';
import { defineRoute } from './route';

/**
 * Largest body of POST /api/bookings/{id}/healed-photos (bytes), for the service and the gateway alike: up to 4
 * photos as data URLs, resized in the browser (a detailed phone photo is up to ~4 MB as base64), plus the flag. A
 * larger body is refused (413) before any of it is parsed; every other bookings route keeps the 1 MiB default.
 */
export const HEALED_PHOTOS_BODY_LIMIT = 18 * 1024 * 1024;

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const changeErrors = { ...errors, 409: errorBodySchema };
const tags = ['bookings'];

/** Issue 24 items 1, 2 and 5: consent templates and forms, healed photos. */
export const aftercareRoutes = {
  consentTemplate: defineRoute({
    ...aftercareEndpoints.consentTemplate,
    tags,
    querystring: ownerQuerySchema,
    summary: "The signed-in artist's or studio's consent template (the default, version 1, until saved)",
    response: { 200: consentTemplateSchema, ...errors },
  }),
  updateConsentTemplate: defineRoute({
    ...aftercareEndpoints.updateConsentTemplate,
    tags,
    querystring: ownerQuerySchema,
    summary: 'Saves the consent template as a new version (forms already signed keep theirs)',
    body: consentTemplateUpdateSchema,
    response: { 200: consentTemplateSchema, ...errors },
  }),
  consentVersions: defineRoute({
    ...aftercareEndpoints.consentVersions,
    tags,
    querystring: ownerQuerySchema,
    summary: 'Every version of the consent template, newest first',
    response: { 200: consentVersionsSchema, ...errors },
  }),
  consent: defineRoute({
    ...aftercareEndpoints.consent,
    tags,
    summary:
      "A booking's consent form: not due, due (with the form to sign) or signed (the parties; admins read)",
    params: idParamsSchema,
    response: { 200: bookingConsentSchema, ...errors },
  }),
  signConsent: defineRoute({
    ...aftercareEndpoints.signConsent,
    tags,
    summary:
      'The client signs the consent form of a confirmed booking (once; the text and its SHA-256 are kept)',
    params: idParamsSchema,
    body: consentSignBodySchema,
    response: { 201: consentSignedSchema, ...changeErrors },
  }),
  consentPdf: defineRoute({
    ...aftercareEndpoints.consentPdf,
    tags,
    summary: 'The signed consent form as a PDF: its text, answers, signature, time and hash',
    params: idParamsSchema,
    response: { 200: fileResponseSchema, ...changeErrors },
  }),
  addHealedPhotos: defineRoute({
    ...aftercareEndpoints.addHealedPhotos,
    tags,
    summary:
      'The client sends 1–4 healed photos (at most 4 per booking), saying whether the artist may show them',
    params: idParamsSchema,
    body: healedPhotosBodySchema,
    response: { 201: healedPhotosAnswerSchema, ...changeErrors, 413: errorBodySchema },
  }),
  healedPhoto: defineRoute({
    ...aftercareEndpoints.healedPhoto,
    tags,
    summary: 'A healed photo (private: the parties and admins)',
    params: healedPhotoParamsSchema,
    response: { 200: z.string(), ...errors },
  }),
  publishHealedPhoto: defineRoute({
    ...aftercareEndpoints.publishHealedPhoto,
    tags,
    summary: "The recipient adds a healed photo the client allowed to the artist's portfolio",
    params: healedPhotoParamsSchema,
    body: emptyBodySchema,
    response: { 200: healedPhotoPublishedSchema, ...changeErrors },
  }),
} as const;

/** Catalog's side of publishing a healed photo (called by bookings, signed; never proxied). */
export const internalPortfolioRoutes = {
  addPortfolioImage: defineRoute({
    ...internalPortfolioEndpoints.addPortfolioImage,
    hide: true,
    body: addPortfolioImageBodySchema,
    response: {
      201: addPortfolioImageAnswerSchema,
      400: errorBodySchema,
      404: errorBodySchema,
      409: errorBodySchema,
      413: errorBodySchema,
    },
  }),
} as const;

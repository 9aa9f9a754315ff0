import { z } from 'zod';
import {
  AFTERCARE_MAX,
  CONSENT_LIMITS,
  CONSENT_TEXTS,
  consentStatuses,
  HEALED_TEXTS,
  MAX_HEALED_PHOTOS,
} from './aftercare-rules';
import { requiredText, text, timestampSchema, uuidSchema } from './fields';
import { IMAGE_REF_MESSAGE, isDataImageUrl } from './media';

// Issue 24: the schemas of consent templates and forms, aftercare settings and healed photos (the bookings
// service); the rules and words both sides use are in `aftercare-rules.ts`.

// ─── Consent templates (per artist and per studio) ──────────────────────────────────────────────────────────────

const { statements: S, statement: ST, title: T, minimumAge: AGE } = CONSENT_LIMITS;

export const consentStatementSchema = z.object({ id: z.string(), text: z.string() });

/** GET and PUT /api/bookings/settings/consent: the owner's current template (the default, version 1, until saved). */
export const consentTemplateSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  statements: z.array(consentStatementSchema),
  minimumAge: z.number().int(),
  /** When this version was saved; null for the default no one saved yet. */
  createdAt: timestampSchema.nullable(),
});
export type ConsentTemplate = z.infer<typeof consentTemplateSchema>;

/**
 * PUT /api/bookings/settings/consent: the whole template; saving makes a new version. A statement keeps its `id`
 * when given (an edit of it), and a new one gets one from the service.
 */
export const consentTemplateUpdateSchema = z.strictObject({
  title: requiredText(T.min, `Title must be at least ${T.min} characters`, { max: T.max, label: 'Title' }),
  statements: z
    .array(
      z.strictObject({
        id: z
          .string()
          .trim()
          .regex(/^[a-z0-9-]{1,40}$/, 'Statement ids are lowercase letters, digits and dashes')
          .optional(),
        text: requiredText(ST.min, `Each statement must be at least ${ST.min} characters`, {
          max: ST.max,
          label: 'Statement',
          multiline: true,
        }),
      }),
      { error: 'Please add at least one statement' },
    )
    .min(S.min, 'Please add at least one statement')
    .max(S.max, `A consent form can have at most ${S.max} statements`)
    .refine(
      (list) => {
        const ids = list.flatMap((s) => (s.id ? [s.id] : []));
        return new Set(ids).size === ids.length;
      },
      { message: 'Each statement id may appear once' },
    ),
  minimumAge: z
    .number({ error: `Minimum age must be a whole number from ${AGE.min} to ${AGE.max}` })
    .int(`Minimum age must be a whole number from ${AGE.min} to ${AGE.max}`)
    .min(AGE.min, `Minimum age must be a whole number from ${AGE.min} to ${AGE.max}`)
    .max(AGE.max, `Minimum age must be a whole number from ${AGE.min} to ${AGE.max}`),
});
export type ConsentTemplateUpdate = z.infer<typeof consentTemplateUpdateSchema>;

/** GET /api/bookings/settings/consent/versions: every saved version, newest first, then the default. */
export const consentVersionsSchema = z.object({ versions: z.array(consentTemplateSchema) });

// ─── A booking's consent form ───────────────────────────────────────────────────────────────────────────────────

export const consentFormSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  statements: z.array(consentStatementSchema),
  /** The exact text shown and signed: the title, then each statement on its own line (`consentText`). */
  text: z.string(),
  minimumAge: z.number().int(),
});
export type ConsentForm = z.infer<typeof consentFormSchema>;

/** What a signed form keeps besides its text (the address and browser are kept too, but shown only in the PDF). */
export const consentSignatureSchema = z.object({
  legalName: z.string(),
  dateOfBirth: z.string(),
  signature: z.string(),
  acknowledgements: z.array(z.string()),
  signedAt: timestampSchema,
  sha256: z.string(),
});
export type ConsentSignature = z.infer<typeof consentSignatureSchema>;

/**
 * GET /api/bookings/{id}/consent (the parties and admins): the form to sign (the recipient's current template), or
 * the one signed, with its signature.
 */
export const bookingConsentSchema = z.object({
  status: z.enum(consentStatuses),
  /** 24 hours before session 1; null while session 1 has no time. */
  dueAt: timestampSchema.nullable(),
  form: consentFormSchema,
  signed: consentSignatureSchema.nullable(),
});
export type BookingConsent = z.infer<typeof bookingConsentSchema>;

const dateOfBirthField = z
  .string({ error: CONSENT_TEXTS.dateOfBirth })
  .regex(/^\d{4}-\d{2}-\d{2}$/, CONSENT_TEXTS.dateOfBirth)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, CONSENT_TEXTS.dateOfBirth)
  .refine((value) => value <= new Date().toISOString().slice(0, 10), CONSENT_TEXTS.dateOfBirthFuture);

/** POST /api/bookings/{id}/consent (the client). Every statement must be acknowledged; the signature repeats the name. */
export const consentSignBodySchema = z
  .strictObject({
    legalName: requiredText(CONSENT_LIMITS.legalName.min, CONSENT_TEXTS.legalName, {
      max: CONSENT_LIMITS.legalName.max,
      label: 'Legal name',
    }),
    dateOfBirth: dateOfBirthField,
    acknowledgements: z
      .array(z.string().max(40), { error: CONSENT_TEXTS.allStatements })
      .max(CONSENT_LIMITS.statements.max, CONSENT_TEXTS.allStatements),
    signature: z.string({ error: CONSENT_TEXTS.signatureDiffers }).trim().max(CONSENT_LIMITS.legalName.max),
    /** The version the client read; when the template changed since, 409 (they must read the new one). */
    version: z.number().int().optional(),
  })
  .refine((body) => sameName(body.signature, body.legalName), {
    message: CONSENT_TEXTS.signatureDiffers,
    path: ['signature'],
  });
export type ConsentSignBody = z.infer<typeof consentSignBodySchema>;

/** A signature matches the legal name when they are the same words, whatever the case and spacing. */
export const sameName = (a: string, b: string) => {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
  return norm(a) === norm(b);
};

export const consentSignedSchema = z.object({ signedAt: timestampSchema, sha256: z.string() });

// ─── Aftercare (booking settings) ───────────────────────────────────────────────────────────────────────────────

export const aftercareField = text({ max: AFTERCARE_MAX, label: 'Aftercare', multiline: true });

// ─── Healed photos ──────────────────────────────────────────────────────────────────────────────────────────────

export const healedPhotoSchema = z.object({
  id: uuidSchema,
  /** The booking's authorized route (`/api/bookings/{id}/healed-photos/{photoId}`): private media. */
  url: z.string(),
  allowPublic: z.boolean(),
  /** When the recipient added it to the artist's portfolio (only with `allowPublic`); null until then. */
  publishedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type HealedPhoto = z.infer<typeof healedPhotoSchema>;

/** POST /api/bookings/{id}/healed-photos (the client): 1–4 images as data URLs, at most 4 per booking. */
export const healedPhotosBodySchema = z.strictObject({
  images: z
    .array(z.string({ error: IMAGE_REF_MESSAGE }).refine(isDataImageUrl, IMAGE_REF_MESSAGE), {
      error: 'Please add at least one photo',
    })
    .min(1, 'Please add at least one photo')
    .max(MAX_HEALED_PHOTOS, HEALED_TEXTS.tooMany),
  allowPublic: z.boolean({ error: 'Please say whether the artist may show it' }),
});
export const healedPhotosAnswerSchema = z.object({ photos: z.array(healedPhotoSchema) });
export const healedPhotoParamsSchema = z.object({ id: z.string(), photoId: z.string() });
export const healedPhotoPublishedSchema = z.object({
  photo: healedPhotoSchema,
  /** The portfolio image it became (a public /media/ URL). */
  portfolioUrl: z.string(),
});

// ─── Catalog's internal portfolio route (bookings publishes a healed photo through it) ─────────────────────────

/** POST /internal/portfolio-images: adds one image (a data URL) to an artist's portfolio; 409 when it is full. */
export const addPortfolioImageBodySchema = z.object({
  artistId: uuidSchema,
  image: z.string().refine(isDataImageUrl, IMAGE_REF_MESSAGE),
});
export const addPortfolioImageAnswerSchema = z.object({ url: z.string() });

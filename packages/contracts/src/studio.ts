import { z } from 'zod';
import { booksSchema, nearNeeded, nearQueryShape } from './availability';
import {
  emailField,
  nullableText,
  pagedSchema,
  pageQueryShape,
  profileStatusSchema,
  rejectionReasonField,
  rejectionReasonSchema,
  requiredText,
  text,
  timestampSchema,
  uuidSchema,
  websiteField,
} from './fields';
import { STUDIO_HANDLE } from './handle';
import { mediaUrlSchema } from './media';
import { appointmentTypeSchema, businessHoursSchema } from './studio-fields';
import { textLimits } from './text-limits';

// The studio domain: option lists and shared fields, the bodies studios send, the wizard's required-field
// check, and (here) what services answer.
export * from './studio-fields';
export * from './studio-forms';
export * from './studio-required';

/** The studio as stored and as its owner and admins read it (spec §3). Images are media URLs. */
export const studioSchema = z.object({
  id: uuidSchema,
  studioName: z.string(),
  handle: z.string(),
  logo: mediaUrlSchema.nullable(),
  tagline: z.string().nullable(),
  description: z.string().nullable(),
  establishedYear: z.number().int().nullable(),
  specializations: z.array(z.string()),
  bannerImage: mediaUrlSchema.nullable(),
  interiorImages: z.array(mediaUrlSchema),
  exteriorImages: z.array(mediaUrlSchema),
  instagramHandle: z.string().nullable(),
  location: z.string(),
  locationLat: z.number().nullable(),
  locationLng: z.number().nullable(),
  locationAddress: z.string().nullable(),
  phone: z.string().nullable(),
  businessEmail: z.string(),
  businessHours: businessHoursSchema,
  website: z.string().nullable(),
  appointmentType: appointmentTypeSchema.nullable(),
  depositPolicy: z.string().nullable(),
  cancellationPolicy: z.string().nullable(),
  shopMinimum: z.number().int(),
  ageRequirements: z.string().nullable(),
  handlesDeposits: z.boolean(),
  /** Issue 26: open, closed or waitlist, with a reopening date and a request cap. */
  books: booksSchema,
  status: profileStatusSchema,
  rejectionReason: rejectionReasonSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Studio = z.infer<typeof studioSchema>;

/** An artist the studio verified (the Verified Artists grid links to /artist/{instagramHandle}). */
export const verifiedArtistSchema = z.object({
  id: uuidSchema,
  artistName: z.string(),
  instagramHandle: z.string(),
  profileImage: mediaUrlSchema.nullable(),
  location: z.string(),
});

/** The public profile /studio/{handle}: the studio without review state, plus its verified artists. */
export const studioProfileSchema = studioSchema
  .omit({ status: true, rejectionReason: true })
  .extend({ verifiedArtists: z.array(verifiedArtistSchema) });
export type StudioProfile = z.infer<typeof studioProfileSchema>;

/** Card-sized record for lists and carousels (DESIGN §5: no description, policies or full galleries). */
export const studioCardSchema = z.object({
  id: uuidSchema,
  studioName: z.string(),
  handle: z.string(),
  logo: mediaUrlSchema.nullable(),
  bannerImage: mediaUrlSchema.nullable(),
  tagline: z.string().nullable(),
  location: z.string(),
  specializations: z.array(z.string()),
  establishedYear: z.number().int().nullable(),
  /** The first three of interior then exterior photos (spec §9 card thumbnails). */
  photoPreview: z.array(mediaUrlSchema).max(3),
  /** Interior plus exterior photos. */
  photoCount: z.number().int(),
  /** Approved artists the studio verified. */
  verifiedArtistCount: z.number().int(),
  /** Issue 26: the map's marker, the books line and (with `near`) the distance in miles (null: no coordinates). */
  locationLat: z.number().nullable(),
  locationLng: z.number().nullable(),
  books: booksSchema,
  distanceMiles: z.number().nullable().optional(),
});
export type StudioCard = z.infer<typeof studioCardSchema>;

/** GET /api/studios: search, specialization filter, sort and paging on the server. */
/** GET /api/studios, with the same issue 26 parameters as GET /api/artists (see artistListQuerySchema). */
export const studioListQuerySchema = z
  .object({
    ...pageQueryShape,
    specialization: text({ max: 50, label: 'Specialization' }).optional(),
    sort: z.enum(['name', 'location', 'specializations', 'distance', 'relevance']).optional(),
    ...nearQueryShape,
  })
  .refine(
    (query) => query.near !== undefined || (query.radius === undefined && query.sort !== 'distance'),
    nearNeeded,
  );
export type StudioListQuery = z.infer<typeof studioListQuerySchema>;
export const studioListResponseSchema = pagedSchema(studioCardSchema);

/** Route params: the public profile is addressed by handle (updates by id: `idParamsSchema`). */
export const studioHandleParamsSchema = z.object({ handle: text({ max: 200, label: 'Handle' }).min(1) });

/** PUT /api/admin/studios/{id}: status alone, or the edit dialog's fields (spec §7). */
export const adminStudioUpdateSchema = z
  .object({
    status: profileStatusSchema.optional(),
    /** Kept only with `status: 'rejected'`; any other status clears it. */
    reason: rejectionReasonField,
    studioName: requiredText(2, 'Studio name is required', {
      max: textLimits.name,
      label: 'Studio name',
    }).optional(),
    handle: z
      .string()
      .trim()
      .toLowerCase()
      .regex(STUDIO_HANDLE, 'Handles use lowercase letters, numbers and single dashes')
      .max(60, 'Handles use lowercase letters, numbers and single dashes')
      .optional(),
    tagline: nullableText({
      max: 100,
      label: 'Tagline',
      tooLong: 'Tagline must be less than 100 characters',
    }),
    description: nullableText({ max: textLimits.freeText, label: 'Description', multiline: true }),
    location: requiredText(2, 'Location is required', {
      max: textLimits.location,
      label: 'Location',
    }).optional(),
    locationAddress: nullableText({ max: textLimits.address, label: 'Address' }),
    phone: nullableText({ max: textLimits.phone, label: 'Phone number' }),
    businessEmail: emailField('Please enter a valid business email').optional(),
    website: websiteField('Please enter a valid website URL'),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update');
export type AdminStudioUpdate = z.output<typeof adminStudioUpdateSchema>;

import { z } from 'zod';
import { instagramHandleSchema } from './artist-fields';
import { booksSchema, flashPieceSchema, nearNeeded, nearQueryShape } from './availability';
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
import { mediaUrlSchema } from './media';
import { textLimits } from './text-limits';

// The artist domain: style lists and shared fields, the bodies artists send, and (here) what services answer.
export * from './artist-fields';
export * from './artist-forms';

/** The artist as stored and as its owner and admins read it (spec §3). Images are media URLs. */
export const artistSchema = z.object({
  id: uuidSchema,
  artistName: z.string(),
  instagramHandle: z.string(),
  studioName: z.string().nullable(),
  location: z.string(),
  locationLat: z.number().nullable(),
  locationLng: z.number().nullable(),
  locationAddress: z.string().nullable(),
  bio: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string(),
  portfolioImages: z.array(mediaUrlSchema),
  flashImages: z.array(mediaUrlSchema),
  tattooStyles: z.array(z.string()),
  profileImage: mediaUrlSchema.nullable(),
  depositPolicy: z.string().nullable(),
  cancellationPolicy: z.string().nullable(),
  touchupPolicy: z.string().nullable(),
  /** Issue 26: open, closed or waitlist, with a reopening date and a request cap. */
  books: booksSchema,
  /** Issue 26: each flash image's details, in `flashImages` order (a piece without details: nulls, repeatable). */
  flash: z.array(flashPieceSchema).default([]),
  status: profileStatusSchema,
  rejectionReason: rejectionReasonSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Artist = z.infer<typeof artistSchema>;

/** A studio that verified the artist (the badges on the profile; only `verified` claims count). */
export const verifiedStudioSchema = z.object({
  id: uuidSchema,
  studioName: z.string(),
  handle: z.string(),
  logo: mediaUrlSchema.nullable(),
});

/**
 * The public profile /artist/{handle}: the artist without review state, plus their verified studios (approved
 * studios only) and the counts its stats show.
 */
export const artistProfileSchema = artistSchema.omit({ status: true, rejectionReason: true }).extend({
  verifiedStudios: z.array(verifiedStudioSchema),
  portfolioCount: z.number().int(),
  verifiedStudioCount: z.number().int(),
});
export type ArtistProfile = z.infer<typeof artistProfileSchema>;

/** Card-sized record for lists, carousels and the widget search (DESIGN §5: no bio, policies or galleries). */
export const artistCardSchema = z.object({
  id: uuidSchema,
  artistName: z.string(),
  instagramHandle: z.string(),
  studioName: z.string().nullable(),
  location: z.string(),
  /** The short place name cards show (contracts' `cardLocation` rule: last two comma parts, no zip). */
  cardLocation: z.string(),
  profileImage: mediaUrlSchema.nullable(),
  tattooStyles: z.array(z.string()),
  /** The first four portfolio images: the cover, then the three card thumbnails (images 2-4, spec §9). */
  portfolioPreview: z.array(mediaUrlSchema).max(4),
  portfolioCount: z.number().int(),
  /** Approved studios that verified the artist (badges). */
  verifiedStudioCount: z.number().int(),
  /** Issue 26: the map's marker, the books line and (with `near`) the distance in miles (null: no coordinates). */
  locationLat: z.number().nullable(),
  locationLng: z.number().nullable(),
  books: booksSchema,
  distanceMiles: z.number().nullable().optional(),
});
export type ArtistCard = z.infer<typeof artistCardSchema>;

/**
 * GET /api/artists: search, style filter, sort and paging on the server. Issue 26: `near`/`radius`/`books` filter,
 * `distance` sorts nearest first (needs `near`), `relevance` best text matches first; without `sort` the order is
 * relevance while `q` is given, else name.
 */
export const artistListQuerySchema = z
  .object({
    ...pageQueryShape,
    // Any text, not the enum: links from the design generator may name a style no artist lists (no match, no 400).
    style: text({ max: 50, label: 'Style' }).optional(),
    /** `styles` sorts by the artist's first style, then by name: artists of one style sit together. */
    sort: z.enum(['name', 'location', 'styles', 'distance', 'relevance']).optional(),
    ...nearQueryShape,
  })
  .refine(
    (query) => query.near !== undefined || (query.radius === undefined && query.sort !== 'distance'),
    nearNeeded,
  );
export type ArtistListQuery = z.infer<typeof artistListQuerySchema>;
export const artistListResponseSchema = pagedSchema(artistCardSchema);

/** GET /api/artists/search (studio claim search): at least 2 characters, 20 results at most. */
export const artistSearchQuerySchema = z.object({
  q: requiredText(2, 'Enter at least 2 characters', { max: textLimits.search, label: 'Search' }),
  limit: z.coerce.number().int().min(1).max(20).default(20),
});
/** One claim-search hit: enough to pick the artist (the answer is a plain array of these). */
export const artistSearchResultSchema = artistSchema.pick({
  id: true,
  artistName: true,
  instagramHandle: true,
  profileImage: true,
  location: true,
});
export const artistSearchResponseSchema = z.array(artistSearchResultSchema);
export type ArtistSearchResult = z.infer<typeof artistSearchResultSchema>;

/** Route params: the public profile is addressed by handle (updates by id: `idParamsSchema`). */
export const artistHandleParamsSchema = z.object({ handle: text({ max: 200, label: 'Handle' }).min(1) });

/** GET /api/check-handle?instagramHandle=… */
export const checkHandleQuerySchema = z.object({ instagramHandle: instagramHandleSchema });
export const checkHandleResponseSchema = z.object({ available: z.boolean() });

/** The admin list adds each artist's inquiry count (spec §3). */
export const adminArtistSchema = artistSchema.extend({ inquiryCount: z.number().int().optional() });
export type AdminArtist = z.infer<typeof adminArtistSchema>;

/** PUT /api/admin/artists/{id}: status alone, or the edit dialog's fields (spec §7). */
export const adminArtistUpdateSchema = z
  .object({
    status: profileStatusSchema.optional(),
    /** Kept only with `status: 'rejected'`; any other status clears it. */
    reason: rejectionReasonField,
    artistName: requiredText(1, "What's your name?", {
      max: textLimits.name,
      label: 'Artist name',
    }).optional(),
    instagramHandle: instagramHandleSchema.optional(),
    studioName: nullableText({ max: textLimits.name, label: 'Studio name' }),
    location: requiredText(1, 'Where are you located?', {
      max: textLimits.location,
      label: 'Location',
    }).optional(),
    locationAddress: nullableText({ max: textLimits.address, label: 'Address' }),
    bio: text({
      max: 500,
      label: 'Bio',
      multiline: true,
      tooLong: 'Bio must be less than 500 characters',
    }).optional(),
    phone: nullableText({ max: textLimits.phone, label: 'Phone number' }),
    email: emailField('Please enter a valid email address').optional(),
    website: websiteField('Please enter a valid website URL'),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update');
export type AdminArtistUpdate = z.output<typeof adminArtistUpdateSchema>;

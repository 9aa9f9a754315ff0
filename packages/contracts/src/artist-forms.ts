import { z } from 'zod';
import { applicationStyles, artistStylesField, browseStyles, instagramHandleSchema } from './artist-fields';
import {
  confirmPasswordSchema,
  coordinateField,
  emailField,
  nullableText,
  passwordSchema,
  passwordsMatch,
  requiredText,
  websiteField,
} from './fields';
import { imageList, requiredImage } from './media';

// The bodies artists send: the application wizard's and the profile edit's (spec §5).

const policy = (name: string) => requiredText(10, `${name} policy must be at least 10 characters`);
/** Edit form: a policy may be left empty, but anything written must say something (spec §5). */
const optionalPolicy = (name: string) =>
  nullableText({ min: 10, message: `${name} policy must be at least 10 characters` });

const portfolio = imageList({
  min: { count: 1, message: 'Upload at least one portfolio image' },
  max: { count: 25, message: 'Maximum 25 portfolio images allowed' },
});
const flash = (max: number) => imageList({ max: { count: max, message: `Maximum ${max} images allowed` } });

/** The artist wizard's body for POST /api/artists (spec §5 "Artist application", DESIGN §5 readings). */
export const artistApplicationSchema = z
  .object({
    artistName: requiredText(1, "What's your name?"),
    profileImage: requiredImage('Profile photo is required'),
    // DESIGN §5: the wizard's 25–150 is the application rule; the 50–500 of the schema applies to edits.
    bio: z
      .string({ error: 'Tell us more about yourself (at least 25 characters)' })
      .trim()
      .min(25, 'Tell us more about yourself (at least 25 characters)')
      .max(150, 'Bio must be 150 characters or less'),
    tattooStyles: artistStylesField(applicationStyles),
    portfolioImages: portfolio,
    flashImages: flash(8).default([]),
    instagramHandle: instagramHandleSchema,
    studioName: nullableText(),
    location: requiredText(1, 'Where are you located?'),
    locationAddress: nullableText(),
    locationLat: coordinateField(90, 'Invalid latitude'),
    locationLng: coordinateField(180, 'Invalid longitude'),
    phone: nullableText(),
    email: emailField('Please enter a valid email address'),
    website: websiteField('Please enter a valid website URL (e.g., https://example.com)'),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    depositPolicy: policy('Deposit'),
    cancellationPolicy: policy('Cancellation'),
    touchupPolicy: policy('Touch-up'),
  })
  .refine((body) => body.password === body.confirmPassword, passwordsMatch("Passwords don't match"))
  // The map needs an address; the spec's client falls back to the location text when none was picked.
  .transform(({ confirmPassword: _confirm, ...body }) => ({
    ...body,
    locationAddress: body.locationAddress ?? body.location,
  }));
export type ArtistApplicationInput = z.input<typeof artistApplicationSchema>;
export type ArtistApplication = z.output<typeof artistApplicationSchema>;

/** True for the dashboard's photo change: a body that carries the profile photo and nothing else. */
export const isPhotoOnlyUpdate = (body: Record<string, unknown>) =>
  body.profileImage !== undefined &&
  Object.entries(body).every(([key, v]) => key === 'profileImage' || v === undefined);

/**
 * PUT /api/artists/{id}: the edit form's body (spec §5 "Artist profile update"), or `{ profileImage }` alone
 * (the dashboard's photo change). One schema rather than a union so a bad edit reports per-field messages:
 * fields are optional here and the ones the edit form must carry are required unless the body is photo-only.
 */
const PROFILE_REQUIRED: Record<string, string> = {
  bio: 'Bio must be at least 50 characters',
  location: 'Location must be at least 2 characters',
  portfolioImages: 'Upload at least one portfolio image',
};
export const artistUpdateSchema = z
  .object({
    artistName: requiredText(1, "What's your name?").optional(),
    // Changing the handle moves the public address; the service answers 409 when it is taken.
    instagramHandle: instagramHandleSchema.optional(),
    profileImage: requiredImage('Profile photo is required').optional(),
    bio: z
      .string()
      .trim()
      .min(50, 'Bio must be at least 50 characters')
      .max(500, 'Bio must be less than 500 characters')
      .optional(),
    // Browse styles, not only the edit list: styles chosen at application (e.g. New School) stay valid.
    tattooStyles: artistStylesField(browseStyles).optional(),
    portfolioImages: portfolio.optional(),
    flashImages: flash(15).optional(),
    studioName: nullableText({ min: 2, message: 'Studio name must be at least 2 characters' }),
    location: requiredText(2, 'Location must be at least 2 characters').optional(),
    locationAddress: nullableText(),
    locationLat: coordinateField(90, 'Invalid latitude'),
    locationLng: coordinateField(180, 'Invalid longitude'),
    phone: nullableText(),
    email: emailField('Please enter a valid email address').optional(),
    website: websiteField('Please enter a valid website URL'),
    depositPolicy: optionalPolicy('Deposit'),
    cancellationPolicy: optionalPolicy('Cancellation'),
    touchupPolicy: optionalPolicy('Touch-up'),
  })
  .superRefine((body, ctx) => {
    if (isPhotoOnlyUpdate(body)) return;
    for (const [field, message] of Object.entries(PROFILE_REQUIRED)) {
      if (body[field as keyof typeof body] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type ArtistUpdateInput = z.input<typeof artistUpdateSchema>;
export type ArtistUpdate = z.output<typeof artistUpdateSchema>;

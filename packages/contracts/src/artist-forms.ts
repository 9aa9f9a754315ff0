import { z } from 'zod';
import { applicationStyles, artistStylesField, browseStyles, instagramHandleSchema } from './artist-fields';
import { booksUpdateSchema, flashUpdateSchema } from './availability';
import {
  confirmPasswordSchema,
  coordinateField,
  emailField,
  keptOrChecked,
  nullableText,
  partialUpdateOf,
  passwordSchema,
  passwordsMatch,
  requiredText,
  websiteField,
} from './fields';
import { imageList, requiredImage } from './media';
import { textLimits } from './text-limits';

// The bodies artists send: the application wizard's and the profile edit's (spec §5).

const policyBound = (name: string) => ({ max: textLimits.policy, label: `${name} policy`, multiline: true });
const policy = (name: string) =>
  requiredText(10, `${name} policy must be at least 10 characters`, policyBound(name));
/** Edit form: a policy may be left empty, but anything written must say something (spec §5). */
const optionalPolicy = (name: string) =>
  nullableText({ min: 10, message: `${name} policy must be at least 10 characters`, ...policyBound(name) });

// The spec gives these no upper limit; ours are generous (fields.ts textLimits).
const NAME = { max: textLimits.name, label: 'Artist name' };
const STUDIO_NAME = { max: textLimits.name, label: 'Studio name' };
const LOCATION = { max: textLimits.location, label: 'Location' };
const ADDRESS = { max: textLimits.address, label: 'Address' };
const PHONE = { max: textLimits.phone, label: 'Phone number' };

/** The most portfolio images an artist may show (a healed photo published from a booking counts too, issue 24). */
export const PORTFOLIO_MAX = { count: 25, message: 'Maximum 25 portfolio images allowed' } as const;

const portfolio = imageList({
  min: { count: 1, message: 'Upload at least one portfolio image' },
  max: PORTFOLIO_MAX,
});
const flash = (max: number) => imageList({ max: { count: max, message: `Maximum ${max} images allowed` } });

/** The artist wizard's body for POST /api/artists (spec §5 "Artist application", DESIGN §5 readings). */
export const artistApplicationSchema = z
  .object({
    artistName: requiredText(1, "What's your name?", NAME),
    profileImage: requiredImage('Profile photo is required'),
    // DESIGN §5: the wizard's 25–150 is the application rule; the 50–500 of the schema applies to edits.
    bio: requiredText(25, 'Tell us more about yourself (at least 25 characters)', {
      max: 150,
      label: 'Bio',
      multiline: true,
      tooLong: 'Bio must be 150 characters or less',
    }),
    tattooStyles: artistStylesField(applicationStyles),
    portfolioImages: portfolio,
    flashImages: flash(8).default([]),
    instagramHandle: instagramHandleSchema,
    studioName: nullableText(STUDIO_NAME),
    location: requiredText(1, 'Where are you located?', LOCATION),
    locationAddress: nullableText(ADDRESS),
    locationLat: coordinateField(90, 'Invalid latitude'),
    locationLng: coordinateField(180, 'Invalid longitude'),
    phone: nullableText(PHONE),
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

const BIO_TOO_SHORT = 'Bio must be at least 50 characters';
const EDIT_BIO = {
  max: 500,
  label: 'Bio',
  multiline: true,
  tooLong: 'Bio must be less than 500 characters',
} as const;

/** The fields an owner may change, by the edit rules (spec §5 "Artist profile update"). */
const artistEditFields = {
  artistName: requiredText(1, "What's your name?", NAME),
  // Changing the handle moves the public address; the service answers 409 when it is taken.
  instagramHandle: instagramHandleSchema,
  profileImage: requiredImage('Profile photo is required'),
  bio: requiredText(50, BIO_TOO_SHORT, EDIT_BIO),
  // Browse styles, not only the edit list: styles chosen at application (e.g. New School) stay valid.
  tattooStyles: artistStylesField(browseStyles),
  portfolioImages: portfolio,
  flashImages: flash(15),
  studioName: nullableText({ min: 2, message: 'Studio name must be at least 2 characters', ...STUDIO_NAME }),
  location: requiredText(2, 'Location must be at least 2 characters', LOCATION),
  locationAddress: nullableText(ADDRESS),
  locationLat: coordinateField(90, 'Invalid latitude'),
  locationLng: coordinateField(180, 'Invalid longitude'),
  phone: nullableText(PHONE),
  email: emailField('Please enter a valid email address'),
  website: websiteField('Please enter a valid website URL'),
  depositPolicy: optionalPolicy('Deposit'),
  cancellationPolicy: optionalPolicy('Cancellation'),
  touchupPolicy: optionalPolicy('Touch-up'),
};

/** What an artist's profile must satisfy once an owner's update is merged into it. */
export const artistEditSchema = z.object(artistEditFields);
export type ArtistEdit = z.output<typeof artistEditSchema>;

/**
 * The edit form's rules for one profile: its bio as accepted (25–150 at application) is kept; only a changed
 * bio must meet the edit rule (the service's mergeEdit says the same).
 */
export const artistEditFormSchema = (artist: { bio: string }) =>
  artistEditSchema.extend({ bio: keptOrChecked(artistEditFields.bio, artist.bio) });

/**
 * PUT /api/artists/{id} (DESIGN §5): any subset of the edit form, e.g. `{ profileImage }` alone (the dashboard's
 * photo change) or a bio alone; status, ids, passwords, roles and unknown fields are refused. The bio's 50 is not
 * checked here: the bio as stored may be sent back unchanged at its application length, and mergeEdit applies the
 * edit rule to a changed one.
 */
export const artistUpdateSchema = partialUpdateOf({
  ...artistEditFields,
  bio: requiredText(1, BIO_TOO_SHORT, EDIT_BIO),
  /** Issue 26: the books whole (status, reopensOn, requestCap); the service keeps `openedAt` and the count. */
  books: booksUpdateSchema,
  /** Issue 26: details of flash pieces (each `url` one of `flashImages` after the merge; others keep theirs). */
  flash: flashUpdateSchema,
});
export type ArtistUpdate = z.output<typeof artistUpdateSchema>;

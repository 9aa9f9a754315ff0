import { z } from 'zod';
import { INSTAGRAM_HANDLE, normalizeHandle } from './handle';

// Artist style lists and the artist fields several artist schemas share.

/** Styles an applicant picks from (spec §9, 16). */
export const applicationStyles = [
  'Traditional',
  'Japanese',
  'Black & Gray',
  'Portraits',
  'Geometric',
  'Watercolor',
  'Realistic',
  'Tribal',
  'Neo-Traditional',
  'Minimalist',
  'Abstract',
  'Fine Line',
  'Botanical',
  'Dotwork',
  'Biomechanical',
  'New School',
] as const;
/** Styles the profile edit form offers (spec §9, 16): adds Blackwork and Color, lacks Biomechanical, New School. */
export const editStyles = [
  'Traditional',
  'Fine Line',
  'Realistic',
  'Watercolor',
  'Geometric',
  'Blackwork',
  'Neo-Traditional',
  'Japanese',
  'Portraits',
  'Abstract',
  'Minimalist',
  'Tribal',
  'Black & Gray',
  'Color',
  'Dotwork',
  'Botanical',
] as const;
/** The /artists filter: every style an artist can hold (application ∪ edit, 18). */
export const browseStyles = [
  ...applicationStyles,
  ...editStyles.filter((style) => !(applicationStyles as readonly string[]).includes(style)),
] as [ArtistStyle, ...ArtistStyle[]];
export type ArtistStyle = (typeof applicationStyles)[number] | (typeof editStyles)[number];

const STYLES_MESSAGE = 'Select at least one tattoo style';
export const artistStylesField = <T extends readonly [string, ...string[]]>(styles: T) =>
  z
    .array(z.enum(styles, { error: 'Unknown tattoo style' }), { error: STYLES_MESSAGE })
    .min(1, STYLES_MESSAGE);

const HANDLE_REQUIRED = 'Instagram handle is required';
/** Whatever was typed ('@name', a profile URL) becomes the bare lowercase handle, then must look like one. */
export const instagramHandleSchema = z
  .string({ error: HANDLE_REQUIRED })
  .transform(normalizeHandle)
  .pipe(
    z
      .string()
      .min(1, HANDLE_REQUIRED)
      // Empty is min's to report; one message per problem.
      .refine(
        (handle) => handle === '' || INSTAGRAM_HANDLE.test(handle),
        'Instagram handles use letters, numbers, periods and underscores (30 at most)',
      ),
  );

// The tattoo style lists (spec §9). No zod here: public pages import them without loading the schemas.

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

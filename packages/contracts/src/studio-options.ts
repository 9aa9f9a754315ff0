// Studio option lists (spec §9, §3). No zod here: public pages import them without loading the schemas.

/** Studio specializations (spec §9, 16). */
export const studioSpecializations = [
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
  'Mandala',
  'Sacred Geometry',
  'Script',
] as const;
export type StudioSpecialization = (typeof studioSpecializations)[number];

export const appointmentTypes = ['walk-ins', 'appointments', 'both'] as const;
export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

import type { z } from 'zod';
import type { ContactValues, PoliciesValues, StyleValues, WelcomeValues, WorkValues } from './step-schemas';

/**
 * Everything the applicant has entered so far, as the inputs hold it (uploaded images as their media URLs). It is
 * kept in the tab (`usePersistedDraft`) without the password, so a reload or a visit elsewhere does not lose it.
 */
export type ApplicationDraft = WelcomeValues & StyleValues & WorkValues & ContactValues & PoliciesValues;

export const emptyDraft: ApplicationDraft = {
  artistName: '',
  profileImage: '',
  bio: '',
  tattooStyles: [],
  portfolioImages: [],
  flashImages: [],
  instagramHandle: '',
  studioName: '',
  location: '',
  locationAddress: '',
  locationLat: null,
  locationLng: null,
  phone: '',
  email: '',
  website: '',
  password: '',
  confirmPassword: '',
  depositPolicy: '',
  cancellationPolicy: '',
  touchupPolicy: '',
};

/** The part of the draft one step's form edits: each step's form starts from what was entered before. */
export function stepValues<S extends z.ZodObject>(schema: S, draft: ApplicationDraft): z.input<S> {
  const entries = Object.keys(schema.shape).map((key) => [key, draft[key as keyof ApplicationDraft]]);
  return Object.fromEntries(entries) as z.input<S>;
}

import { requiredImage } from '@inkbook/contracts/media';
import { studioEditSchema } from '@inkbook/contracts/studio';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';

/** The catalog service's own edit rules (spec §5 "Studio application" with the dashboard's 10-photo galleries). */
const rules = studioEditSchema.shape;

/**
 * The studio's profile as both studio forms hold it: the application wizard and the dashboard's Profile tab.
 * Inputs hold text ('' until chosen); parsing gives the API's body (whole-number year and minimum, cleaned
 * Instagram handle, null for empty optional fields). The radio's '' and the chips' strings go through the rules'
 * option lists. Only the logo's message is the forms' own: it asks for the upload instead of stating the rule
 * (spec §5 gives both texts). The wizard narrows the galleries to its own limits and adds the password.
 */
export const studioProfileFormSchema = z.object({
  studioName: rules.studioName,
  logo: requiredImage('Please upload your studio logo'),
  tagline: rules.tagline,
  description: rules.description,
  establishedYear: rules.establishedYear,
  specializations: z.array(z.string()).pipe(rules.specializations),
  bannerImage: rules.bannerImage,
  interiorImages: rules.interiorImages,
  exteriorImages: rules.exteriorImages,
  location: rules.location,
  locationAddress: rules.locationAddress,
  locationLat: rules.locationLat,
  locationLng: rules.locationLng,
  phone: rules.phone,
  businessEmail: rules.businessEmail,
  instagramHandle: rules.instagramHandle,
  businessHours: rules.businessHours,
  website: rules.website,
  appointmentType: z.string().pipe(rules.appointmentType),
  depositPolicy: rules.depositPolicy,
  cancellationPolicy: rules.cancellationPolicy,
  shopMinimum: rules.shopMinimum,
  ageRequirements: rules.ageRequirements,
  handlesDeposits: rules.handlesDeposits,
});

export type StudioProfileFormValues = z.input<typeof studioProfileFormSchema>;
export type StudioProfileField = FieldPath<StudioProfileFormValues>;
/** What the form's values parse to: the API's shapes (numbers, nulls, the cleaned handle). */
export type StudioProfileFormBody = z.output<typeof studioProfileFormSchema>;

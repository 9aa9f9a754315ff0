import { passwordsMatch } from '@inkbook/contracts/fields';
import { requiredImage } from '@inkbook/contracts/media';
import { type AppointmentType, studioApplicationSchema } from '@inkbook/contracts/studio';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';

/** The application's field rules (spec §5): the very schema the catalog service checks the body with. */
const rules = studioApplicationSchema.in.shape;

/**
 * The wizard's form, checked by the application's own rules. Inputs hold text ('' until chosen); parsing
 * turns the values into the POST /api/studios body (whole-number year and minimum, cleaned Instagram handle,
 * null for empty optional fields). The radio's '' and the chips' strings go through the rules' option lists.
 * Only the logo's message is the wizard's own: it asks for the upload instead of stating the rule (spec §5
 * gives both texts).
 */
export const studioFormSchema = z
  .object({
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
    password: rules.password,
    confirmPassword: rules.confirmPassword,
  })
  .refine((values) => values.password === values.confirmPassword, passwordsMatch('Passwords do not match'));

export type StudioFormValues = z.input<typeof studioFormSchema>;
export type StudioField = FieldPath<StudioFormValues>;

export const emptyStudioForm: StudioFormValues = {
  studioName: '',
  logo: '',
  tagline: '',
  description: '',
  establishedYear: '',
  specializations: [],
  bannerImage: '',
  interiorImages: [],
  exteriorImages: [],
  location: '',
  locationAddress: '',
  locationLat: null,
  locationLng: null,
  phone: '',
  businessEmail: '',
  instagramHandle: '',
  businessHours: {
    monday: '',
    tuesday: '',
    wednesday: '',
    thursday: '',
    friday: '',
    saturday: '',
    sunday: '',
  },
  website: '',
  appointmentType: '',
  depositPolicy: '',
  cancellationPolicy: '',
  shopMinimum: '',
  ageRequirements: '',
  // Spec §3: false (artists take their own deposits) unless the studio says otherwise.
  handlesDeposits: false,
  password: '',
  confirmPassword: '',
};

/** Readable names for the stored appointment types (the radio's options and the preview). */
export const appointmentTypeLabels: Record<AppointmentType, { label: string; description: string }> = {
  'walk-ins': { label: 'Walk-ins only', description: 'Clients drop in; no booking needed.' },
  appointments: { label: 'Appointments only', description: 'Every session is booked ahead.' },
  both: { label: 'Walk-ins and appointments', description: 'Book ahead, or drop in when a chair is free.' },
};

export const depositHandlingLabels = {
  artists: {
    label: 'Artists handle deposits individually',
    description: 'Each artist sets and collects their own deposits.',
  },
  studio: {
    label: 'Studio collects deposits centrally',
    description: 'Clients pay deposits to the studio, whichever artist does the work.',
  },
} as const;

import { passwordsMatch } from '@inkbook/contracts/fields';
import { studioApplicationSchema } from '@inkbook/contracts/studio';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { studioProfileFormSchema } from '@/components/studio-form/studio-form-schema';

/** The application's own rules (spec §5), for what the wizard asks beyond the shared profile fields. */
const rules = studioApplicationSchema.in.shape;

/**
 * The wizard's form: the studio profile's fields (shared with the dashboard's Profile tab), with the
 * application's smaller galleries (spec §9: 5 interior, 3 exterior) and the account's password.
 */
export const studioFormSchema = studioProfileFormSchema
  .extend({
    interiorImages: rules.interiorImages,
    exteriorImages: rules.exteriorImages,
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

import { z } from 'zod';
import {
  confirmPasswordSchema,
  coordinateField,
  emailField,
  integerWithDefault,
  nullableText,
  passwordSchema,
  passwordsMatch,
  requiredText,
  websiteField,
} from './fields';
import { normalizeHandle } from './handle';
import { imageList, requiredImage } from './media';
import {
  appointmentTypeSchema,
  businessHoursSchema,
  establishedYearSchema,
  studioSpecializations,
} from './studio-fields';

// The bodies studios send: the application wizard's and the dashboard profile form's (spec §5).

const policy = (name: string) => requiredText(20, `${name} policy must be at least 20 characters`);
const gallery = (name: string, max: number) =>
  imageList({
    min: { count: 1, message: `Upload at least one ${name} photo` },
    max: { count: max, message: `Maximum ${max} ${name} photos allowed` },
  });

/** Fields the application and the dashboard's profile form share (spec §5 "Studio application"). */
const studioFields = {
  studioName: requiredText(2, 'Studio name is required'),
  logo: requiredImage('Studio logo is required'),
  tagline: z
    .string({ error: 'Tagline must be at least 10 characters' })
    .trim()
    .min(10, 'Tagline must be at least 10 characters')
    .max(100, 'Tagline must be less than 100 characters'),
  description: requiredText(50, 'Description must be at least 50 characters'),
  establishedYear: establishedYearSchema,
  specializations: z
    .array(z.enum(studioSpecializations, { error: 'Unknown specialization' }), {
      error: 'Select at least one specialization',
    })
    .min(1, 'Select at least one specialization'),
  bannerImage: requiredImage('Banner image is required'),
  /** Optional; typed as '@name' or a profile URL, stored bare ('cleaned', spec §5). */
  instagramHandle: nullableText().transform((handle) => (handle ? normalizeHandle(handle) || null : handle)),
  location: requiredText(2, 'Location is required'),
  locationAddress: requiredText(10, 'Full address is required'),
  locationLat: coordinateField(90, 'Invalid latitude'),
  locationLng: coordinateField(180, 'Invalid longitude'),
  phone: requiredText(10, 'Phone number is required'),
  businessEmail: emailField('Please enter a valid business email'),
  businessHours: businessHoursSchema,
  website: websiteField('Please enter a valid website URL'),
  appointmentType: appointmentTypeSchema,
  depositPolicy: policy('Deposit'),
  cancellationPolicy: policy('Cancellation'),
  shopMinimum: integerWithDefault(0, 'Shop minimum must be a whole number of dollars', {
    value: 0,
    message: 'Shop minimum cannot be negative',
  }),
  ageRequirements: requiredText(10, 'Age requirements must be specified'),
  /** false: artists take their own deposits; true: the studio collects them centrally. */
  handlesDeposits: z.boolean({ error: 'Choose who handles deposits' }).default(false),
};

/**
 * POST /api/studios. The login it creates uses `businessEmail` (the form has no other email) and `password`.
 * Galleries follow the wizard's limits: 1–5 interior and 1–3 exterior photos.
 */
export const studioApplicationSchema = z
  .object({
    ...studioFields,
    interiorImages: gallery('interior', 5),
    exteriorImages: gallery('exterior', 3),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((body) => body.password === body.confirmPassword, passwordsMatch('Passwords do not match'))
  .transform(({ confirmPassword: _confirm, ...body }) => body);
export type StudioApplicationInput = z.input<typeof studioApplicationSchema>;
export type StudioApplication = z.output<typeof studioApplicationSchema>;

/** PUT /api/studios/{id}: the dashboard's profile form; galleries may hold up to 10 photos each there. */
export const studioUpdateSchema = z.object({
  ...studioFields,
  interiorImages: gallery('interior', 10),
  exteriorImages: gallery('exterior', 10),
});
export type StudioUpdateInput = z.input<typeof studioUpdateSchema>;
export type StudioUpdate = z.output<typeof studioUpdateSchema>;

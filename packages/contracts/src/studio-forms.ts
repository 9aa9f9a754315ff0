import { z } from 'zod';
import { booksUpdateSchema } from './availability';
import {
  confirmPasswordSchema,
  coordinateField,
  emailField,
  integerWithDefault,
  nullableText,
  optionalInteger,
  partialUpdateOf,
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
  weekHoursSchema,
} from './studio-fields';
import { textLimits } from './text-limits';

// The bodies studios send: the application wizard's and the dashboard profile form's (spec §5).

const policy = (name: string) =>
  requiredText(20, `${name} policy must be at least 20 characters`, {
    max: textLimits.policy,
    label: `${name} policy`,
    multiline: true,
  });
const gallery = (name: string, max: number) =>
  imageList({
    min: { count: 1, message: `Upload at least one ${name} photo` },
    max: { count: max, message: `Maximum ${max} ${name} photos allowed` },
  });

const SHOP_MINIMUM_MESSAGE = 'Shop minimum must be a whole number of dollars';
const SHOP_MINIMUM_MIN = { value: 0, message: 'Shop minimum cannot be negative' };
/** false: artists take their own deposits; true: the studio collects them centrally. */
const handlesDeposits = z.boolean({ error: 'Choose who handles deposits' });

/** Fields the application and the dashboard's profile form share (spec §5 "Studio application"). */
const studioFields = {
  studioName: requiredText(2, 'Studio name is required', { max: textLimits.name, label: 'Studio name' }),
  logo: requiredImage('Studio logo is required'),
  tagline: requiredText(10, 'Tagline must be at least 10 characters', {
    max: 100,
    label: 'Tagline',
    tooLong: 'Tagline must be less than 100 characters',
  }),
  description: requiredText(50, 'Description must be at least 50 characters', {
    max: textLimits.freeText,
    label: 'Description',
    multiline: true,
  }),
  establishedYear: establishedYearSchema,
  specializations: z
    .array(z.enum(studioSpecializations, { error: 'Unknown specialization' }), {
      error: 'Select at least one specialization',
    })
    .min(1, 'Select at least one specialization'),
  bannerImage: requiredImage('Banner image is required'),
  /** Optional; typed as '@name' or a profile URL, stored bare ('cleaned', spec §5). */
  instagramHandle: nullableText({ max: 200, label: 'Instagram handle' }).transform((handle) =>
    handle ? normalizeHandle(handle) || null : handle,
  ),
  location: requiredText(2, 'Location is required', { max: textLimits.location, label: 'Location' }),
  locationAddress: requiredText(10, 'Full address is required', {
    max: textLimits.address,
    label: 'Address',
  }),
  locationLat: coordinateField(90, 'Invalid latitude'),
  locationLng: coordinateField(180, 'Invalid longitude'),
  phone: requiredText(10, 'Phone number is required', { max: textLimits.phone, label: 'Phone number' }),
  businessEmail: emailField('Please enter a valid business email'),
  businessHours: businessHoursSchema,
  website: websiteField('Please enter a valid website URL'),
  appointmentType: appointmentTypeSchema,
  depositPolicy: policy('Deposit'),
  cancellationPolicy: policy('Cancellation'),
  shopMinimum: integerWithDefault(0, SHOP_MINIMUM_MESSAGE, SHOP_MINIMUM_MIN),
  ageRequirements: requiredText(10, 'Age requirements must be specified', {
    max: 500,
    label: 'Age requirements',
    multiline: true,
  }),
  handlesDeposits: handlesDeposits.default(false),
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

/** The dashboard's galleries hold up to 10 photos each (spec §9 limits), the wizard's fewer. */
const dashboardGalleries = {
  interiorImages: gallery('interior', 10),
  exteriorImages: gallery('exterior', 10),
};

/**
 * The edit rules: what a studio's profile must satisfy once an owner's update is merged into it (the
 * application's rules with the dashboard's photo limits).
 */
export const studioEditSchema = z.object({ ...studioFields, ...dashboardGalleries });
export type StudioEdit = z.output<typeof studioEditSchema>;

/**
 * PUT /api/studios/{id} (DESIGN §5): any subset of the dashboard's profile form; status, handle and anything
 * else are refused. The three fields with defaults lose them here, so leaving one out keeps its stored value.
 */
export const studioUpdateSchema = partialUpdateOf({
  ...studioFields,
  ...dashboardGalleries,
  businessHours: weekHoursSchema,
  // Blank is null here; the edit rules then store it as 0, like the application.
  shopMinimum: optionalInteger(SHOP_MINIMUM_MESSAGE, SHOP_MINIMUM_MIN),
  handlesDeposits,
  /** Issue 26: the books whole (status, reopensOn, requestCap); the service keeps `openedAt` and the count. */
  books: booksUpdateSchema,
});
export type StudioUpdate = z.output<typeof studioUpdateSchema>;

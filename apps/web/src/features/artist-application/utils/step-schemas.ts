import { applicationStyles, instagramHandleSchema } from '@inkbook/contracts/artist';
import {
  confirmPasswordSchema,
  emailField,
  passwordSchema,
  passwordsMatch,
  requiredText,
  websiteField,
} from '@inkbook/contracts/fields';
import { imageList, requiredImage } from '@inkbook/contracts/media';
import { textLimits } from '@inkbook/contracts/text-limits';
import { z } from 'zod';

// One schema per wizard step, with the wizard's own wording (spec §5 'Artist application'). The server checks
// the whole body again with contracts' artistApplicationSchema, whose messages are the API's.

export const BIO_MIN = 25;
export const BIO_MAX = 150;
export const PORTFOLIO_MAX = 25;
export const FLASH_MAX = 8;

export const welcomeSchema = z.object({
  artistName: requiredText(1, "What's your name?", { max: textLimits.name, label: 'Artist name' }),
  profileImage: requiredImage('Please upload a profile photo'),
});

export const styleSchema = z.object({
  bio: z
    .string()
    .trim()
    .min(BIO_MIN, 'Tell us more about yourself (at least 25 characters)')
    .max(BIO_MAX, 'Bio must be 150 characters or less'),
  tattooStyles: z.array(z.enum(applicationStyles)).min(1, 'Select at least one style you specialize in'),
});

export const workSchema = z.object({
  portfolioImages: imageList({
    min: { count: 1, message: 'Upload at least one example of your work' },
    max: { count: PORTFOLIO_MAX, message: `Maximum ${PORTFOLIO_MAX} images allowed` },
  }),
  flashImages: imageList({ max: { count: FLASH_MAX, message: `Maximum ${FLASH_MAX} images allowed` } }),
});

export const contactSchema = z
  .object({
    instagramHandle: instagramHandleSchema,
    studioName: z.string(),
    location: requiredText(1, 'Where are you located?', { max: textLimits.location, label: 'Location' }),
    // Set only by picking a suggestion; typed-in locations go without (the server falls back to the text).
    locationAddress: z.string(),
    locationLat: z.number().nullable(),
    locationLng: z.number().nullable(),
    phone: z.string(),
    email: emailField('Please enter a valid email'),
    website: websiteField('Please enter a valid website URL (e.g., https://example.com)'),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((values) => values.password === values.confirmPassword, passwordsMatch("Passwords don't match"));

const policy = (name: string) =>
  requiredText(10, `${name} policy must be at least 10 characters`, {
    max: textLimits.policy,
    label: `${name} policy`,
    multiline: true,
  });
export const policiesSchema = z.object({
  depositPolicy: policy('Deposit'),
  cancellationPolicy: policy('Cancellation'),
  touchupPolicy: policy('Touch-up'),
});

export type WelcomeValues = z.input<typeof welcomeSchema>;
export type StyleValues = z.input<typeof styleSchema>;
export type WorkValues = z.input<typeof workSchema>;
export type ContactValues = z.input<typeof contactSchema>;
export type PoliciesValues = z.input<typeof policiesSchema>;

import { budgetRange } from '@inkbook/contracts/budget';
import { emailField, passwordSchema } from '@inkbook/contracts/fields';
import type { StudioInquiryBodyInput } from '@inkbook/contracts/inquiry';
import { studioInquiryDescription, studioInquiryTimeline } from '@inkbook/contracts/inquiry-text';
import { textLimits } from '@inkbook/contracts/text-limits';
import { z } from 'zod';
import {
  availableDatesList,
  type SharedInquiryAnswers,
  sharedInquiryDefaults,
  touchupPart,
} from '@/lib/inquiry-answers';
import { type ContactMode, contactPart } from '@/lib/inquiry-sender';

/** What the wizard holds while the client fills it in: what inputs hold ('' for "not chosen yet"). */
export interface StudioInquiryForm extends SharedInquiryAnswers {
  placementAreas: string[];
  size: string;
  complexity: string;
  preferredStyles: string[];
  budget: { min: number; max: number };
}

/** Spec §2: a new wizard, and one reset after a send, starts with a $100–$1,000 budget and Black & Grey. */
export const studioInquiryDefaults: StudioInquiryForm = {
  ...sharedInquiryDefaults,
  placementAreas: [],
  size: '',
  complexity: '',
  preferredStyles: [],
  budget: { min: 100, max: 1000 },
};

export const CONCEPT_MIN = 20;
export const PASSWORDS_DIFFER = 'Passwords do not match';

/* The gates of spec §5 'Studio inquiry wizard', worded like the server's own checks (contracts/inquiry.ts). */
const chosen = (message: string) => z.string().min(1, message);
const contact = {
  fullName: z.string().trim().min(2, 'Please enter your full name').max(textLimits.name),
  email: emailField('Please enter a valid email address'),
  phone: z.string().trim().min(10, 'Please enter a valid phone number').max(textLimits.phone),
};
const account = z
  .object({
    ...contact,
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });

/**
 * The gate of each step, 1-based; step 7 (review) always passes. Only a visitor sets a password; a signed-in
 * client's step 6 asks nothing.
 */
export function stepGate(step: number, mode: ContactMode): z.ZodType | null {
  switch (step) {
    case 1:
      return z.object({
        concept: z
          .string()
          .trim()
          .min(CONCEPT_MIN, `Please describe your idea (at least ${CONCEPT_MIN} characters)`),
      });
    case 2:
      return z.object({ placementAreas: z.array(z.string()).min(1, 'Select at least one placement area') });
    case 3:
      return z.object({ size: chosen('Please select a size') });
    case 4:
      return z.object({
        complexity: chosen('Please select a complexity level'),
        preferredStyles: z.array(z.string()).min(1, 'Select at least one preferred style'),
      });
    case 5:
      return z.object({ isTraveling: chosen('Let us know whether you are traveling for this tattoo') });
    case 6:
      return mode === 'sign-up' ? account : mode === 'contact' ? z.object(contact) : null;
    default:
      return null;
  }
}

export const stepPasses = (step: number, mode: ContactMode, form: StudioInquiryForm) =>
  stepGate(step, mode)?.safeParse(form).success ?? true;

/** Spec §7's payload. description, budgetRange and timeline follow the service's own rules (it derives them again). */
export function studioInquiryBody(
  studioId: string,
  form: StudioInquiryForm,
  mode: ContactMode,
): StudioInquiryBodyInput {
  const dates = availableDatesList(form.availableDates);
  return {
    studioId,
    ...contactPart(mode, form),
    concept: form.concept,
    referenceImages: form.referenceImages,
    placementPhotos: form.placementPhotos,
    preferredStyles: form.preferredStyles as StudioInquiryBodyInput['preferredStyles'],
    description: studioInquiryDescription(form.concept.trim(), form.additionalNotes),
    budgetRange: budgetRange(form.budget.min, form.budget.max),
    budgetMin: form.budget.min,
    budgetMax: form.budget.max,
    timeline: studioInquiryTimeline(dates),
    placementAreas: form.placementAreas as StudioInquiryBodyInput['placementAreas'],
    availableDates: dates,
    size: form.size as StudioInquiryBodyInput['size'],
    complexity: form.complexity as StudioInquiryBodyInput['complexity'],
    style: form.style,
    isTraveling: form.isTraveling as StudioInquiryBodyInput['isTraveling'],
    schedulingNotes: form.schedulingNotes,
    additionalNotes: form.additionalNotes,
    ...touchupPart(form.touchupOf),
    // Signed in, the inquiry joins that account; otherwise the password creates the client's account.
    ...(mode === 'sign-up' ? { password: form.password } : {}),
  };
}

import { confirmPasswordSchema, passwordSchema } from '@inkbook/contracts/fields';
import { z } from 'zod';
import type { ContactMode } from '@/lib/inquiry-sender';
import { bodyFields, type InquiryAnswers } from './answers';

/** Spec §2: eight screens; the progress bar counts seven (step/7), then 100% on Done. */
export const STEP_COUNT = 7;
export const DONE_STEP = 8;
export const REVIEW_STEP = 7;
export const CONTACT_STEP = 6;

const titles = [
  'Design',
  'Placement',
  'Size',
  'Budget & Details',
  'Availability',
  'Sign Up',
  'Review',
  'Done',
];
/** Someone signed in creates no account on step 6: it is only their contact details (or none, for a client). */
export const stepTitle = (step: number, mode: ContactMode) =>
  step === CONTACT_STEP && mode !== 'sign-up' ? 'Contact' : (titles[step - 1] ?? '');

export const PASSWORDS_DIFFER = 'Passwords do not match';

const contact = z.object({ fullName: bodyFields.fullName, email: bodyFields.email, phone: bodyFields.phone });
const signUp = contact
  .extend({ password: passwordSchema, confirmPassword: confirmPasswordSchema })
  .refine((answers) => answers.password === answers.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });

/** Spec §5 'Artist inquiry dialog gates for Next': what each step checks before moving on. */
export function stepSchema(step: number, mode: ContactMode): z.ZodType {
  switch (step) {
    case 1:
      return z.object({ concept: bodyFields.concept });
    case 2:
      return z.object({ placementAreas: bodyFields.placementAreas });
    case 3:
      return z.object({ size: bodyFields.size });
    case 5:
      return z.object({ isTraveling: bodyFields.isTraveling });
    case CONTACT_STEP:
      return mode === 'sign-up' ? signUp : mode === 'contact' ? contact : z.object({});
    default:
      return z.object({});
  }
}

/** The Review screen's sections: which step each edits and whether it is Completed (spec §2). */
export function reviewSections(answers: InquiryAnswers, mode: ContactMode) {
  const passes = (step: number) => stepSchema(step, mode).safeParse(answers).success;
  return [
    { step: 1, title: 'Design', completed: passes(1) },
    { step: 2, title: 'Placement', completed: passes(2) },
    // The quote needs the complexity too: without it the section is not complete.
    { step: 3, title: 'Size', completed: passes(3) && answers.complexity !== '' },
    { step: 4, title: 'Budget & Details', completed: true },
    { step: 5, title: 'Availability', completed: passes(5) && answers.availableDates.trim() !== '' },
    { step: CONTACT_STEP, title: stepTitle(CONTACT_STEP, mode), completed: passes(CONTACT_STEP) },
  ];
}

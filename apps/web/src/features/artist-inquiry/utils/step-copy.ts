import type { ContactMode } from '@/lib/inquiry-sender';
import { CONTACT_STEP } from './steps';

/** The line under each step's heading. */
export function stepDescription(step: number, firstName: string, mode: ContactMode): string {
  switch (step) {
    case 1:
      return 'Describe the tattoo you have in mind and add any references.';
    case 2:
      return 'Pick every area that applies.';
    case 3:
      return 'Choose a size and how detailed it is to see an estimate.';
    case 4:
      return `What you'd like to spend, and anything else ${firstName} should know.`;
    case 5:
      return 'When could you come in?';
    case CONTACT_STEP:
      return mode === 'sign-up'
        ? `How ${firstName} can reach you, and a password to follow your inquiry.`
        : mode === 'contact'
          ? `How ${firstName} can reach you.`
          : `${firstName} reaches you with your account's details.`;
    case 7:
      return 'Check your answers before sending.';
    default:
      return `${firstName} will get back to you soon.`;
  }
}

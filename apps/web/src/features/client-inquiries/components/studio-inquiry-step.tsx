import type { StudioInquiryWizard } from '../hooks/use-studio-inquiry-wizard';
import { AvailabilityStep } from './steps/availability-step';
import { ContactStep } from './steps/contact-step';
import { IdeaStep } from './steps/idea-step';
import { PlacementStep } from './steps/placement-step';
import { ReviewStep } from './steps/review-step';
import { SizeStep } from './steps/size-step';
import { StyleStep } from './steps/style-step';

/** The heading of each of the 7 steps, in order. */
export const stepTitles = [
  'Your tattoo idea',
  'Placement',
  'Size',
  'Style & budget',
  'Availability',
  'Your details',
  'Review & submit',
] as const;

interface StudioInquiryStepProps {
  wizard: StudioInquiryWizard;
  signedInEmail: string | null;
  returnTo: string;
}

/** The fields of the wizard's current step. */
export function StudioInquiryStep({ wizard, signedInEmail, returnTo }: StudioInquiryStepProps) {
  switch (wizard.step) {
    case 1:
      return <IdeaStep wizard={wizard} />;
    case 2:
      return <PlacementStep wizard={wizard} />;
    case 3:
      return <SizeStep wizard={wizard} />;
    case 4:
      return <StyleStep wizard={wizard} />;
    case 5:
      return <AvailabilityStep wizard={wizard} />;
    case 6:
      return <ContactStep wizard={wizard} signedInEmail={signedInEmail} returnTo={returnTo} />;
    default:
      return <ReviewStep wizard={wizard} returnTo={returnTo} />;
  }
}

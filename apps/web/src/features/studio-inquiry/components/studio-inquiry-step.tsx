import type { InquirySender } from '@/lib/inquiry-sender';
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
  sender: InquirySender | null;
  /** The studio's page, which 'Log in' comes back to. */
  page: string;
  /** An image of steps 1 and 2 started or finished uploading. */
  onBusyChange: (busy: boolean) => void;
}

/** The fields of the wizard's current step. */
export function StudioInquiryStep({ wizard, sender, page, onBusyChange }: StudioInquiryStepProps) {
  switch (wizard.step) {
    case 1:
      return <IdeaStep wizard={wizard} onBusyChange={onBusyChange} />;
    case 2:
      return <PlacementStep wizard={wizard} onBusyChange={onBusyChange} />;
    case 3:
      return <SizeStep wizard={wizard} />;
    case 4:
      return <StyleStep wizard={wizard} />;
    case 5:
      return <AvailabilityStep wizard={wizard} />;
    case 6:
      return <ContactStep wizard={wizard} sender={sender} page={page} />;
    default:
      return <ReviewStep wizard={wizard} page={page} />;
  }
}

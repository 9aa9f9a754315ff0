import type { ReactNode } from 'react';
import type { ContactMode, InquirySender } from '@/lib/inquiry-sender';
import type { InquiryArtist } from '../utils/inquiry-artist';
import { AvailabilityStep } from './steps/availability-step';
import { BudgetStep } from './steps/budget-step';
import { ContactStep } from './steps/contact-step';
import { DesignStep } from './steps/design-step';
import { DoneStep } from './steps/done-step';
import { PlacementStep } from './steps/placement-step';
import { ReviewStep } from './steps/review-step';
import { SizeStep } from './steps/size-step';

interface StepBodyProps {
  step: number;
  artist: InquiryArtist;
  sender: InquirySender | null;
  mode: ContactMode;
  /** The price of the flash piece booked (null: none), quoted instead of the estimate. */
  flashPrice: number | null;
  onBusyChange: (busy: boolean) => void;
  onEdit: (step: number) => void;
  failure: ReactNode;
  signInLink: ReactNode;
}

/** The fields of the current screen. */
export function StepBody({
  step,
  artist,
  sender,
  mode,
  flashPrice,
  onBusyChange,
  onEdit,
  failure,
  signInLink,
}: StepBodyProps) {
  switch (step) {
    case 1:
      return <DesignStep artist={artist} onBusyChange={onBusyChange} />;
    case 2:
      return <PlacementStep onBusyChange={onBusyChange} />;
    case 3:
      return <SizeStep artistFirstName={artist.firstName} flashPrice={flashPrice} />;
    case 4:
      return <BudgetStep artistFirstName={artist.firstName} />;
    case 5:
      return <AvailabilityStep />;
    case 6:
      return <ContactStep sender={sender} mode={mode} signInLink={signInLink} />;
    case 7:
      return <ReviewStep mode={mode} onEdit={onEdit} failure={failure} />;
    default:
      return <DoneStep artistFirstName={artist.firstName} signedIn={sender !== null} />;
  }
}

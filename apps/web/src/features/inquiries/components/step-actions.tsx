import { ArrowLeft, ArrowRight, MessageSquareText, Search, Send } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { DONE_STEP, REVIEW_STEP } from '../utils/steps';

interface StepActionsProps {
  step: number;
  onBack: () => void;
  /** An image is still uploading: moving on would cancel it. */
  uploading: boolean;
  sending: boolean;
  /** '+1' and digits, or null (Message Artist then explains there is no number). */
  dialNumber: string | null;
}

const NO_PHONE = 'No phone number available for this artist.';

/**
 * The dialog's buttons (spec §2): Back except on the first and last screens, Next up to Review, Send Inquiry on
 * Review ('Sending...' while pending), and Explore More / Message Artist once it is sent. Next and Send are the
 * form's submit button, so Enter in a field moves on too.
 */
export function StepActions({ step, onBack, uploading, sending, dialNumber }: StepActionsProps) {
  if (step === DONE_STEP) {
    return (
      <div className="flex w-full flex-wrap justify-end gap-3">
        <Link to={paths.artists} className={buttonStyles({ variant: 'outline' })}>
          <Search aria-hidden="true" className="size-4" />
          Explore More
        </Link>
        {dialNumber ? (
          <a href={`sms:${dialNumber}`} className={buttonStyles({ variant: 'accent' })}>
            <MessageSquareText aria-hidden="true" className="size-4" />
            Message Artist
          </a>
        ) : (
          <Button variant="accent" onClick={() => window.alert(NO_PHONE)}>
            <MessageSquareText aria-hidden="true" className="size-4" />
            Message Artist
          </Button>
        )}
      </div>
    );
  }
  const review = step === REVIEW_STEP;
  return (
    <>
      {step > 1 ? (
        <Button variant="outline" onClick={onBack} disabled={sending}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" variant="accent" isLoading={sending} disabled={uploading}>
        {review ? (sending ? 'Sending...' : 'Send Inquiry') : uploading ? 'Uploading...' : 'Next'}
        {sending ? null : review ? (
          <Send aria-hidden="true" className="size-4" />
        ) : (
          <ArrowRight aria-hidden="true" className="size-4" />
        )}
      </Button>
    </>
  );
}

import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import type { ResumeState } from '@/components/wizard/resume';
import { useResumeOnReturn } from '@/components/wizard/use-resume-on-return';
import { useStepDialog } from '@/components/wizard/use-step-dialog';
import { useTouchupOnArrival } from '@/components/wizard/use-touchup-on-arrival';
import type { InquirySender } from '@/lib/inquiry-sender';
import { lazyWhenIdle } from '@/lib/lazy-when-idle';
import { studioResumeKey } from '../utils/resume-key';
import type { StudioInquiryForm } from '../utils/studio-inquiry-form';
import type { StudioInquiryWizardProps } from './studio-inquiry-wizard';

const dialog = lazyWhenIdle(async () => (await import('./studio-inquiry-wizard')).StudioInquiryWizard);

interface StudioInquiryProps {
  studio: StudioInquiryWizardProps['studio'];
  /** The signed-in account, or null for a visitor. */
  sender: InquirySender | null;
  /**
   * A valid waitlist invite's token (`?invite=` on the profile, issue 26 item 3): the wizard opens by itself, says
   * so, and the inquiry carries it (it goes through while the books are closed).
   */
  waitlistInvite?: string;
}

/**
 * 'Send {studio} an Inquiry' on a studio profile and the wizard it opens, loaded once a person is on the page. Coming
 * back from /login with `?resume=1` reopens it with the answers kept for the sign-in; `?touchup={bookingId}` opens
 * it as a touch-up of that booking. Back steps back or closes it, a reload opens it again as it was
 * (`useStepDialog`).
 */
export function StudioInquiry({ studio, sender, waitlistInvite = '' }: StudioInquiryProps) {
  const inquiry = useStepDialog<StudioInquiryForm>(studioResumeKey(studio.id), dialog.preload);
  const [resume, setResume] = useState<ResumeState<StudioInquiryForm> | null>(null);
  useResumeOnReturn<StudioInquiryForm>(studioResumeKey(studio.id), (saved) => {
    setResume(saved);
    inquiry.arrive(saved.step);
  });
  const [touchupOf, setTouchupOf] = useState('');
  useTouchupOnArrival((bookingId) => {
    setTouchupOf(bookingId);
    inquiry.arrive(1);
  });
  const arrived = inquiry.steps.step !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per invite (not over a wizard already open).
  useEffect(() => {
    if (waitlistInvite && !arrived) inquiry.arrive(1);
  }, [waitlistInvite]);

  return (
    <>
      <Button
        variant="primary"
        aria-haspopup="dialog"
        className="h-auto min-h-11 max-w-full min-w-0 py-2.5 whitespace-normal"
        onClick={inquiry.show}
      >
        <Send aria-hidden="true" className="size-4 shrink-0" />
        {/* A long studio name wraps on a phone rather than being cut. */}
        <span className="min-w-0 text-center text-balance">Send {studio.studioName} an Inquiry</span>
      </Button>
      <LazyDialog
        dialog={inquiry.dialog}
        component={dialog.Component}
        props={{
          studio,
          sender,
          resume,
          touchupOf,
          waitlistInvite,
          steps: inquiry.steps,
          draft: inquiry.draft,
        }}
        loadingLabel="Loading inquiry form"
      />
    </>
  );
}

import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogStepFrame } from '@/components/wizard/dialog-step-frame';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { STUDIO_INQUIRY_STEPS, useStudioInquiryWizard } from '../hooks/use-studio-inquiry-wizard';
import { StudioInquiryStep, stepTitles } from './studio-inquiry-step';

export interface StudioInquiryDialogProps {
  studio: { id: string; studioName: string; handle: string };
  /** The signed-in account's email, or null for a visitor (the app knows who is signed in; this feature doesn't). */
  signedInEmail: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes (the button that opened it). */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * The 7-step wizard of 'Send {studio} an Inquiry' (spec §2), full screen on phones. It cannot be closed while
 * sending; after a send it closes and starts over, after a failure it keeps every answer. It stays mounted once
 * opened, so closing and reopening keeps the answers too.
 */
export function StudioInquiryDialog({
  studio,
  signedInEmail,
  open,
  onOpenChange,
  returnFocusTo,
}: StudioInquiryDialogProps) {
  const wizard = useStudioInquiryWizard({
    studioId: studio.id,
    signedInEmail,
    onSent: () => {
      toast.success('Inquiry sent!', { description: `Your inquiry has been sent to ${studio.studioName}.` });
      onOpenChange(false);
    },
    onFailed: (failure) => toast.error('Error', { description: failure.message }),
  });
  const { step, canGoOn, submitting } = wizard;
  const last = step === STUDIO_INQUIRY_STEPS;
  const returnTo = paths.studio(studio.handle);
  const title = `Send ${studio.studioName} an Inquiry`;

  return (
    <Dialog open={open} onOpenChange={(next) => onOpenChange(next || submitting)}>
      <DialogContent
        fullScreenOnPhone
        // The step's heading takes focus (DialogStepFrame), not the first field.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>The studio usually replies within 24 hours.</DialogDescription>
        </DialogHeader>
        <DialogStepFrame
          step={step}
          total={STUDIO_INQUIRY_STEPS}
          title={stepTitles[step - 1] ?? ''}
          onSubmit={last ? wizard.submit : wizard.next}
          actions={
            <>
              <Button variant="outline" onClick={wizard.previous} disabled={step === 1 || submitting}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                Previous
              </Button>
              {last ? (
                <Button type="submit" variant="accent" isLoading={submitting}>
                  {submitting ? 'Submitting...' : 'Submit Inquiry'}
                </Button>
              ) : (
                <Button type="submit" variant="accent" disabled={!canGoOn}>
                  Next
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Button>
              )}
            </>
          }
        >
          <StudioInquiryStep wizard={wizard} signedInEmail={signedInEmail} returnTo={returnTo} />
        </DialogStepFrame>
      </DialogContent>
    </Dialog>
  );
}

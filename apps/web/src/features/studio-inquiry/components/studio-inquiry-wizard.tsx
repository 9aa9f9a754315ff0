import { TouchupNote } from '@/components/booking/touchup-note';
import { useUploadsInFlight } from '@/components/image-upload/use-uploads-in-flight';
import { InvitedNote } from '@/components/invited-note';
import type { LazyDialogControl } from '@/components/lazy-dialog';
import { DialogStepActions } from '@/components/wizard/dialog-step-actions';
import { DialogStepFrame } from '@/components/wizard/dialog-step-frame';
import type { ResumeState } from '@/components/wizard/resume';
import { WizardDialog } from '@/components/wizard/wizard-dialog';
import { paths } from '@/config/paths';
import type { InquirySender } from '@/lib/inquiry-sender';
import type { DialogStep } from '@/lib/use-dialog-step';
import type { PersistedDraft } from '@/lib/use-persisted-draft';
import { STUDIO_INQUIRY_STEPS, useStudioInquiryWizard } from '../hooks/use-studio-inquiry-wizard';
import type { StudioInquiryForm } from '../utils/studio-inquiry-form';
import { StudioInquiryStep, stepTitles } from './studio-inquiry-step';

export interface StudioInquiryWizardProps extends LazyDialogControl {
  studio: { id: string; studioName: string; handle: string };
  /** The signed-in account, or null for a visitor (the app knows who is signed in; this feature doesn't). */
  sender: InquirySender | null;
  /** Answers kept across a sign-in, to pick up where the client left. */
  resume: ResumeState<StudioInquiryForm> | null;
  /** The booking a touch-up is asked of, when the profile was opened for one ('' for a new tattoo). */
  touchupOf: string;
  /** A valid waitlist invite's token ('' for none): sent with the inquiry, and noted on every step. */
  waitlistInvite: string;
  /** The open step, in the address: Back steps back, a reload comes back to it. */
  steps: DialogStep;
  /** The answers kept in the tab across a reload (never the passwords). */
  draft: PersistedDraft<StudioInquiryForm>;
}

/**
 * The 7-step wizard of 'Send {studio} an Inquiry' (spec §2), full screen on phones. It cannot be closed while
 * sending; after a send it closes and starts over, after a failure it keeps every answer. It stays mounted once
 * opened, so closing and reopening keeps the answers too.
 */
export function StudioInquiryWizard({
  studio,
  sender,
  resume,
  touchupOf,
  waitlistInvite,
  steps,
  draft,
  open,
  onOpenChange,
  returnFocusTo,
}: StudioInquiryWizardProps) {
  const uploads = useUploadsInFlight();
  const wizard = useStudioInquiryWizard({
    studioId: studio.id,
    studioName: studio.studioName,
    sender,
    resume,
    touchupOf,
    waitlistInvite,
    steps,
    draft,
    onSent: () => onOpenChange(false),
  });
  const { step, canGoOn, submitting } = wizard;
  const last = step === STUDIO_INQUIRY_STEPS;
  const page = paths.studio(studio.handle);

  return (
    <WizardDialog
      // Closing is blocked while the inquiry is on its way (spec §2).
      open={open}
      onOpenChange={(next) => onOpenChange(next || submitting)}
      returnFocusTo={returnFocusTo}
      title={`Send ${studio.studioName} an Inquiry`}
      description="The studio usually replies within 24 hours."
    >
      <DialogStepFrame
        step={step}
        total={STUDIO_INQUIRY_STEPS}
        title={stepTitles[step - 1] ?? ''}
        onSubmit={() => {
          // Moving on would cancel an upload still on its way (Next waits too).
          if (!uploads.uploading) (last ? wizard.submit : wizard.next)();
        }}
        actions={
          <DialogStepActions
            backLabel="Previous"
            onBack={wizard.previous}
            backDisabled={step === 1}
            send={last ? { label: 'Submit Inquiry', pendingLabel: 'Submitting...' } : null}
            pending={submitting}
            disabled={!canGoOn}
            uploading={uploads.uploading}
          />
        }
      >
        {wizard.values.touchupOf ? <TouchupNote bookingId={wizard.values.touchupOf} /> : null}
        {waitlistInvite ? <InvitedNote /> : null}
        <StudioInquiryStep wizard={wizard} sender={sender} page={page} onBusyChange={uploads.onBusyChange} />
      </DialogStepFrame>
    </WizardDialog>
  );
}

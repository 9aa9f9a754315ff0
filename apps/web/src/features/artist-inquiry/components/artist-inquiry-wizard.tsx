import { useEffect, useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { TouchupNote, useTouchupPrefill } from '@/components/booking/touchup-note';
import { useUploadsInFlight } from '@/components/image-upload/use-uploads-in-flight';
import { InvitedNote } from '@/components/invited-note';
import type { LazyDialogControl } from '@/components/lazy-dialog';
import { DialogStepActions } from '@/components/wizard/dialog-step-actions';
import { DialogStepFrame } from '@/components/wizard/dialog-step-frame';
import { keepForSignIn, type ResumeState } from '@/components/wizard/resume';
import { ResumeSignInLink } from '@/components/wizard/resume-sign-in-link';
import { SendFailureAlert } from '@/components/wizard/send-failure-alert';
import { WizardDialog } from '@/components/wizard/wizard-dialog';
import { paths } from '@/config/paths';
import { type InquirySender, useContactMode } from '@/lib/inquiry-sender';
import type { DialogStep } from '@/lib/use-dialog-step';
import { type PersistedDraft, useKeepDraft } from '@/lib/use-persisted-draft';
import { initialAnswers, useInquiryForm } from '../hooks/use-inquiry-form';
import { useSendAnswers } from '../hooks/use-send-answers';
import type { InquiryAnswers } from '../utils/answers';
import { type FlashBooking, nearestSize } from '../utils/flash-booking';
import { focusFirstInvalid } from '../utils/focus-invalid';
import { type InquiryArtist, resumeKey } from '../utils/inquiry-artist';
import { stepDescription } from '../utils/step-copy';
import { CONTACT_STEP, DONE_STEP, REVIEW_STEP, STEP_COUNT, stepTitle } from '../utils/steps';
import { DoneActions } from './done-actions';
import { StepBody } from './step-body';

export interface ArtistInquiryWizardProps extends LazyDialogControl {
  artist: InquiryArtist;
  sender: InquirySender | null;
  /** Answers kept across a sign-in, to pick up where the person left. */
  resume: ResumeState<InquiryAnswers> | null;
  /** The booking a touch-up is asked of, when the profile was opened for one ('' for a new tattoo). */
  touchupOf: string;
  /** A waitlist invite's token ('' for none): sent with the inquiry, and noted on every step. */
  waitlistInvite: string;
  /** The priced flash piece booked (null for an inquiry of one's own): chosen, its size preset, its price quoted. */
  flashBooking: FlashBooking | null;
  /** The open step, in the address: Back steps back, a reload comes back to it. */
  steps: DialogStep;
  /** The answers kept in the tab across a reload (never the passwords). */
  draft: PersistedDraft<InquiryAnswers>;
}

/**
 * The artist inquiry dialog (spec §2 'Artist inquiry dialog', §5 gates, §8 messages): eight screens in one form,
 * a full-screen sheet on phones. Answers live here while the dialog is closed and reopened, are kept in the tab
 * as they change (a reload picks them up) and for a sign-in; the frame moves focus to each new step's heading.
 */
export function ArtistInquiryWizard({
  artist,
  sender,
  open,
  onOpenChange,
  resume,
  touchupOf,
  waitlistInvite,
  flashBooking,
  returnFocusTo,
  steps,
  draft,
}: ArtistInquiryWizardProps) {
  const { mode, askForContact } = useContactMode(sender);
  // Done is no step of the address: it shows over the Review entry the send was made from.
  const [sentAt, setSentAt] = useState<number | null>(null);
  // While closing, the last step stays on screen.
  const shown = useRef(steps.step ?? 1);
  if (steps.step !== null) shown.current = steps.step;
  const step = sentAt === null ? shown.current : DONE_STEP;
  const [initial] = useState(() => initialAnswers(resume, sender, touchupOf, draft.restored?.answers));
  const form = useInquiryForm(step, mode, initial);
  // Every answer, as the inputs hold it (useWatch without a name gives the whole form).
  const values = useWatch({ control: form.control }) as InquiryAnswers;
  // Untouched answers of a new inquiry (or one just sent and started over) are not worth a draft.
  const worthKeeping = form.formState.isDirty || steps.reached > 1;
  useKeepDraft(draft, { answers: values, step, reached: steps.reached }, sentAt === null && worthKeeping);
  const touchup = useWatch({ control: form.control, name: 'touchupOf' });
  useTouchupPrefill(touchup, (concept) => {
    if (!form.getValues('concept').trim()) form.setValue('concept', concept);
  });
  // Booking a piece chooses it among the references and presets the size nearest its inches.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per piece booked.
  useEffect(() => {
    if (!flashBooking) return;
    const chosen = form.getValues('selectedFlashDesigns');
    if (!chosen.includes(flashBooking.url)) {
      form.setValue('selectedFlashDesigns', [...chosen, flashBooking.url], { shouldDirty: true });
    }
    form.setValue('size', nearestSize(flashBooking.sizeInches), { shouldDirty: true });
  }, [flashBooking?.url]);
  const uploads = useUploadsInFlight();
  const bodyRef = useRef<HTMLDivElement>(null);

  const keep = (at: number, send: boolean) =>
    keepForSignIn(resumeKey(artist), form.getValues(), { step: at, send });
  const delivery = useSendAnswers({
    artist,
    mode,
    extra: {
      ...(waitlistInvite ? { waitlistInvite } : {}),
      ...(flashBooking ? { flashBooking: flashBooking.url } : {}),
    },
    onSent: () => setSentAt(steps.step),
    onNeedsSignIn: () => keep(REVIEW_STEP, true),
    // Review then marks the contact section Not completed, with its Edit button.
    onNeedsContact: () => {
      askForContact();
      if (sender && !form.getValues('email')) form.setValue('email', sender.email);
    },
  });
  const page = paths.artist(artist.handle);

  // Back from signing in after a 409: the same answers go out once the session is known.
  const autoSend = useRef(resume?.send === true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sends once, when the sign-in is known.
  useEffect(() => {
    if (!autoSend.current || mode === 'sign-up') return;
    autoSend.current = false;
    delivery.send(form.getValues());
  }, [mode]);

  const goTo = (next: number) => {
    delivery.reset();
    steps.goTo(next);
  };
  const back = () => {
    delivery.reset();
    steps.back(step - 1);
  };
  // After a send the next inquiry starts afresh (its draft is already cleared).
  const finish = () => {
    form.reset(initialAnswers(null, sender));
    setSentAt(null);
    steps.restart();
  };
  // Back from Done (to the steps of the inquiry just sent) closes the dialog instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address only.
  useEffect(() => {
    if (sentAt === null || steps.step === sentAt) return;
    finish();
    if (steps.step !== null) steps.close();
  }, [steps.step]);
  const submit = form.handleSubmit(
    () => (step === REVIEW_STEP ? delivery.send(form.getValues()) : goTo(step + 1)),
    () => requestAnimationFrame(() => focusFirstInvalid(bodyRef.current)),
  );

  const changeOpen = (next: boolean) => {
    // Closing while sending would hide the answer to it.
    if (!next && delivery.sending) return;
    onOpenChange(next);
    if (!next && step === DONE_STEP) finish();
  };

  const failure = (
    <SendFailureAlert
      failure={delivery.failure}
      signInLink={<ResumeSignInLink page={page} onFollow={() => keep(REVIEW_STEP, true)} />}
    />
  );

  return (
    <WizardDialog
      open={open}
      onOpenChange={changeOpen}
      returnFocusTo={returnFocusTo}
      title={`Inquiry for ${artist.name}`}
      description={stepDescription(step, artist.firstName, mode)}
    >
      <FormProvider {...form}>
        <DialogStepFrame
          step={step}
          total={STEP_COUNT}
          percent={step === DONE_STEP ? 100 : undefined}
          title={step === DONE_STEP ? 'Inquiry Sent!' : stepTitle(step, mode)}
          onSubmit={() => void submit()}
          actions={
            step === DONE_STEP ? (
              <DoneActions dialNumber={artist.dialNumber} />
            ) : (
              <DialogStepActions
                backLabel="Back"
                onBack={step > 1 ? back : null}
                send={step === REVIEW_STEP ? { label: 'Send Inquiry', pendingLabel: 'Sending...' } : null}
                pending={delivery.sending}
                uploading={uploads.uploading}
              />
            )
          }
        >
          <div ref={bodyRef} className="contents">
            {touchup && step !== DONE_STEP ? <TouchupNote bookingId={touchup} /> : null}
            {waitlistInvite && step !== DONE_STEP ? <InvitedNote /> : null}
            <StepBody
              step={step}
              artist={artist}
              sender={sender}
              mode={mode}
              flashPrice={flashBooking?.price ?? null}
              onBusyChange={uploads.onBusyChange}
              onEdit={goTo}
              failure={failure}
              signInLink={<ResumeSignInLink page={page} onFollow={() => keep(CONTACT_STEP, false)} />}
            />
          </div>
        </DialogStepFrame>
      </FormProvider>
    </WizardDialog>
  );
}

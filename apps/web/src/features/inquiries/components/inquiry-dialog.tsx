import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogStepFrame } from '@/components/wizard/dialog-step-frame';
import { paths } from '@/config/paths';
import { previewsOf } from '../api/upload-attachment';
import { initialAnswers, useInquiryForm } from '../hooks/use-inquiry-form';
import { useSendAnswers } from '../hooks/use-send-answers';
import { focusFirstInvalid } from '../utils/focus-invalid';
import type { InquiryArtist } from '../utils/inquiry-artist';
import { RESUME_PARAM, RESUME_VALUE, type ResumeState, saveResume } from '../utils/resume';
import { stepDescription } from '../utils/step-copy';
import { CONTACT_STEP, DONE_STEP, REVIEW_STEP, STEP_COUNT, stepTitle } from '../utils/steps';
import { SignInLink } from './sign-in-link';
import { StepActions } from './step-actions';
import { StepBody } from './step-body';

export interface InquiryDialogProps {
  artist: InquiryArtist;
  signedInEmail: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Answers kept across a sign-in, to pick up where the person left. */
  resume: ResumeState | null;
  /** The button that opened the dialog, which gets focus back when it closes. */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * The artist inquiry dialog (spec §2 'Artist inquiry dialog', §5 gates, §8 messages): eight screens in one form,
 * a full-screen sheet on phones. Answers live here while the dialog is closed and reopened, and are kept for a
 * sign-in; the frame moves focus to each new step's heading.
 */
export function InquiryDialog({
  artist,
  signedInEmail,
  open,
  onOpenChange,
  resume,
  returnFocusTo,
}: InquiryDialogProps) {
  const signedIn = signedInEmail !== null;
  const [step, setStep] = useState(() => resume?.step ?? 1);
  const [initial] = useState(() => initialAnswers(resume, signedInEmail));
  const form = useInquiryForm(step, signedIn, initial);
  const [uploads, setUploads] = useState(0);
  const bodyRef = useRef<HTMLDivElement>(null);

  const keepForSignIn = (at: number, send: boolean) => {
    const { password: _password, confirmPassword: _confirm, ...answers } = form.getValues();
    const previews = previewsOf([...answers.referenceImages, ...answers.placementPhotos]);
    saveResume(artist.id, { answers, previews, step: at, send });
  };
  const sender = useSendAnswers({
    artist,
    signedIn,
    onSent: () => setStep(DONE_STEP),
    onNeedsSignIn: () => keepForSignIn(REVIEW_STEP, true),
  });
  const back = `${paths.artist(artist.handle)}?${RESUME_PARAM}=${RESUME_VALUE}`;
  const loginHref = `${paths.login}?next=${encodeURIComponent(back)}`;

  // Back from signing in after a 409: the same answers go out once the session is known.
  const autoSend = useRef(resume?.send === true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sends once, when the sign-in is known.
  useEffect(() => {
    if (!autoSend.current || !signedIn) return;
    autoSend.current = false;
    sender.send(form.getValues());
  }, [signedIn]);

  const goTo = (next: number) => {
    sender.reset();
    setStep(next);
  };
  const submit = form.handleSubmit(
    () => (step === REVIEW_STEP ? sender.send(form.getValues()) : goTo(step + 1)),
    () => requestAnimationFrame(() => focusFirstInvalid(bodyRef.current)),
  );

  const changeOpen = (next: boolean) => {
    // Closing while sending would hide the answer to it.
    if (!next && sender.sending) return;
    onOpenChange(next);
    if (!next && step === DONE_STEP) {
      form.reset(initialAnswers(null, signedInEmail));
      setStep(1);
    }
  };

  const failure = sender.failure ? (
    <div
      role="alert"
      className="rounded-xl border border-accent/30 bg-accent-soft p-4 text-sm text-accent-strong"
    >
      <p className="font-medium">{sender.failure.message}</p>
      {sender.failure.needsSignIn ? (
        <p className="mt-2 text-ink-soft">
          <SignInLink href={loginHref} onFollow={() => keepForSignIn(REVIEW_STEP, true)}>
            Log in
          </SignInLink>{' '}
          and your inquiry is sent with these answers.
        </p>
      ) : null}
    </div>
  ) : null;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        fullScreenOnPhone
        // The frame puts focus on the step's heading; the dialog must not move it to the first button.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          const opener = returnFocusTo();
          if (!opener) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        <div className="mb-5 pr-10">
          <DialogTitle className="text-lg">Inquiry for {artist.name}</DialogTitle>
          <DialogDescription>{stepDescription(step, artist.firstName, signedIn)}</DialogDescription>
        </div>
        <FormProvider {...form}>
          <DialogStepFrame
            step={step}
            total={STEP_COUNT}
            percent={step === DONE_STEP ? 100 : undefined}
            title={step === DONE_STEP ? 'Inquiry Sent!' : stepTitle(step, signedIn)}
            onSubmit={() => void submit()}
            actions={
              <StepActions
                step={step}
                onBack={() => goTo(step - 1)}
                uploading={uploads > 0}
                sending={sender.sending}
                dialNumber={artist.dialNumber}
              />
            }
          >
            <div ref={bodyRef} className="contents">
              <StepBody
                step={step}
                artist={artist}
                signedInEmail={signedInEmail}
                onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
                onEdit={goTo}
                failure={failure}
                signInLink={
                  <SignInLink href={loginHref} onFollow={() => keepForSignIn(CONTACT_STEP, false)}>
                    Log in
                  </SignInLink>
                }
              />
            </div>
          </DialogStepFrame>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}

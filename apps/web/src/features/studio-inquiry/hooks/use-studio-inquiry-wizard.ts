import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTouchupPrefill } from '@/components/booking/touchup-note';
import { clearResume, keepForSignIn, type ResumeState } from '@/components/wizard/resume';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { contactMode, type InquirySender, useContactMode } from '@/lib/inquiry-sender';
import { describeSendFailure, type SendFailure } from '@/lib/send-failure';
import type { DialogStep } from '@/lib/use-dialog-step';
import { clearDraft, type PersistedDraft, useKeepDraft } from '@/lib/use-persisted-draft';
import { useSendStudioInquiry } from '../api/send-studio-inquiry';
import { studioResumeKey } from '../utils/resume-key';
import {
  type StudioInquiryForm,
  stepGate,
  stepPasses,
  studioInquiryBody,
  studioInquiryDefaults,
} from '../utils/studio-inquiry-form';

export const STUDIO_INQUIRY_STEPS = 7;
const CONTACT_STEP = 6;

/** A new wizard's answers: the defaults, with the account's email for someone signed in who gives contact details. */
const freshAnswers = (sender: InquirySender | null): StudioInquiryForm => ({
  ...studioInquiryDefaults,
  email: contactMode(sender) === 'contact' ? (sender?.email ?? '') : '',
});

interface Options {
  studioId: string;
  /** Named in the toast that says it was sent. */
  studioName: string;
  /** The signed-in account, or null for a visitor, who sets a password. */
  sender: InquirySender | null;
  /** Answers kept across a sign-in, to pick up where the client left. */
  resume: ResumeState<StudioInquiryForm> | null;
  /** The booking a touch-up is asked of ('' for a new tattoo): the idea is prefilled from it. */
  touchupOf: string;
  /** A valid waitlist invite's token ('' for none): sent with the inquiry, which then goes through while closed. */
  waitlistInvite: string;
  /** The open step, in the address (`useDialogStep`). */
  steps: DialogStep;
  /** The answers kept in the tab across a reload. */
  draft: PersistedDraft<StudioInquiryForm>;
  onSent: () => void;
}

/**
 * The studio inquiry wizard's state: answers, step, each step's gate (spec §5) and the send. A failed send keeps
 * every answer and stays on the last step; a sent one starts over from step 1 with the defaults. 'Log in' keeps
 * the answers for after the sign-in; back from a 409's 'Log in', they are sent once the session is known. The
 * answers are kept in the tab as they change, so a reload opens the wizard again with them.
 */
export function useStudioInquiryWizard({
  studioId,
  studioName,
  sender,
  resume,
  touchupOf,
  waitlistInvite,
  steps,
  draft,
  onSent,
}: Options) {
  const { mode, askForContact } = useContactMode(sender);
  // No resolver: each step's gate is checked on the live values (stepGate), which also gives errorFor its text.
  const form = useForm<StudioInquiryForm>({
    defaultValues: resume
      ? { ...studioInquiryDefaults, ...resume.answers }
      : { ...freshAnswers(sender), ...draft.restored?.answers, ...(touchupOf ? { touchupOf } : {}) },
  });
  const values = form.watch();
  useTouchupPrefill(values.touchupOf, (concept) => {
    if (!form.getValues('concept').trim()) form.setValue('concept', concept);
  });
  // While closing, the last step stays on screen.
  const shown = useRef(steps.step ?? 1);
  if (steps.step !== null) shown.current = steps.step;
  const step = shown.current;
  // Untouched answers of a new inquiry (or one just sent and started over) are not worth a draft.
  const worthKeeping = form.formState.isDirty || steps.reached > 1;
  useKeepDraft(draft, { answers: values, step, reached: steps.reached }, worthKeeping);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  // One key per set of answers: a retry of the same answers reuses it, going back to change them makes a new one.
  const idempotencyKey = useRef(newIdempotencyKey());
  const send = useSendStudioInquiry(studioName, sender !== null);

  // Who is signed in is often known only after the wizard has its defaults.
  useEffect(() => {
    if (mode === 'contact' && sender && !form.getValues('email')) form.setValue('email', sender.email);
  }, [mode, sender, form]);

  const canGoOn = stepPasses(step, mode, values);

  /** A field's message once the client has left it, or at once for a mismatched confirmation (spec §5 inline). */
  const errorFor = (field: keyof StudioInquiryForm): string | undefined => {
    const shown =
      form.formState.touchedFields[field] === true ||
      (field === 'confirmPassword' && values.confirmPassword !== '');
    if (!shown) return undefined;
    const result = stepGate(step, mode)?.safeParse(values);
    return result?.success === false
      ? result.error.issues.find((issue) => issue.path[0] === field)?.message
      : undefined;
  };

  const next = () => {
    if (canGoOn && step < STUDIO_INQUIRY_STEPS) steps.goTo(step + 1);
  };
  const previous = () => {
    if (step === STUDIO_INQUIRY_STEPS) {
      idempotencyKey.current = newIdempotencyKey();
      setFailure(null);
    }
    if (step > 1) steps.back(step - 1);
  };

  const keep = (at: number, sendOnReturn: boolean) =>
    keepForSignIn(studioResumeKey(studioId), form.getValues(), { step: at, send: sendOnReturn });

  // A second Send while the first is out joins it (useCommand): the inquiry goes once.
  const submit = () => {
    setFailure(null);
    send.mutate(
      {
        body: {
          ...studioInquiryBody(studioId, form.getValues(), mode),
          ...(waitlistInvite ? { waitlistInvite } : {}),
        },
        idempotencyKey: idempotencyKey.current,
      },
      {
        onSuccess: () => {
          clearResume(studioResumeKey(studioId));
          clearDraft(studioResumeKey(studioId));
          form.reset(freshAnswers(sender));
          steps.restart();
          idempotencyKey.current = newIdempotencyKey();
          onSent();
        },
        onError: (error) => {
          const found = describeSendFailure(error);
          // No details on file for this client: step 6 asks for them after all (the email is filled in).
          if (found.needsContact) {
            askForContact();
            idempotencyKey.current = newIdempotencyKey();
            steps.goTo(CONTACT_STEP);
            return;
          }
          setFailure(found);
          // Kept at once, so signing in by any way (not only the 'Log in' link) comes back to these answers.
          if (found.needsSignIn) keep(STUDIO_INQUIRY_STEPS, true);
        },
      },
    );
  };

  // Back from signing in after a 409: the same answers go out once the session is known.
  const autoSend = useRef(resume?.send === true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sends once, when the sign-in is known.
  useEffect(() => {
    if (!autoSend.current || mode === 'sign-up') return;
    autoSend.current = false;
    submit();
  }, [mode]);

  return {
    form,
    values,
    step,
    mode,
    canGoOn,
    errorFor,
    next,
    previous,
    submit,
    submitting: send.isPending,
    failure,
    /** 'Log in' beside the password fields: come back to step 6. After a 409: come back and send. */
    keepForContactSignIn: () => keep(CONTACT_STEP, false),
    keepForSendSignIn: () => keep(STUDIO_INQUIRY_STEPS, true),
  };
}

export type StudioInquiryWizard = ReturnType<typeof useStudioInquiryWizard>;

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSendStudioInquiry } from '../api/send-studio-inquiry';
import {
  type StudioInquiryForm,
  stepGate,
  stepPasses,
  studioInquiryBody,
  studioInquiryDefaults,
} from '../utils/studio-inquiry-form';

export const STUDIO_INQUIRY_STEPS = 7;
const SEND_FAILED = 'Failed to send inquiry. Please try again.';

export interface SendFailure {
  message: string;
  /** 409: the email has an account; signing in as it lets the inquiry through. */
  accountExists: boolean;
}

interface Options {
  studioId: string;
  /** The signed-in account's email (prefilled), or null for a visitor, who sets a password. */
  signedInEmail: string | null;
  onSent: () => void;
  onFailed: (failure: SendFailure) => void;
}

/**
 * The studio inquiry wizard's state: answers, step, each step's gate (spec §5) and the send. A failed send keeps
 * every answer and stays on the last step; a sent one starts over from step 1 with the defaults.
 */
export function useStudioInquiryWizard({ studioId, signedInEmail, onSent, onFailed }: Options) {
  const signedIn = signedInEmail !== null;
  // No resolver: each step's gate is checked on the live values (stepGate), which also gives errorFor its text.
  const form = useForm<StudioInquiryForm>({
    defaultValues: { ...studioInquiryDefaults, email: signedInEmail ?? '' },
  });
  const values = form.watch();
  const [step, setStep] = useState(1);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  // One key per set of answers: a retry of the same answers reuses it, going back to change them makes a new one.
  const idempotencyKey = useRef(newIdempotencyKey());
  const send = useSendStudioInquiry();

  // Who is signed in is often known only after the dialog has its defaults.
  useEffect(() => {
    if (signedInEmail && !form.getValues('email')) form.setValue('email', signedInEmail);
  }, [signedInEmail, form]);

  const canGoOn = stepPasses(step, signedIn, values);

  /** A field's message once the client has left it, or at once for a mismatched confirmation (spec §5 inline). */
  const errorFor = (field: keyof StudioInquiryForm): string | undefined => {
    const shown =
      form.formState.touchedFields[field] === true ||
      (field === 'confirmPassword' && values.confirmPassword !== '');
    if (!shown) return undefined;
    const result = stepGate(step, signedIn)?.safeParse(values);
    return result?.success === false
      ? result.error.issues.find((issue) => issue.path[0] === field)?.message
      : undefined;
  };

  const next = () => {
    if (canGoOn && step < STUDIO_INQUIRY_STEPS) setStep(step + 1);
  };
  const previous = () => {
    if (step === STUDIO_INQUIRY_STEPS) {
      idempotencyKey.current = newIdempotencyKey();
      setFailure(null);
    }
    if (step > 1) setStep(step - 1);
  };

  const submit = () => {
    if (send.isPending) return;
    setFailure(null);
    send.mutate(
      { body: studioInquiryBody(studioId, values, signedIn), idempotencyKey: idempotencyKey.current },
      {
        onSuccess: () => {
          form.reset({ ...studioInquiryDefaults, email: signedInEmail ?? '' });
          setStep(1);
          idempotencyKey.current = newIdempotencyKey();
          onSent();
        },
        onError: (error) => {
          const found: SendFailure = {
            message: (isApiError(error) && error.serverMessage) || SEND_FAILED,
            accountExists: isApiError(error) && error.status === 409,
          };
          setFailure(found);
          onFailed(found);
        },
      },
    );
  };

  return {
    form,
    values,
    step,
    signedIn,
    canGoOn,
    errorFor,
    next,
    previous,
    submit,
    submitting: send.isPending,
    failure,
  };
}

export type StudioInquiryWizard = ReturnType<typeof useStudioInquiryWizard>;

import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { AccountDetailsNote, InquiryContactFields } from '@/components/inquiry-contact-fields';
import type { ContactMode, InquirySender } from '@/lib/inquiry-sender';
import type { InquiryAnswers } from '../../utils/answers';

interface ContactStepProps {
  sender: InquirySender | null;
  mode: ContactMode;
  /** 'Log in' for a visitor who already has an account. */
  signInLink: ReactNode;
}

/**
 * Step 6: how the artist reaches the client. A visitor also creates a password, which gives them a client account
 * to follow the inquiry; a signed-in client sends with their account's details and sees only a note.
 */
export function ContactStep({ sender, mode, signInLink }: ContactStepProps) {
  const { register, formState } = useFormContext<InquiryAnswers>();
  if (sender && mode === 'account') return <AccountDetailsNote email={sender.email} />;
  const { errors } = formState;
  return (
    <InquiryContactFields
      idPrefix="inquiry-"
      register={register}
      errors={{
        fullName: errors.fullName?.message,
        email: errors.email?.message,
        phone: errors.phone?.message,
        password: errors.password?.message,
        confirmPassword: errors.confirmPassword?.message,
      }}
      signInLink={signInLink}
      signedInEmail={sender?.email ?? null}
      passwordHint="At least 8 characters. Sign in later to follow your inquiry."
    />
  );
}

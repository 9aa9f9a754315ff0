import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { NewPasswordFields } from '@/components/new-password-fields';
import { FormField } from '@/components/ui/form-field';
import type { InquiryAnswers } from '../../utils/answers';

interface ContactStepProps {
  signedInEmail: string | null;
  /** 'Log in' for a visitor who already has an account. */
  signInLink: ReactNode;
}

/**
 * Step 6: how the artist reaches the client. A visitor also creates a password, which gives them a client account
 * to follow the inquiry; a signed-in client sends from their account and sees a note instead.
 */
export function ContactStep({ signedInEmail, signInLink }: ContactStepProps) {
  const { register, formState } = useFormContext<InquiryAnswers>();
  const { errors } = formState;
  return (
    <>
      <FormField
        id="inquiry-full-name"
        label="Full name"
        autoComplete="name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          id="inquiry-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          id="inquiry-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="(512) 555-0100"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      {signedInEmail ? (
        <Note>
          You're signed in as <strong className="font-medium text-ink">{signedInEmail}</strong>. Your inquiry
          is added to your account, where you can follow it.
        </Note>
      ) : (
        <>
          <NewPasswordFields
            idPrefix="inquiry-"
            password={register('password')}
            confirm={register('confirmPassword')}
            passwordError={errors.password?.message}
            confirmError={errors.confirmPassword?.message}
            passwordHint="At least 8 characters. Sign in later to follow your inquiry."
            confirmLabel="Confirm Password"
          />
          <Note>Already have an account? {signInLink} to send this inquiry from it.</Note>
        </>
      )}
    </>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-3 rounded-xl border border-line bg-paper-deep p-4 text-sm text-ink-soft">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      <span>{children}</span>
    </p>
  );
}

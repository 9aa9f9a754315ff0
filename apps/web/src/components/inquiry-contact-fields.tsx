import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { NewPasswordFields } from './new-password-fields';
import { FormField } from './ui/form-field';

type ContactField = 'fullName' | 'email' | 'phone' | 'password' | 'confirmPassword';

interface InquiryContactFieldsProps {
  /** Ids become `{idPrefix}full-name`, `{idPrefix}email`, … */
  idPrefix: string;
  register: (field: ContactField) => UseFormRegisterReturn;
  errors: Partial<Record<ContactField, string | undefined>>;
  /** 'Log in' (keeping the answers) for a visitor who already has an account; null once signed in. */
  signInLink: ReactNode;
  /** The signed-in account's email, or null for a visitor, who also sets a password. */
  signedInEmail: string | null;
  passwordHint: string;
}

/**
 * Step 6 of both inquiry dialogs for anyone who gives contact details: a visitor's name, email and phone and
 * a password that makes the client account they follow the inquiry with; someone signed in (not a client) gives
 * the details without a password, and the inquiry joins their account.
 */
export function InquiryContactFields({
  idPrefix,
  register,
  errors,
  signInLink,
  signedInEmail,
  passwordHint,
}: InquiryContactFieldsProps) {
  return (
    <>
      <FormField
        id={`${idPrefix}full-name`}
        label="Full name"
        autoComplete="name"
        error={errors.fullName}
        {...register('fullName')}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          id={`${idPrefix}email`}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email}
          {...register('email')}
        />
        <FormField
          id={`${idPrefix}phone`}
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="(512) 555-0100"
          error={errors.phone}
          {...register('phone')}
        />
      </div>
      {signedInEmail ? (
        <InquiryNote>
          You're signed in as <strong className="font-medium text-ink">{signedInEmail}</strong>. Your inquiry
          is added to your account, where you can follow it on My Inquiries.
        </InquiryNote>
      ) : (
        <>
          <NewPasswordFields
            idPrefix={idPrefix}
            password={register('password')}
            confirm={register('confirmPassword')}
            passwordError={errors.password}
            confirmError={errors.confirmPassword}
            passwordHint={passwordHint}
            confirmLabel="Confirm Password"
          />
          <InquiryNote>Already have an account? {signInLink} to send this inquiry from it.</InquiryNote>
        </>
      )}
    </>
  );
}

/**
 * Step 6 for a signed-in client: nothing to fill in (issue 12 item 9), only what the inquiry is sent with.
 */
export function AccountDetailsNote({ email }: { email: string }) {
  return (
    <InquiryNote>
      You're signed in as <strong className="font-medium text-ink">{email}</strong>. Your inquiry is sent with
      your account's details and added to My Inquiries, where you can follow it.
    </InquiryNote>
  );
}

function InquiryNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-3 rounded-xl border border-line bg-paper-deep p-4 text-sm text-ink-soft">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      <span>{children}</span>
    </p>
  );
}

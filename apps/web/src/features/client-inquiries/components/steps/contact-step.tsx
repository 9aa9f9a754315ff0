import { Info } from 'lucide-react';
import { NewPasswordFields } from '@/components/new-password-fields';
import { FormField } from '@/components/ui/form-field';
import type { StudioInquiryWizard } from '../../hooks/use-studio-inquiry-wizard';
import { LoginLink } from '../login-link';

interface ContactStepProps {
  wizard: StudioInquiryWizard;
  signedInEmail: string | null;
  /** Where signing in brings the client back to (the studio's page). */
  returnTo: string;
}

/**
 * Step 6: how the studio reaches the client. A visitor also sets a password, which creates the account they
 * follow the inquiry with; a signed-in client's inquiry joins their account, so no password is asked.
 */
export function ContactStep({ wizard, signedInEmail, returnTo }: ContactStepProps) {
  const { form, errorFor } = wizard;
  return (
    <>
      <FormField
        id="studio-inquiry-name"
        label="Full name"
        autoComplete="name"
        error={errorFor('fullName')}
        {...form.register('fullName')}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          id="studio-inquiry-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errorFor('email')}
          {...form.register('email')}
        />
        <FormField
          id="studio-inquiry-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errorFor('phone')}
          {...form.register('phone')}
        />
      </div>
      {signedInEmail ? (
        <p className="flex gap-3 rounded-xl border border-line bg-paper-deep p-4 text-sm text-ink-soft">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>
            You're signed in as <strong className="font-medium text-ink">{signedInEmail}</strong>. Follow this
            inquiry on My Inquiries.
          </span>
        </p>
      ) : (
        <>
          <NewPasswordFields
            idPrefix="studio-inquiry-"
            password={form.register('password')}
            confirm={form.register('confirmPassword')}
            passwordError={errorFor('password')}
            confirmError={errorFor('confirmPassword')}
            passwordHint="Create a password to follow your inquiry on My Inquiries."
            confirmLabel="Confirm Password"
          />
          <p className="text-sm text-muted">
            Already have an account? <LoginLink returnTo={returnTo} />
          </p>
        </>
      )}
    </>
  );
}

import { AccountDetailsNote, InquiryContactFields } from '@/components/inquiry-contact-fields';
import { ResumeSignInLink } from '@/components/wizard/resume-sign-in-link';
import type { InquirySender } from '@/lib/inquiry-sender';
import type { StudioInquiryWizard } from '../../hooks/use-studio-inquiry-wizard';

interface ContactStepProps {
  wizard: StudioInquiryWizard;
  sender: InquirySender | null;
  /** The studio's page, which 'Log in' comes back to. */
  page: string;
}

/**
 * Step 6: how the studio reaches the client. A visitor also sets a password, which creates the account they
 * follow the inquiry with; a signed-in client sends with their account's details and sees only a note.
 */
export function ContactStep({ wizard, sender, page }: ContactStepProps) {
  const { form, errorFor, mode } = wizard;
  if (sender && mode === 'account') return <AccountDetailsNote email={sender.email} />;
  return (
    <InquiryContactFields
      idPrefix="studio-inquiry-"
      register={form.register}
      errors={{
        fullName: errorFor('fullName'),
        email: errorFor('email'),
        phone: errorFor('phone'),
        password: errorFor('password'),
        confirmPassword: errorFor('confirmPassword'),
      }}
      signInLink={<ResumeSignInLink page={page} onFollow={wizard.keepForContactSignIn} />}
      signedInEmail={sender?.email ?? null}
      passwordHint="Create a password to follow your inquiry on My Inquiries."
    />
  );
}

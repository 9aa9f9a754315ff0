import { ExistingAccountNote } from '@/components/existing-account-note';
import { StudioContactFields } from '@/components/studio-form/studio-contact-fields';
import { StudioHoursFields } from '@/components/studio-form/studio-hours-fields';
import { StudioLocationFields } from '@/components/studio-form/studio-location-fields';
import { FormSection } from '@/components/ui/form-section';
import { paths } from '@/config/paths';
import { AccountFields } from '../account-fields';

/** Step 3: location, contact, hours, appointment type and the account password. */
export function ContactStep({ signedInEmail }: { signedInEmail: string | null }) {
  return (
    <>
      <FormSection title="Where to find you">
        <StudioLocationFields />
      </FormSection>
      <FormSection title="Contact">
        <StudioContactFields />
      </FormSection>
      <FormSection title="Hours and appointments">
        <StudioHoursFields />
      </FormSection>
      <FormSection
        title="Your account"
        description="You will sign in with your business email and this password once your studio is approved."
      >
        <AccountFields />
        <ExistingAccountNote signedInEmail={signedInEmail} returnTo={paths.studioOnboarding} />
      </FormSection>
    </>
  );
}

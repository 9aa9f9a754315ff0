import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { ArtistContactFields } from '@/components/artist-form/artist-contact-fields';
import { ExistingAccountNote } from '@/components/existing-account-note';
import { NewPasswordFields } from '@/components/new-password-fields';
import { FormSection } from '@/components/ui/form-section';
import { paths } from '@/config/paths';
import { handleAvailabilityQueryOptions } from '../api/check-handle';
import { useSaveOnLeave } from '../hooks/use-save-on-leave';
import { stepValues } from '../utils/draft';
import { contactSchema } from '../utils/step-schemas';
import { ApplicationStep, type StepProps } from './application-step';
import { HANDLE_TAKEN, HandleField } from './handle-field';

/** Step 4: how clients reach the artist, where they work, and the account they will log in with. */
export function ContactStep({
  draft,
  onNext,
  onBack,
  onSave,
  signedInEmail,
}: StepProps & { signedInEmail: string | null }) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(contactSchema),
    defaultValues: stepValues(contactSchema, draft),
  });
  useSaveOnLeave(() => onSave(form.getValues()));
  const handle = useWatch({ control: form.control, name: 'instagramHandle' });
  const [checking, setChecking] = useState(false);
  const { errors } = form.formState;

  // A taken handle blocks the step even if the live check had not answered yet (or answered a while ago).
  const next = form.handleSubmit(async ({ instagramHandle }) => {
    setChecking(true);
    try {
      const { available } = await queryClient.fetchQuery(handleAvailabilityQueryOptions(instagramHandle));
      if (!available) {
        form.setError('instagramHandle', { message: HANDLE_TAKEN }, { shouldFocus: true });
        return;
      }
    } catch {
      // The server checks the handle again on submit; a failed lookup must not trap the applicant here.
    } finally {
      setChecking(false);
    }
    onNext(form.getValues());
  });

  return (
    <ApplicationStep
      step={4}
      busy={checking}
      nextLabel={checking ? 'Checking...' : 'Continue'}
      onNext={() => void next()}
      onBack={() => onBack(form.getValues())}
    >
      <FormProvider {...form}>
        <ArtistContactFields
          handleField={
            <HandleField
              registration={form.register('instagramHandle')}
              value={handle}
              error={errors.instagramHandle?.message}
            />
          }
        />
      </FormProvider>

      <FormSection
        title="Your account"
        description="Once your profile is approved, you'll log in with your email and this password (at least 8 characters)."
      >
        <NewPasswordFields
          password={form.register('password')}
          confirm={form.register('confirmPassword')}
          passwordError={errors.password?.message}
          confirmError={errors.confirmPassword?.message}
          confirmLabel="Confirm password"
        />
        <ExistingAccountNote signedInEmail={signedInEmail} returnTo={paths.onboarding} />
      </FormSection>
    </ApplicationStep>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AddressSearch } from '@/components/address-search';
import { ExistingAccountNote } from '@/components/existing-account-note';
import { NewPasswordFields } from '@/components/new-password-fields';
import { FormField } from '@/components/ui/form-field';
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

  /** Typing over a picked address makes it free text again: its coordinates no longer apply. */
  const forgetPickedAddress = (text: string) => {
    if (form.getValues('locationAddress') === text) return;
    form.setValue('locationAddress', '');
    form.setValue('locationLat', null);
    form.setValue('locationLng', null);
  };

  return (
    <ApplicationStep
      step={4}
      busy={checking}
      nextLabel={checking ? 'Checking...' : 'Continue'}
      onNext={() => void next()}
      onBack={() => onBack(form.getValues())}
    >
      <FormSection title="Contact">
        <HandleField
          registration={form.register('instagramHandle')}
          value={handle}
          error={errors.instagramHandle?.message}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField
            id="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <FormField
            id="phone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            placeholder="(512) 555-0100"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
        </div>
        <FormField
          id="website"
          label="Website (optional)"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.com"
          error={errors.website?.message}
          {...form.register('website')}
        />
      </FormSection>

      <FormSection title="Where you work">
        <FormField
          id="studio-name"
          label="Studio name (optional)"
          autoComplete="organization"
          error={errors.studioName?.message}
          {...form.register('studioName')}
        />
        <Controller
          control={form.control}
          name="location"
          render={({ field, fieldState }) => (
            <AddressSearch
              id="location"
              label="Location"
              hint="Your studio's address or your city. Pick a suggestion to place you on the map."
              placeholder="Start typing an address or city"
              autoComplete="off"
              value={field.value}
              onChange={(text) => {
                field.onChange(text);
                forgetPickedAddress(text);
              }}
              onSelect={({ address, lat, lng }) => {
                field.onChange(address);
                form.setValue('locationAddress', address);
                form.setValue('locationLat', lat);
                form.setValue('locationLng', lng);
              }}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>

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

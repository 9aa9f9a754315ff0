import { appointmentTypes } from '@inkbook/contracts/studio';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { AddressSearch } from '@/components/address-search';
import { ExistingAccountNote } from '@/components/existing-account-note';
import { RadioField } from '@/components/radio-field';
import { Field } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { FormSection } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { appointmentTypeLabels, type StudioFormValues } from '../../utils/studio-form';
import { AccountFields } from '../account-fields';
import { BusinessHoursFields } from '../business-hours-fields';

const appointmentOptions = appointmentTypes.map((value) => ({ value, ...appointmentTypeLabels[value] }));

/** Step 3: location, contact, hours, appointment type and the account password. */
export function ContactStep({ signedInEmail }: { signedInEmail: string | null }) {
  const { register, control, setValue, formState } = useFormContext<StudioFormValues>();
  const { errors } = formState;
  const address = useWatch({ control, name: 'locationAddress' });
  return (
    <>
      <FormSection title="Where to find you">
        <Field
          id="studio-location"
          label="Location"
          hint="The city clients search for, e.g. Austin, TX."
          error={errors.location?.message}
        >
          {(field) => <Input {...field} autoComplete="address-level2" {...register('location')} />}
        </Field>
        <AddressSearch
          id="studio-address"
          label="Full address"
          hint="Start typing and pick your address so the map can show it."
          placeholder="Street, city, state and zip"
          value={address}
          // Typed text no longer matches the picked place, so its coordinates go with it.
          onChange={(text) => {
            setValue('locationAddress', text, { shouldDirty: true });
            setValue('locationLat', null);
            setValue('locationLng', null);
          }}
          onSelect={({ address: picked, lat, lng }) => {
            setValue('locationAddress', picked, { shouldDirty: true });
            setValue('locationLat', lat);
            setValue('locationLng', lng);
          }}
          error={errors.locationAddress?.message}
        />
      </FormSection>
      <FormSection title="Contact">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="studio-phone"
            label="Phone number"
            type="tel"
            autoComplete="tel"
            placeholder="(512) 555-0100"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <FormField
            id="studio-email"
            label="Business email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="hello@yourstudio.com"
            error={errors.businessEmail?.message}
            {...register('businessEmail')}
          />
          <FormField
            id="studio-instagram"
            label="Instagram (optional)"
            autoComplete="off"
            placeholder="@yourstudio or profile link"
            error={errors.instagramHandle?.message}
            {...register('instagramHandle')}
          />
          <FormField
            id="studio-website"
            label="Website (optional)"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://yourstudio.com"
            error={errors.website?.message}
            {...register('website')}
          />
        </div>
      </FormSection>
      <FormSection title="Hours and appointments">
        <BusinessHoursFields />
        <Controller
          control={control}
          name="appointmentType"
          render={({ field, fieldState }) => (
            <RadioField
              id="studio-appointment-type"
              label="Appointment type"
              options={appointmentOptions}
              columns={3}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
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

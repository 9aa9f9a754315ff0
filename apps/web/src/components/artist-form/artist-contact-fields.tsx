import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { LocationField, type PickedPlace } from '@/components/location-field';
import { FormField } from '@/components/ui/form-field';
import { FormSection } from '@/components/ui/form-section';
import type { ArtistFormValues } from './artist-form-values';

/**
 * How clients reach the artist (the Instagram handle, email, phone, website) and where they work (studio name and
 * location with address suggestions). `handleField` is the form's own Instagram handle input: the application
 * checks the handle live as it is typed, the edit says a new one moves the profile.
 */
export function ArtistContactFields({ handleField }: { handleField: ReactNode }) {
  const { register, control, formState, getValues, setValue } = useFormContext<ArtistFormValues>();
  const { errors } = formState;
  const place = ({ address, lat, lng }: PickedPlace) => {
    setValue('locationAddress', address);
    setValue('locationLat', lat);
    setValue('locationLng', lng);
  };
  return (
    <>
      <FormSection title="Contact">
        {handleField}
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField
            id="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={errors.email?.message}
            {...register('email')}
          />
          <FormField
            id="phone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            placeholder="(512) 555-0100"
            error={errors.phone?.message}
            {...register('phone')}
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
          {...register('website')}
        />
      </FormSection>
      <FormSection title="Where you work">
        <FormField
          id="studio-name"
          label="Studio name (optional)"
          autoComplete="organization"
          error={errors.studioName?.message}
          {...register('studioName')}
        />
        <Controller
          control={control}
          name="location"
          render={({ field, fieldState }) => (
            <LocationField
              value={field.value}
              error={fieldState.error?.message}
              pickedAddress={() => getValues('locationAddress') ?? ''}
              onText={field.onChange}
              onPlace={place}
            />
          )}
        />
      </FormSection>
    </>
  );
}

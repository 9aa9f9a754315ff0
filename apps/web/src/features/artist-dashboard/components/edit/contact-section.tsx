import { Controller, useFormContext } from 'react-hook-form';
import { ArtistContactFields } from '@/components/artist-contact-fields';
import { LocationField, type PickedPlace } from '@/components/location-field';
import { FormField } from '@/components/ui/form-field';
import { FormSection } from '@/components/ui/form-section';
import type { EditValues } from '../../utils/edit-values';

/** How clients reach the artist and where they work (location with the address search). */
export function ContactSection() {
  const { register, control, formState, getValues, setValue } = useFormContext<EditValues>();
  const { errors } = formState;

  const place = ({ address, lat, lng }: PickedPlace) => {
    setValue('locationAddress', address);
    setValue('locationLat', lat);
    setValue('locationLng', lng);
  };

  return (
    <>
      <FormSection title="Contact">
        <FormField
          id="instagram-handle"
          label="Instagram handle"
          hint="Your profile address follows your handle: changing it moves your public profile."
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.instagramHandle?.message}
          {...register('instagramHandle')}
        />
        <ArtistContactFields
          email={register('email')}
          phone={register('phone')}
          website={register('website')}
          errors={{
            email: errors.email?.message,
            phone: errors.phone?.message,
            website: errors.website?.message,
          }}
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

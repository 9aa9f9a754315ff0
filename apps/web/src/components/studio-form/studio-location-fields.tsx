import { useFormContext, useWatch } from 'react-hook-form';
import { AddressSearch } from '@/components/address-search';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { StudioProfileFormValues } from './studio-form-schema';

/** The city clients search for and the full address, picked from the address search for the map. */
export function StudioLocationFields() {
  const { register, control, setValue, formState } = useFormContext<StudioProfileFormValues>();
  const { errors } = formState;
  const address = useWatch({ control, name: 'locationAddress' });
  // The coordinates change with the address, so a form that sends only what changed sends them too.
  const dirty = { shouldDirty: true };
  return (
    <>
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
          setValue('locationAddress', text, dirty);
          setValue('locationLat', null, dirty);
          setValue('locationLng', null, dirty);
        }}
        onSelect={({ address: picked, lat, lng }) => {
          setValue('locationAddress', picked, dirty);
          setValue('locationLat', lat, dirty);
          setValue('locationLng', lng, dirty);
        }}
        error={errors.locationAddress?.message}
      />
    </>
  );
}

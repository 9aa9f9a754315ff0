import { studioSpecializations } from '@inkbook/contracts/studio';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Field } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { StudioProfileFormValues } from './studio-form-schema';

/** Spec §5 / §9 limits, shown as counters while typing. */
const TAGLINE_MAX = 100;
const DESCRIPTION_MIN = 50;

/** The studio's story: tagline, description, year established and specializations (the wizard's step 1). */
export function StudioAboutFields() {
  const { register, control, formState } = useFormContext<StudioProfileFormValues>();
  const { errors } = formState;
  const [tagline, description] = useWatch({ control, name: ['tagline', 'description'] });
  return (
    <>
      <Field
        id="studio-tagline"
        label="Tagline"
        hint={`${tagline.length}/${TAGLINE_MAX} characters (10 minimum)`}
        error={errors.tagline?.message}
      >
        {(field) => (
          <Input
            {...field}
            placeholder="e.g. Custom blackwork in the heart of East Austin"
            maxLength={TAGLINE_MAX}
            {...register('tagline')}
          />
        )}
      </Field>
      <Field
        id="studio-description"
        label="Description"
        hint={`${description.trim().length} characters (${DESCRIPTION_MIN} minimum)`}
        error={errors.description?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={5}
            placeholder="Who you are, the artists on your team, and what it is like to get tattooed here."
            {...register('description')}
          />
        )}
      </Field>
      <FormField
        id="studio-established"
        label="Year established"
        inputMode="numeric"
        autoComplete="off"
        placeholder="e.g. 2015"
        maxLength={4}
        className="max-w-60"
        error={errors.establishedYear?.message}
        {...register('establishedYear')}
      />
      <Controller
        control={control}
        name="specializations"
        render={({ field, fieldState }) => (
          <ChoiceChips
            id="studio-specializations"
            legend="Specializations"
            options={studioSpecializations}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}

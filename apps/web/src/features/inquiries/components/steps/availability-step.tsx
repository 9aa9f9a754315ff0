import { Controller, useFormContext } from 'react-hook-form';
import { RadioField } from '@/components/radio-field';
import { Field } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { InquiryAnswers } from '../../utils/answers';

const travelOptions = [
  { value: 'yes', label: "Yes, I'm planning a trip" },
  { value: 'no', label: "No, I'm local" },
] as const;

/** Step 5: when the client can come (one free-text entry) and whether they travel for it (required). */
export function AvailabilityStep() {
  const { control, register } = useFormContext<InquiryAnswers>();
  return (
    <>
      <FormField
        id="inquiry-dates"
        label="When are you available?"
        placeholder="e.g. Weekends in March, any Friday afternoon"
        {...register('availableDates')}
      />
      <Controller
        control={control}
        name="isTraveling"
        render={({ field, fieldState }) => (
          <RadioField
            id="inquiry-traveling"
            label="Are you traveling for this tattoo?"
            options={travelOptions}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Field id="inquiry-scheduling" label="Scheduling notes (optional)">
        {(control) => <Textarea {...control} rows={3} {...register('schedulingNotes')} />}
      </Field>
    </>
  );
}

import { Controller, useFormContext } from 'react-hook-form';
import { InquiryAvailabilityFields } from '@/components/inquiry-availability-fields';
import type { InquiryAnswers } from '../../utils/answers';

/** Step 5: when the client can come (one free-text entry) and whether they travel for it (required). */
export function AvailabilityStep() {
  const { control, register } = useFormContext<InquiryAnswers>();
  return (
    <Controller
      control={control}
      name="isTraveling"
      render={({ field, fieldState }) => (
        <InquiryAvailabilityFields
          idPrefix="inquiry-"
          dates={register('availableDates')}
          traveling={{ value: field.value, onChange: field.onChange, error: fieldState.error?.message }}
          schedulingNotes={register('schedulingNotes')}
        />
      )}
    />
  );
}

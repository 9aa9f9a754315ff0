import type { UseFormRegisterReturn } from 'react-hook-form';
import { RadioField } from './radio-field';
import { Field } from './ui/field';
import { FormField } from './ui/form-field';
import { Textarea } from './ui/textarea';

const travelOptions = [
  { value: 'yes', label: "Yes, I'm planning a trip" },
  { value: 'no', label: "No, I'm local" },
] as const;

interface InquiryAvailabilityFieldsProps {
  /** Ids become `{idPrefix}dates`, `{idPrefix}traveling`, `{idPrefix}scheduling`. */
  idPrefix: string;
  dates: UseFormRegisterReturn;
  traveling: { value: string; onChange: (value: 'yes' | 'no') => void; error?: string | undefined };
  schedulingNotes: UseFormRegisterReturn;
}

/**
 * Step 5 of both inquiry dialogs: when the client can come (one free-text entry, spec §3), whether they travel
 * for it (the step's gate) and any notes on timing.
 */
export function InquiryAvailabilityFields({
  idPrefix,
  dates,
  traveling,
  schedulingNotes,
}: InquiryAvailabilityFieldsProps) {
  return (
    <>
      <FormField
        id={`${idPrefix}dates`}
        label="When are you available? (optional)"
        placeholder="e.g. Weekends in March, any Friday afternoon"
        {...dates}
      />
      <RadioField
        id={`${idPrefix}traveling`}
        label="Are you traveling for this tattoo?"
        options={travelOptions}
        value={traveling.value}
        onChange={(value) => traveling.onChange(value as 'yes' | 'no')}
        error={traveling.error}
      />
      <Field id={`${idPrefix}scheduling`} label="Scheduling notes (optional)">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            placeholder="e.g. Mornings only, or a few weeks' notice please"
            {...schedulingNotes}
          />
        )}
      </Field>
    </>
  );
}

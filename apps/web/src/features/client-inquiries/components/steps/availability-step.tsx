import { RadioField } from '@/components/radio-field';
import { Field } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { StudioInquiryWizard } from '../../hooks/use-studio-inquiry-wizard';

const travelChoices = [
  { value: 'yes', label: "Yes, I'm planning a trip" },
  { value: 'no', label: "No, I'm local" },
] as const;

/** Step 5: when the client can come (free text) and the travel answer the gate asks for. */
export function AvailabilityStep({ wizard }: { wizard: StudioInquiryWizard }) {
  const { form, values } = wizard;
  return (
    <>
      <FormField
        id="studio-inquiry-dates"
        label="When are you available? (optional)"
        placeholder="Weekends in March, any Friday evening"
        {...form.register('availableDates')}
      />
      <RadioField
        id="studio-inquiry-traveling"
        label="Are you traveling for this tattoo?"
        options={travelChoices}
        value={values.isTraveling}
        onChange={(answer) => form.setValue('isTraveling', answer as 'yes' | 'no', { shouldDirty: true })}
      />
      <Field id="studio-inquiry-scheduling" label="Scheduling notes (optional)">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            placeholder="Anything about timing the studio should know"
            {...form.register('schedulingNotes')}
          />
        )}
      </Field>
    </>
  );
}

import { InquiryAvailabilityFields } from '@/components/inquiry-availability-fields';
import type { StudioInquiryWizard } from '../../hooks/use-studio-inquiry-wizard';

/** Step 5: when the client can come (free text) and the travel answer the gate asks for. */
export function AvailabilityStep({ wizard }: { wizard: StudioInquiryWizard }) {
  const { form, values } = wizard;
  return (
    <InquiryAvailabilityFields
      idPrefix="studio-inquiry-"
      dates={form.register('availableDates')}
      traveling={{
        value: values.isTraveling,
        onChange: (answer) => form.setValue('isTraveling', answer, { shouldDirty: true }),
      }}
      schedulingNotes={form.register('schedulingNotes')}
    />
  );
}

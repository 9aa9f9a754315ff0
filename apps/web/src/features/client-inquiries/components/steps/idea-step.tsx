import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { StudioInquiryWizard } from '../../hooks/use-studio-inquiry-wizard';
import { CONCEPT_MIN } from '../../utils/studio-inquiry-form';

/** Step 1: the idea in the client's words, with the counter of spec §5 ('n/20+ characters'). */
export function IdeaStep({ wizard }: { wizard: StudioInquiryWizard }) {
  const length = wizard.values.concept.trim().length;
  return (
    <Field
      id="studio-inquiry-concept"
      label="Describe your tattoo idea"
      hint={`${length}/${CONCEPT_MIN}+ characters`}
      error={wizard.errorFor('concept')}
    >
      {(control) => (
        <Textarea
          {...control}
          rows={5}
          placeholder="A koi fish swimming up my forearm, with waves and cherry blossoms around it."
          {...wizard.form.register('concept')}
        />
      )}
    </Field>
  );
}

import { FormField } from '@/components/ui/form-field';
import type { StepFieldsProps } from '../../utils/answers';
import { subjectExamples } from '../../utils/options';
import { QuickPicks } from '../quick-picks';

/** Step 2: the subject in words, or a quick pick, which replaces whatever was typed. */
export function ConceptStep({ answers, errors, onChange }: StepFieldsProps) {
  return (
    <>
      <FormField
        id="design-subject"
        label="What would you like?"
        hint={`For example: ${subjectExamples.join(', ')}`}
        placeholder={`e.g. ${subjectExamples[0]}`}
        autoComplete="off"
        value={answers.subject}
        onChange={(event) => onChange({ subject: event.target.value })}
        error={errors.subject}
      />
      <QuickPicks
        legend="Quick picks"
        chosen={answers.subject}
        onPick={(pick) => onChange({ subject: pick })}
      />
    </>
  );
}

import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { AnswerSummary } from '@/components/wizard/answer-summary';
import type { StepFieldsProps } from '../../utils/answers';
import { answerSummary } from '../../utils/summary';

/** Step 5: optional extra details and a summary of the answers before 'Generate Designs'. */
export function DetailsStep({ answers, errors, onChange }: StepFieldsProps) {
  return (
    <>
      <Field
        id="design-details"
        label="Extra details (optional)"
        hint="A banner with a name, flowers, a dagger, a frame, a date: anything the design should have."
        error={errors.extraDetails}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            placeholder="e.g. A banner reading 'Mom' with a few roses"
            value={answers.extraDetails}
            onChange={(event) => onChange({ extraDetails: event.target.value })}
          />
        )}
      </Field>
      <AnswerSummary id="design-summary-title" title="Your design" rows={answerSummary(answers)} />
    </>
  );
}

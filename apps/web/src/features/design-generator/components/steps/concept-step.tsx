import { FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import type { StepFieldsProps } from '../../utils/answers';
import { quickPicks, subjectExamples } from '../../utils/options';

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
      <fieldset>
        <legend className="text-sm font-medium text-ink">Quick picks</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {quickPicks.map((pick) => {
            const chosen = answers.subject.trim() === pick;
            return (
              <button
                key={pick}
                type="button"
                aria-pressed={chosen}
                onClick={() => onChange({ subject: pick })}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
                  chosen
                    ? 'border-ink bg-ink text-paper'
                    : 'border-line bg-white text-ink hover:border-ink/40',
                )}
              >
                {pick}
              </button>
            );
          })}
        </div>
      </fieldset>
    </>
  );
}

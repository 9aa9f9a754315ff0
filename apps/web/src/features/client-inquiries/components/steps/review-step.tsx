import { budgetText } from '@inkbook/contracts/budget';
import {
  colorStyles,
  complexityLevels,
  placementAreaLabel,
  tattooSizes,
} from '@inkbook/contracts/tattoo-options';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { SendFailure, StudioInquiryWizard } from '../../hooks/use-studio-inquiry-wizard';
import { LoginLink } from '../login-link';

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

interface ReviewStepProps {
  wizard: StudioInquiryWizard;
  returnTo: string;
}

/** Step 7: everything the studio will read, a last optional note, and why a send failed (answers kept). */
export function ReviewStep({ wizard, returnTo }: ReviewStepProps) {
  const { values, form, failure } = wizard;
  const rows: Array<[string, string]> = [
    ['Idea', values.concept.trim()],
    ['Placement', values.placementAreas.map(placementAreaLabel).join(', ')],
    ['Size', labelOf(tattooSizes, values.size)],
    ['Complexity', labelOf(complexityLevels, values.complexity)],
    ['Preferred styles', values.preferredStyles.join(', ')],
    ['Color', labelOf(colorStyles, values.style)],
    ['Budget', budgetText(values.budget.min, values.budget.max)],
    ['Availability', values.availableDates.trim() || 'Flexible'],
    ['Traveling', values.isTraveling === 'yes' ? 'Yes, planning a trip' : 'No, local'],
    ['Contact', [values.fullName, values.email, values.phone].join(' · ')],
  ];
  return (
    <>
      {failure ? <FailureNote failure={failure} returnTo={returnTo} signedIn={wizard.signedIn} /> : null}
      <dl className="divide-y divide-line rounded-xl border border-line bg-white">
        {rows.map(([term, detail]) => (
          <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-sm font-medium text-muted">{term}</dt>
            <dd className="text-sm break-words whitespace-pre-line text-ink">{detail}</dd>
          </div>
        ))}
      </dl>
      <Field id="studio-inquiry-notes" label="Additional notes (optional)">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            placeholder="First tattoo, allergies, anything else"
            {...form.register('additionalNotes')}
          />
        )}
      </Field>
    </>
  );
}

function FailureNote({
  failure,
  returnTo,
  signedIn,
}: {
  failure: SendFailure;
  returnTo: string;
  signedIn: boolean;
}) {
  return (
    <p
      role="alert"
      className="rounded-xl border border-accent/30 bg-accent-soft p-4 text-sm text-accent-strong"
    >
      {failure.message}
      {failure.accountExists && !signedIn ? (
        <>
          {' '}
          <LoginLink returnTo={returnTo} />
        </>
      ) : null}
    </p>
  );
}

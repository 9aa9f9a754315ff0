import { budgetText } from '@inkbook/contracts/budget';
import {
  colorStyles,
  complexityLevels,
  placementAreaLabel,
  tattooSizes,
} from '@inkbook/contracts/tattoo-options';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { ResumeSignInLink } from '@/components/wizard/resume-sign-in-link';
import { SendFailureAlert } from '@/components/wizard/send-failure-alert';
import { contactSummary } from '@/lib/inquiry-sender';
import type { StudioInquiryWizard } from '../../hooks/use-studio-inquiry-wizard';

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

interface ReviewStepProps {
  wizard: StudioInquiryWizard;
  /** The studio's page, which 'Log in' comes back to. */
  page: string;
}

const photos = (n: number, one: string, many: string) => (n === 0 ? 'None' : `${n} ${n === 1 ? one : many}`);

/** Step 7: everything the studio will read, a last optional note, and why a send failed (answers kept). */
export function ReviewStep({ wizard, page }: ReviewStepProps) {
  const { values, form, failure, mode } = wizard;
  const rows: Array<[string, string]> = [
    ['Idea', values.concept.trim()],
    ['Reference images', photos(values.referenceImages.length, 'image', 'images')],
    ['Placement', values.placementAreas.map(placementAreaLabel).join(', ')],
    ['Placement photos', photos(values.placementPhotos.length, 'photo', 'photos')],
    ['Size', labelOf(tattooSizes, values.size)],
    ['Complexity', labelOf(complexityLevels, values.complexity)],
    ['Preferred styles', values.preferredStyles.join(', ')],
    ['Color', labelOf(colorStyles, values.style)],
    ['Budget', budgetText(values.budget.min, values.budget.max)],
    ['Availability', values.availableDates.trim() || 'Flexible'],
    ['Traveling', values.isTraveling === 'yes' ? 'Yes, planning a trip' : 'No, local'],
    ['Contact', contactSummary(mode, values).join(' · ')],
  ];
  return (
    <>
      <SendFailureAlert
        failure={failure}
        signInLink={<ResumeSignInLink page={page} onFollow={wizard.keepForSendSignIn} />}
      />
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

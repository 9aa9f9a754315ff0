import { budgetText } from '@inkbook/contracts/budget';
import { artistInquiryQuote } from '@inkbook/contracts/quote';
import {
  colorStyles,
  complexityLevels,
  placementAreaLabel,
  tattooSizes,
} from '@inkbook/contracts/tattoo-options';
import { CheckCircle2, CircleDashed } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type ContactMode, contactSummary } from '@/lib/inquiry-sender';
import type { InquiryAnswers } from '../../utils/answers';
import { reviewSections } from '../../utils/steps';

interface ReviewStepProps {
  mode: ContactMode;
  onEdit: (step: number) => void;
  /** The failed send's message (and a 'Log in' link after a 409); kept on this step with every answer. */
  failure: ReactNode;
}

const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((item) => item.value === value)?.label ?? 'Not specified';
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The answers the summary shows under each section. */
function summaries(answers: InquiryAnswers, mode: ContactMode): Record<number, string[]> {
  const { size, complexity, style, placementAreas } = answers;
  const quote =
    size && complexity
      ? artistInquiryQuote({ size, complexity, style, placements: placementAreas }).rangeText
      : null;
  return {
    1: [
      answers.concept.trim(),
      `${count(answers.referenceImages.length, 'reference image', 'reference images')}, ${count(answers.selectedFlashDesigns.length, 'flash design', 'flash designs')}`,
    ],
    2: [
      answers.placementAreas.map(placementAreaLabel).join(', ') || 'No area chosen',
      count(answers.placementPhotos.length, 'photo', 'photos'),
    ],
    3: [
      `${labelOf(tattooSizes, answers.size)} · ${labelOf(complexityLevels, answers.complexity)} · ${labelOf(colorStyles, answers.style)}`,
      quote ? `Estimate ${quote}` : 'No estimate yet',
    ],
    4: [budgetText(answers.budgetMin, answers.budgetMax), answers.additionalNotes.trim()].filter(Boolean),
    5: [
      answers.availableDates.trim() || 'No dates given',
      answers.isTraveling === 'yes'
        ? 'Traveling for this tattoo'
        : answers.isTraveling === 'no'
          ? 'Local'
          : '',
    ].filter(Boolean),
    6: contactSummary(mode, answers),
  };
}

/** Step 7: every section with Completed / Not completed (spec §2), each with a way back to edit it. */
export function ReviewStep({ mode, onEdit, failure }: ReviewStepProps) {
  const { control } = useFormContext<InquiryAnswers>();
  const answers = useWatch({ control }) as InquiryAnswers;
  const lines = summaries(answers, mode);
  return (
    <>
      <ul className="flex flex-col gap-3">
        {reviewSections(answers, mode).map((section) => (
          <li key={section.step} className="rounded-xl border border-line bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-medium">{section.title}</h4>
              <div className="flex items-center gap-2">
                {section.completed ? (
                  <Badge variant="success">
                    <CheckCircle2 aria-hidden="true" className="size-3.5" />
                    Completed
                  </Badge>
                ) : (
                  <Badge variant="accent">
                    <CircleDashed aria-hidden="true" className="size-3.5" />
                    Not completed
                  </Badge>
                )}
                <Button variant="ghost" size="sm" onClick={() => onEdit(section.step)}>
                  Edit<span className="sr-only"> {section.title}</span>
                </Button>
              </div>
            </div>
            <ul className="mt-1 flex flex-col gap-0.5 text-sm break-words text-muted">
              {(lines[section.step] ?? []).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {failure}
    </>
  );
}

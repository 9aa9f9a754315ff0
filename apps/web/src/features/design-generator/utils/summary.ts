import { colorOptions, placementAreaLabel, tattooSizes } from '@inkbook/contracts/tattoo-options';
import type { DesignAnswers } from './answers';

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? 'Not chosen';

/** Step 5's summary (spec §2): every answer the designs will be drawn from. */
export function answerSummary(answers: DesignAnswers): { term: string; detail: string }[] {
  const size = tattooSizes.find((option) => option.value === answers.size);
  return [
    { term: 'Style', detail: answers.style || 'Not chosen' },
    { term: 'Subject', detail: answers.subject.trim() || 'Not chosen' },
    { term: 'Placement', detail: answers.placement ? placementAreaLabel(answers.placement) : 'Not chosen' },
    { term: 'Size', detail: size ? `${size.label} (${size.inches})` : 'Not chosen' },
    { term: 'Color', detail: labelOf(colorOptions, answers.colorOption) },
  ];
}

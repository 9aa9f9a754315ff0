import { tattooDimensions } from '@inkbook/contracts/quote';
import { artistTiers, colorStyles, complexityLevels, tattooSizes } from '@inkbook/contracts/tattoo-options';
import type { EstimatorAnswers } from './answers';

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? 'Not chosen';

/** '6 × 4 in': a custom size as the quote reads it, a blank side shown as the 0 it counts as. */
function sizeText(answers: EstimatorAnswers): string {
  const label = labelOf(tattooSizes, answers.size);
  if (answers.size !== 'custom') return label;
  const { width, height } = tattooDimensions({
    size: 'custom',
    width: answers.customWidth,
    height: answers.customHeight,
  });
  return `${label} (${width} × ${height} in)`;
}

/** Step 5's summary (spec §2): style, tier, size, complexity and how many placement areas. */
export function answerSummary(answers: EstimatorAnswers): { term: string; detail: string }[] {
  const areas = answers.placementAreas.length;
  return [
    { term: 'Style', detail: labelOf(colorStyles, answers.style) },
    { term: 'Artist tier', detail: labelOf(artistTiers, answers.artistTier) },
    { term: 'Size', detail: sizeText(answers) },
    { term: 'Complexity', detail: labelOf(complexityLevels, answers.complexity) },
    { term: 'Placement', detail: `${areas} ${areas === 1 ? 'area' : 'areas'}` },
  ];
}

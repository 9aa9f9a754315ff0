import { artistTiers, complexityLevels, tattooSizes } from '@inkbook/contracts/tattoo-options';
import type { AnswerErrors, EstimatorAnswers } from './answers';

/** The control each gated answer is given with: a radio group is focused at its first option. */
const controls: Partial<Record<keyof EstimatorAnswers, string>> = {
  description: '#estimator-description',
  placementAreas: '#estimator-placement input',
  size: `#estimator-size-${tattooSizes[0].value}`,
  complexity: `#estimator-complexity-${complexityLevels[0].value}`,
  artistTier: `#estimator-tier-${artistTiers[0].value}`,
  market: '#estimator-market',
};

/** After a gate refuses, focus goes to the first answer it asks for (in the order the step shows them). */
export function focusFirstError(errors: AnswerErrors) {
  const order = Object.keys(controls) as (keyof EstimatorAnswers)[];
  const field = order.find((name) => errors[name]);
  const selector = field ? controls[field] : undefined;
  if (selector) document.querySelector<HTMLElement>(selector)?.focus();
}

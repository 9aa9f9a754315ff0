import { type PricingState, pricingStateSchema } from '@inkbook/contracts/quote';
import type { AnswerMessages } from '@/components/wizard/answer-gates';

/**
 * The estimator's answers (spec §3 "Pricing state"). They live only in the page: the estimator makes no calls
 * (spec §7), and its images are object URLs of pictures that never leave the device.
 */
export type EstimatorAnswers = PricingState;
export type AnswerErrors = AnswerMessages<EstimatorAnswers>;

/** Nothing chosen, except the colour style, which has no gate and starts at Black & Grey (multiplier 1). */
export const emptyAnswers: EstimatorAnswers = { ...pricingStateSchema.parse({}), style: 'blackgrey' };

/** What every step's fields get from the estimator. */
export interface StepFieldsProps {
  answers: EstimatorAnswers;
  errors: AnswerErrors;
  onChange: (patch: Partial<EstimatorAnswers>) => void;
}

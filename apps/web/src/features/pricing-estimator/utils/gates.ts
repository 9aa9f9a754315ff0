import {
  artistTierSchema,
  complexitySchema,
  placementAreaSchema,
  sizeSchema,
} from '@inkbook/contracts/tattoo-option-schemas';
import { z } from 'zod';
import { gateMessages } from '@/components/wizard/answer-gates';
import type { AnswerErrors, EstimatorAnswers } from './answers';
import { RESULT_STEP, STEP_COUNT } from './steps';

/**
 * What Next needs on each step (spec §5 "Estimator gates"). Complexity is asked on step 3, so step 3 asks for it
 * too (the spec checks it only on step 4, which would send a person back a step to answer it); step 4 keeps the
 * spec's tier and complexity. Custom dimensions are never required (a missing one counts as 0), but one typed
 * as zero or below is refused: it would quote a tattoo that cannot exist.
 */
const dimensionMessages = {
  customWidth: 'Width must be greater than 0',
  customHeight: 'Height must be greater than 0',
} as const;

const sizeGate = z
  .object({
    size: sizeSchema,
    complexity: complexitySchema,
    customWidth: z.number().nullable(),
    customHeight: z.number().nullable(),
  })
  .superRefine((answers, ctx) => {
    // Only the custom size uses the typed dimensions; a named size ignores whatever was left there.
    if (answers.size !== 'custom') return;
    for (const field of ['customWidth', 'customHeight'] as const) {
      const inches = answers[field];
      if (inches !== null && inches <= 0) {
        ctx.addIssue({ code: 'custom', path: [field], message: dimensionMessages[field] });
      }
    }
  });

const gates = [
  z.object({ description: z.string().trim().min(1, 'Please describe your tattoo') }),
  z.object({
    placementAreas: z.array(placementAreaSchema).min(1, 'Select at least one placement area'),
  }),
  sizeGate,
  z.object({ artistTier: artistTierSchema, complexity: complexitySchema }),
  z.object({ market: z.string().trim().min(1, 'Please enter your market location') }),
] as const;

/** The messages that hold a step (1-based) back, one per field; empty when it may move on. */
export function gateErrors(step: number, answers: EstimatorAnswers): AnswerErrors {
  return gateMessages(gates[step - 1], answers);
}

/** The first step whose gate fails, or the result when every gate passes. */
export function firstOpenStep(answers: EstimatorAnswers): number {
  for (let step = 1; step <= STEP_COUNT; step += 1) {
    if (Object.keys(gateErrors(step, answers)).length > 0) return step;
  }
  return RESULT_STEP;
}

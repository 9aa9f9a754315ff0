import { designRequestSchema } from '@inkbook/contracts/design';
import { gateMessages } from '@/components/wizard/answer-gates';
import type { AnswerErrors, DesignAnswers } from './answers';
import { RESULTS_STEP, STEP_COUNT } from './steps';

/**
 * What Continue needs on each step (spec §5 "Design generator gates"): 1 a style, 2 a subject, 3 placement and
 * size, 4 a colour option. The request's own bounds apply too (a subject over 200 characters, details over 500),
 * so a person hears about them on the step that asks rather than from a refused request.
 */
const gates = [
  designRequestSchema.pick({ style: true }),
  designRequestSchema.pick({ subject: true }),
  designRequestSchema.pick({ placement: true, size: true }),
  designRequestSchema.pick({ colorOption: true }),
  designRequestSchema.pick({ extraDetails: true }),
] as const;

/** The messages that hold a step (1-based) back, one per field; empty when it may move on. */
export function gateErrors(step: number, answers: DesignAnswers): AnswerErrors {
  return gateMessages(gates[step - 1], answers);
}

/** The first step whose gate fails, or the designs when every gate passes. */
export function firstOpenStep(answers: DesignAnswers): number {
  for (let step = 1; step < STEP_COUNT; step += 1) {
    if (Object.keys(gateErrors(step, answers)).length > 0) return step;
  }
  return RESULTS_STEP;
}

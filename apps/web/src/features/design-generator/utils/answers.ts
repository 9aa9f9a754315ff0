import type { DesignRequest } from '@inkbook/contracts/design';
import type { ColorOption } from '@inkbook/contracts/tattoo-options';
import type { AnswerMessages } from '@/components/wizard/answer-gates';

/** The generator's answers (spec §3 "Design request"); '' is "not chosen yet". */
export interface DesignAnswers {
  style: string;
  subject: string;
  /** One placement area value ('arm-lower-arm'): the design's shape follows it. */
  placement: string;
  size: string;
  colorOption: ColorOption | '';
  extraDetails: string;
}
export type AnswerErrors = AnswerMessages<DesignAnswers>;

export const emptyAnswers: DesignAnswers = {
  style: '',
  subject: '',
  placement: '',
  size: '',
  colorOption: '',
  extraDetails: '',
};

/** What every step's fields get from the generator. */
export interface StepFieldsProps {
  answers: DesignAnswers;
  errors: AnswerErrors;
  onChange: (patch: Partial<DesignAnswers>) => void;
}

/** The request the answers make once every gate has passed: trimmed, blank details left out. */
export function designRequestOf(answers: DesignAnswers): DesignRequest {
  const details = answers.extraDetails.trim();
  return {
    style: answers.style,
    subject: answers.subject.trim(),
    placement: answers.placement,
    size: answers.size,
    colorOption: answers.colorOption as ColorOption,
    ...(details ? { extraDetails: details } : {}),
  };
}

import type { AnswerErrors, DesignAnswers } from './answers';

/** A radio group's first option (the group is named by its `{id}-label`). */
const firstRadio = (id: string) => `[aria-labelledby="${id}-label"] [role="radio"]`;

/** The control each gated answer is given with, in the order the steps show them. */
const controls: Record<keyof DesignAnswers, string> = {
  style: firstRadio('design-style'),
  subject: '#design-subject',
  placement: firstRadio('design-placement'),
  size: firstRadio('design-size'),
  colorOption: firstRadio('design-color'),
  extraDetails: '#design-details',
};

/** After a gate refuses, focus goes to the first answer it asks for. */
export function focusFirstError(errors: AnswerErrors) {
  const field = (Object.keys(controls) as (keyof DesignAnswers)[]).find((name) => errors[name]);
  if (field) document.querySelector<HTMLElement>(controls[field])?.focus();
}

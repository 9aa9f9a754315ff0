/**
 * After a gate refuses, focus goes to the field that needs an answer: the control beside the first error message
 * (an input, the first radio card of a group, the first chip), since groups have no single input to name.
 */
export function focusFirstInvalid(root: HTMLElement | null) {
  const message = root?.querySelector('[role="alert"]');
  message?.parentElement
    ?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, [role="radio"]')
    ?.focus();
}

import { expect, type Locator } from '@playwright/test';

/**
 * Escape on a dialog as a person presses it: once the dialog has taken focus. Pressed in the moment between the
 * dialog's first paint and its effects (where it starts listening), no layer hears the key yet.
 */
export async function closeWithEscape(dialog: Locator) {
  await expect.poll(() => dialog.evaluate((el) => el.contains(el.ownerDocument.activeElement))).toBe(true);
  await dialog.page().keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moves image `n` of an image field one place on with the keyboard, as a keyboard user does: focus its handle,
 * Space to pick it up, ArrowRight, Space to drop. Each key waits for the move to be announced, since the drag
 * library measures the grid between keys and a key pressed before that is lost. After the pick-up it also waits
 * one task of the page: @dnd-kit's keyboard sensor starts listening for arrow keys in a `setTimeout` after it
 * announces the pick-up, so a key sent at once can land before anyone listens (it did on a loaded CI machine).
 * A zero timeout set later runs after that one, so awaiting it is exact, not a guess at a delay.
 */
export async function moveImageOnePlace(page: Page, field: Locator, n: number) {
  // exact: 'Remove image 1' contains 'move image 1'.
  await field.getByRole('button', { name: `Move image ${n}`, exact: true }).focus();
  await page.keyboard.press('Space');
  // Picked up (the library may at once announce it over its own place instead).
  await expect(
    page.getByText(new RegExp(`Picked up image ${n} of|Image ${n} is over position ${n} of`)),
  ).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Image ${n} is over position ${n + 1} of`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Image ${n} was dropped at position ${n + 1} of`)).toBeAttached();
}

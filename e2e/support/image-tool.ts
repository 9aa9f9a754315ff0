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

/**
 * Drags with a finger from the middle of `from` to the middle of `to`: press, hold past the drag library's touch
 * delay, then move in steps and lift. Playwright has no touch drag of its own, so this speaks to Chromium's
 * input domain directly.
 */
export async function touchDrag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag between: not laid out');
  const at = (box: { x: number; y: number; width: number; height: number }) => ({
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  const [a, b] = [at(start), at(end)];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [a] });
  await page.waitForTimeout(300); // a press held past the 150 ms that tells a drag from a scroll
  for (let step = 1; step <= 12; step++) {
    const point = { x: a.x + ((b.x - a.x) * step) / 12, y: a.y + ((b.y - a.y) * step) / 12 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    await page.waitForTimeout(16); // a finger moves about one frame at a time
  }
  // Rest on the target before lifting, as a finger does: the drop goes where the drag last settled, which a busy
  // machine may not have computed for the final move yet.
  await page.waitForTimeout(150);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * After a mouse or finger drop, lets the drag library stop swallowing clicks: for 50 ms after a drag ends it eats
 * the next click on the page (so the drop does not click what it lands on), and a test, unlike a person, clicks
 * sooner than that. A 50 ms timer set now runs after the library's own (set at the drop), so this is exact.
 */
export const afterDrop = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));

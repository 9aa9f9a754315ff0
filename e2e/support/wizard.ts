import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

/** A page's title heading (each wizard step has one). */
export const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** A wizard step: 'Step N of M', its percent bar and its heading, which has taken focus. */
export async function expectWizardStep(page: Page, step: number, total: number, title: string) {
  await expect(heading(page, title)).toBeFocused();
  await expect(page.getByText(`Step ${step} of ${total}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `Step ${step} of ${total}` })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round((step / total) * 100)),
  );
}

/** axe finds nothing serious, the page fits the viewport's width, and a full-page screenshot is kept. */
export async function review(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSeriousViolations(page);
  const width = await page.locator('html').evaluate((html) => html.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Presses `key` until `target` has focus (a keyboard user moving through the page). */
export async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el.matches(':focus'))) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

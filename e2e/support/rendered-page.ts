import { expect, type Page } from '@playwright/test';

/**
 * A signed-out visitor's server-rendered page starts its app at their first sign of using it (apps/web/public/
 * start-app.js): the pointer moves over it, as a person's does before a click. Waits until the app runs.
 */
export async function useThePage(page: Page) {
  await page.mouse.move(40, 120);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'running');
}

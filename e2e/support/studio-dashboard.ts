import { expect, type Locator, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { signInAt, studioAccount } from './claims';
import { sendStudioInquiry, studioInquiryBody } from './studio-inquiry';

// The studio's workspace (/studio-dashboard) as journeys meet it: signing in as a studio, and reading its numbers.

/** Signs in at /login as a studio owner, who lands on the studio dashboard (spec §2, DESIGN §5). */
export async function signInAsStudio(page: Page, studio: { businessEmail: string; password: string }) {
  await signInAt(page, studioAccount(studio), /\/studio-dashboard$/);
}

/** One Overview stat's value, found by its label (each stat is a term and its definition). */
export const statValue = (page: Page, label: string): Locator =>
  page
    .getByRole('main')
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=..')
    .getByRole('definition');

/** The dashboard's tab named `name` (its accessible name may carry the pending count after it). */
export const dashboardTab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name });

/** The tab that is open now. */
export async function expectSelectedTab(page: Page, name: string | RegExp) {
  await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName(name);
}

/** The tab's panel is open and its code has arrived (its loading placeholder is gone). */
export async function expectTabLoaded(page: Page, name: string) {
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('status', { name: `Loading ${name}` })).toHaveCount(0, { timeout: 20_000 });
}

/** A visitor (no session: the inquiry's password makes a new client) sends the studio an inquiry. */
export async function sendInquiryAsVisitor(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  studioId: string,
) {
  const visitor = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  try {
    return await sendStudioInquiry(visitor, studioInquiryBody(studioId));
  } finally {
    await visitor.dispose();
  }
}

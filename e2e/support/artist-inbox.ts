import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

// The artist's inquiry inbox on /dashboard (issue 13 items 3 and 4), as journeys meet it: inquiries sent through the
// API by a visitor, and the inbox, its cards and its detail dialog found the way a person finds them.

/** What the artist inquiry dialog posts (spec §7) for a visitor with no account; overrides win. */
export function artistInquiryBody(artistId: string, overrides: Record<string, unknown> = {}) {
  const id = randomUUID().slice(0, 8);
  return {
    artistId,
    fullName: 'Rosa Diaz',
    email: `rosa.${id}@e2e.test`,
    phone: '(512) 555-0142',
    concept: `A fine line koi fish swimming up my forearm ${id}`,
    placementAreas: ['arm-lower-arm'],
    size: 'medium',
    complexity: 'detailed',
    style: 'blackgrey',
    budgetMin: 300,
    budgetMax: 1500,
    availableDates: ['Weekends in March'],
    isTraveling: 'no',
    ...overrides,
  };
}

/**
 * Sends it as a visitor (`request` without a session). The inquiries service learns of an approval from catalog's
 * event a moment later and says 'not found' until then, so the send is tried again for a few seconds.
 */
export async function postArtistInquiry(
  request: APIRequestContext,
  body: ReturnType<typeof artistInquiryBody>,
) {
  const key = randomUUID();
  let id: string | undefined;
  await expect(async () => {
    const res = await request.post('/api/inquiries', { data: body, headers: { 'Idempotency-Key': key } });
    expect(res.status(), await res.text()).toBe(201);
    id = ((await res.json()) as { id: string }).id;
  }).toPass({ timeout: 15_000 });
  if (!id) throw new Error('artist inquiry was not sent');
  return id;
}

/** The inbox section of the dashboard. */
export const inboxOn = (page: Page) => page.getByRole('region', { name: 'Client Inquiries' });

/** The card of the inquiry from `clientName` (its name is the button that opens it). */
export const cardOf = (inbox: Locator, clientName: string) =>
  inbox
    .getByRole('article')
    .filter({ has: inbox.page().getByRole('button', { name: clientName, exact: true }) });

/** One of the four counts above the list. */
export const countOf = (inbox: Locator, label: 'Total' | 'Pending' | 'Approved' | 'Declined') =>
  inbox
    .locator('dl > div')
    .filter({ has: inbox.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** Opens the inquiry from its card and answers its detail dialog. */
export async function openInquiryFrom(inbox: Locator, clientName: string) {
  await cardOf(inbox, clientName).getByRole('button', { name: clientName, exact: true }).click();
  const dialog = inbox.page().getByRole('dialog', { name: clientName });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * A phone or mail link hands off to another app. Headless Chromium has none, and its attempt leaves the page
 * ignoring clicks and keys for seconds, so journeys keep the click (the app's own handler runs) and drop the hand-off.
 */
export const keepExternalLinksOnPage = (page: Page) =>
  page.addInitScript(`document.addEventListener('click', (event) => {
    if (event.target.closest?.('a[href^="sms:"], a[href^="tel:"], a[href^="mailto:"]')) event.preventDefault();
  }, true);`);

/** The sign-in's 'Welcome back!' toast has gone: axe reading it mid-fade would be about the toaster, not the inbox. */
export const welcomeGone = (page: Page) =>
  expect(page.getByText('Welcome back!')).toBeHidden({ timeout: 10_000 });

/** The one toast on screen (spec §9: one at a time) shows `title` and `description`. */
export async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: description });
  await expect(toast).toContainText(title);
}

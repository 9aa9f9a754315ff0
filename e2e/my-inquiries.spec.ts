import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedStudio, photo } from './support/catalog';
import { sendStudioInquiry, signInAsClient, studioInquiryBody } from './support/studio-inquiry';

// /my-inquiries (issue 12 item 6): a client signs in at /login, lands here and follows what they sent.

// Whole journeys (seven steps, sign-in, axe) on a two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('a client signs in, lands on My Inquiries and follows the studio’s answer', async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const studio = await createApprovedStudio(request);
  // A context with no session: the inquiry's password creates the client's account.
  const visitor = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  // With a reference photo, which only the studio, the client and admins can open.
  const body = studioInquiryBody(studio.id, { referenceImages: [await photo(400, 400)] });
  const inquiry = await sendStudioInquiry(visitor, body);
  await visitor.dispose();

  await signInAsClient(page, body.email, body.password);
  await expect(page.getByRole('heading', { level: 1, name: 'My Inquiries' })).toBeVisible();
  // The navbar's role button for a client (spec §6 pattern: one button per role).
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Inquiries' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: body.concept });
  await expect(card.getByRole('link', { name: studio.studioName, exact: true })).toHaveAttribute(
    'href',
    `/studio/${studio.handle}`,
  );
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(card.getByText(/Sent (just now|\d+ minutes? ago)/)).toBeVisible();
  const reference = card.getByRole('img', { name: 'Reference image 1' });
  await expect
    .poll(() => reference.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  // Its address is the inquiry's private route: signed out, it is refused.
  const src = (await reference.getAttribute('src')) ?? '';
  expect(src).toMatch(new RegExp(`^/api/studio-inquiries/${inquiry.id}/attachments/`));
  const stranger = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  expect((await stranger.get(src)).status()).toBe(401);
  await stranger.dispose();

  // The fixture left the admin signed in on `request`; an admin may answer for the studio.
  const answered = await request.patch(`/api/studio-inquiries/${inquiry.id}/status`, {
    data: { status: 'approved', response: 'Come in on Saturday at noon.' },
  });
  expect(answered.ok()).toBe(true);
  await page.reload();
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  await expect(card.getByText('Come in on Saturday at noon.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('my-inquiries-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('my-inquiries-390.png'), fullPage: true });
  await expectNoSeriousViolations(page);
});

test('a client whose inquiries are gone sees the empty state, which leads to the artists', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const studio = await createApprovedStudio(request);
  const visitor = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const body = studioInquiryBody(studio.id);
  const inquiry = await sendStudioInquiry(visitor, body);
  await visitor.dispose();
  const removed = await request.delete(`/api/studio-inquiries/${inquiry.id}`);
  expect(removed.ok()).toBe(true);

  await signInAsClient(page, body.email, body.password);
  await expect(page.getByRole('heading', { name: 'No inquiries yet' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse Artists' }).click();
  await expect(page).toHaveURL(/\/artists$/);
});

test('signed out, My Inquiries asks to sign in first', async ({ page }) => {
  await page.goto('/my-inquiries');
  await expect(page).toHaveURL(/\/login\?next=%2Fmy-inquiries$/);
});

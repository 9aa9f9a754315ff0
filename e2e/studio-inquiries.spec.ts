import { expect, test } from '@playwright/test';
import { artistInquiryBody, postArtistInquiry } from './support/artist-inbox';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedStudio, photo } from './support/catalog';
import { signInAt, studioAccount, verifiedPair } from './support/claims';
import { closeWithEscape } from './support/dialogs';
import {
  artistInquiriesOn,
  cardOf,
  deleteFrom,
  inquiriesTab,
  openInquiryFrom,
  studioInquiriesOn,
  toastWith,
} from './support/studio-dashboard-inquiries';
import { sendStudioInquiry, signInAsClient, studioInquiryBody } from './support/studio-inquiry';

// The studio dashboard's Inquiries and Artist Inquiries tabs (issue 14 item 4): the studio answers a client, who reads
// the answer on /my-inquiries; deletes behind a confirmation; sees and deletes inquiries to its verified artists.

// Whole journeys (two sign-ins, live events, axe) on a busy two-core machine, within 120 s.
test.describe.configure({ timeout: 120_000 });

const RESPONSE = 'We would love to do this piece. Come in on Saturday at noon for a consult.';

test('a studio approves an inquiry with a response, which the client reads on My Inquiries', async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const studio = await createApprovedStudio(request);
  // A context with no session: the inquiry's password creates the client's account.
  const visitor = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const body = studioInquiryBody(studio.id, { referenceImages: [await photo(400, 400)] });
  await sendStudioInquiry(visitor, body);
  await visitor.dispose();

  await signInAt(page, studioAccount(studio), /\/studio-dashboard/);
  const tab = inquiriesTab(page);
  // The red badge counts the one pending inquiry.
  await expect(tab).toHaveAccessibleName(/^Inquiries\s*\(1 pending\)$/, { timeout: 20_000 });
  await expect(tab).toContainText('1');
  await tab.click();
  await expect(page).toHaveURL(/tab=inquiries/);

  const inbox = studioInquiriesOn(page);
  const card = cardOf(inbox, body.fullName);
  await expect(card).toContainText(body.concept);
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(card).toContainText('Japanese');
  await expect(card).toContainText(/just now|minutes? ago/);

  const dialog = await openInquiryFrom(inbox, body.fullName);
  await expect(dialog).toContainText(body.email);
  await expect(dialog).toContainText('Weekends in March');
  // The private reference photo loads for the studio, from the inquiry's own route, and opens full screen.
  const reference = dialog.getByRole('img', { name: 'Reference images 1' });
  await expect
    .poll(() => reference.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  expect(await reference.getAttribute('src')).toMatch(/^\/api\/studio-inquiries\/[^/]+\/attachments\//);
  await dialog.getByRole('button', { name: 'Reference images 1' }).click();
  const preview = page.getByRole('dialog', { name: `${body.fullName}'s photos` });
  await expect(preview).toBeVisible();
  await closeWithEscape(preview);
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Response (optional)').fill(RESPONSE);
  await dialog.getByRole('button', { name: 'Approve' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('studio-inquiry-dialog-desktop.png') });
  await expectNoSeriousViolations(page);
  // Two clicks before the page can redraw the button as busy send the decision once.
  const decisions: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PATCH' && sent.url().endsWith('/status')) decisions.push(sent.url());
  });
  await dialog.getByRole('button', { name: 'Approve' }).evaluate((button) => {
    (button as unknown as { click(): void }).click();
    (button as unknown as { click(): void }).click();
  });
  await expect(toastWith(page, 'Inquiry updated')).toBeVisible();
  expect(decisions).toHaveLength(1);
  await expect(dialog.getByText('Approved', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Response (optional)')).toHaveValue(RESPONSE);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Nothing is pending any more: the badge goes.
  await expect(tab).toHaveAccessibleName('Inquiries');
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  // Focus is back on the card that opened it.
  await expect(card.getByRole('button', { name: body.fullName, exact: true })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('studio-inquiries-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('studio-inquiries-390.png'), fullPage: true });
  await expectNoSeriousViolations(page);
  const phoneDialog = await openInquiryFrom(inbox, body.fullName);
  await page.screenshot({ path: testInfo.outputPath('studio-inquiry-dialog-390.png') });
  await phoneDialog.getByRole('button', { name: 'Delete Inquiry' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('studio-inquiry-answer-390.png') });

  // The client signs in and reads the studio's answer.
  await page.context().clearCookies();
  await signInAsClient(page, body.email, body.password);
  const mine = page.getByRole('article').filter({ hasText: body.concept });
  await expect(mine.getByText('Approved', { exact: true })).toBeVisible();
  await expect(mine.getByText(RESPONSE)).toBeVisible();
});

test('a failed decision changes nothing; a studio deletes an inquiry after confirming', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const studio = await createApprovedStudio(request);
  const visitor = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const body = studioInquiryBody(studio.id);
  await sendStudioInquiry(visitor, body);
  await visitor.dispose();

  await signInAt(page, studioAccount(studio), /\/studio-dashboard/);
  await page.goto('/studio-dashboard?tab=inquiries');
  const inbox = studioInquiriesOn(page);
  const dialog = await openInquiryFrom(inbox, body.fullName);

  // A refused decision says the server's reason and leaves the inquiry and the typed response as they were.
  await page.route('**/api/studio-inquiries/*/status', (route) =>
    route.fulfill({ status: 400, json: { message: 'Please keep this under 2000 characters' } }),
  );
  await dialog.getByLabel('Response (optional)').fill('See you soon');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(toastWith(page, 'Please keep this under 2000 characters')).toContainText('Error');
  await expect(dialog.getByText('New', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Response (optional)')).toHaveValue('See you soon');
  await page.unroute('**/api/studio-inquiries/*/status');

  // Any other failure says the spec's text.
  await page.route('**/api/studio-inquiries/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'down' }) : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Delete Inquiry' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this inquiry?' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toastWith(page, 'Failed to delete inquiry')).toBeVisible();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await page.unroute('**/api/studio-inquiries/*');

  await deleteFrom(dialog);
  await expect(toastWith(page, 'Inquiry deleted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cardOf(inbox, body.fullName)).toHaveCount(0);
  await expect(inbox.getByText('No inquiries yet')).toBeVisible();
  // The card that opened it is gone: focus lands on the tab's heading.
  await expect(inbox.getByRole('heading', { name: 'Studio Inquiries' })).toBeFocused();
  // The server agrees: a reload shows none.
  await page.reload();
  await expect(studioInquiriesOn(page).getByText('No inquiries yet')).toBeVisible({ timeout: 20_000 });
});

test("a client's inquiry to a verified artist shows in Artist Inquiries, and the studio deletes it", async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const { artist, studio, studioApi } = await verifiedPair(request, playwright, baseURL);

  const visitor = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const body = artistInquiryBody(artist.id);
  await postArtistInquiry(visitor, body);
  await visitor.dispose();
  // The inquiries service learns of the verification from the claims event, a moment after it.
  await expect(async () => {
    const res = await studioApi.get(`/api/studio/${studio.id}/artist-inquiries`);
    expect(((await res.json()) as { total: number }).total).toBe(1);
  }).toPass({ timeout: 15_000 });
  await studioApi.dispose();

  await signInAt(page, studioAccount(studio), /\/studio-dashboard/);
  await page.getByRole('tab', { name: 'Artist Inquiries' }).click();
  await expect(page).toHaveURL(/tab=artist-inquiries/);
  const list = artistInquiriesOn(page);
  const card = cardOf(list, body.fullName);
  await expect(card).toContainText(body.concept);
  await expect(card).toContainText(`Artist:${artist.artistName}`);
  await page.screenshot({ path: testInfo.outputPath('artist-inquiries-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('artist-inquiries-390.png'), fullPage: true });
  await expectNoSeriousViolations(page);

  const dialog = await openInquiryFrom(list, body.fullName);
  await expect(dialog).toContainText(`To ${artist.artistName}`);
  await expect(dialog).toContainText(body.email);
  await expect(dialog.getByRole('img')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('artist-inquiry-dialog-390.png') });
  await deleteFrom(dialog);
  await expect(toastWith(page, 'Inquiry deleted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    list.getByText("Inquiries clients send to your studio's verified artists show here."),
  ).toBeVisible();
  await page.reload();
  await expect(artistInquiriesOn(page).getByText('No artist inquiries yet')).toBeVisible({ timeout: 20_000 });
});

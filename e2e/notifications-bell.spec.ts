import { expect, type Page, test } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { contentWidth, SLOW, signInAsArtist } from './support/artist-dashboard';
import { artistInquiryBody, postArtistInquiry } from './support/artist-inbox';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedArtist } from './support/catalog';
import { signedInApi } from './support/claims';
import { mailLinkTo, pathOf } from './support/mailbox';

// The bell and the notification pages (issue 22 items 7 and 8) against the real stack: an inquiry sent while the
// artist's dashboard is open raises the count live, the panel leads to it, and the email settings and the
// unsubscribe page do what they say, by keyboard and at a phone's width.

test.describe.configure({ timeout: 120_000 });

/** Event → notification → stream: seconds on an idle stack, more on a loaded two-core machine. */
const LIVE = { timeout: 15_000 };
/** What the notifications of a brand-new account may wait for (see readEverything). */
const ACCOUNT_WAIT = { timeout: 40_000 };

const bellOn = (page: Page) => page.getByRole('button', { name: 'Notifications', exact: true });
const panelOn = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const UNSUBSCRIBE_LINK = /https?:\/\/[^\s"'<>]+\/unsubscribe\?token=[^\s"'<>)\]]+/;

/**
 * Starts from nothing unread: the application's own notifications (received, then approved) are waited for, so none
 * can arrive later and pass for the inquiry's, and read.
 */
async function readEverything(page: Page) {
  // The application's notifications may wait for the artist's account to arrive from auth: an event that finds no
  // recipient yet comes again with a growing delay (about half a minute in-process, recipient-waits.ts).
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/notifications');
      return res.ok() ? ((await res.json()) as { notifications: unknown[] }).notifications.length : 0;
    }, ACCOUNT_WAIT)
    .toBeGreaterThanOrEqual(2);
  const bell = bellOn(page);
  await bell.click();
  const panel = panelOn(page);
  await expect(panel).toBeVisible(SLOW);
  await expect(panel.getByRole('status', { name: 'Loading notifications' })).toHaveCount(0);
  const markAll = panel.getByRole('button', { name: 'Mark all as read' });
  if (await markAll.isVisible()) await markAll.click();
  await expect(panel.getByText("You're all caught up")).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(bell.getByTestId('unread-badge')).toHaveCount(0);
}

test('an artist with the dashboard open sees the bell rise when an inquiry arrives and follows it by keyboard', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const artist = await createApprovedArtist(request);
  const visitor = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  await signInAsArtist(page, artist);
  const bell = bellOn(page);
  await expect(bell).toBeVisible();
  await readEverything(page);

  // 1. The inquiry arrives while the page stays as it is: no reload (the marker would be gone).
  await page.evaluate('window.stillThisPage = true');
  await postArtistInquiry(visitor, artistInquiryBody(artist.id));
  await expect(bell.getByTestId('unread-badge')).toHaveText('1', LIVE);
  await expect(bell).toHaveAccessibleDescription('1 unread notification');
  await expect(page.locator('[aria-live="polite"]', { hasText: '1 unread notification' })).toHaveCount(1);
  expect(await page.evaluate("'stillThisPage' in window")).toBe(true);

  // 2. By keyboard: Enter opens the panel and focus moves into it; the unread item leads to the inquiry.
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = panelOn(page);
  await expect(panel).toBeVisible();
  const markAll = panel.getByRole('button', { name: 'Mark all as read' });
  await expect(markAll).toBeFocused();
  const item = panel.getByRole('link', { name: /^Unread:/ });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Rosa');
  await page.keyboard.press('Tab');
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');

  // 3. It lands on that inquiry on the dashboard, and it is read now.
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard/);
  const inquiry = page.getByRole('dialog', { name: 'Rosa Diaz' });
  await expect(inquiry).toBeVisible(SLOW);
  // The modal hides the navbar from assistive technology: the bell is read once it closes.
  await page.keyboard.press('Escape');
  await expect(inquiry).toBeHidden();
  await expect(bell).toBeVisible();
  await expect(bell.getByTestId('unread-badge')).toHaveCount(0);
  await expect(bell).toHaveAccessibleDescription('');
  await visitor.dispose();
});

test('at a phone width the panel fills the width under the navbar, and the settings turn an email off and on', async ({
  page,
  request,
  playwright,
  baseURL,
  browser,
}, testInfo) => {
  const artist = await createApprovedArtist(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsArtist(page, artist);

  // 1. The bell sits in the phone's navbar beside the menu; its panel spans the screen right under the bar.
  const bell = bellOn(page);
  await bell.click();
  const panel = panelOn(page);
  await expect(panel).toBeVisible(SLOW);
  // Measured once its 180 ms pop-in (a slight scale) is over.
  await expect
    .poll(async () => {
      const box = await panel.boundingBox();
      return box && { x: Math.round(box.x), width: Math.round(box.width) };
    })
    .toEqual({ x: 0, width: 390 });
  const bar = await page.getByRole('banner').boundingBox();
  const top = (await panel.boundingBox())?.y ?? 0;
  expect(top).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0) - 1);
  expect(await contentWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('bell-panel-phone.png') });
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // 2. The panel links to the email settings: only an artist's categories, all on for a new account.
  await bell.click();
  await panel.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notification settings', level: 1 })).toBeVisible(SLOW);
  const inquiries = page.getByRole('switch', { name: 'Inquiries' });
  await expect(inquiries).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch')).toHaveCount(6);
  expect(await contentWidth(page)).toBeLessThanOrEqual(390);

  // 3. A tap turns inquiries' emails off; the server keeps it (a reload shows it off).
  await inquiries.click();
  await expect(page.getByText('Emails about inquiries are off.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Inquiries' })).toHaveAttribute(
    'aria-checked',
    'false',
    SLOW,
  );

  // 4. By keyboard, Space turns it back on.
  await page.getByRole('switch', { name: 'Inquiries' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Emails about inquiries are on.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Inquiries' })).toHaveAttribute('aria-checked', 'true');
  await expectNoSeriousViolations(page);

  // 5. An unsubscribe link whose token was altered changes nothing and says so.
  await page.goto('/unsubscribe?token=altered.token');
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);

  // 6. The footer link of a real email (the application's, category applications) turns that email off in one tap,
  //    without a session, and the settings show it.
  const admin = await signedInApi(playwright, baseURL, e2eAdmin);
  const mail = await mailLinkTo(admin, artist.email, UNSUBSCRIBE_LINK);
  // A browser of its own (no session): the link alone is the authority.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(pathOf(mail.link));
  await expect(visitor.getByRole('heading', { name: /Unsubscribe from applications emails/ })).toBeVisible(
    SLOW,
  );
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible(SLOW);
  await expectNoSeriousViolations(visitor);
  await page.goto('/settings/notifications');
  await expect(page.getByRole('switch', { name: 'Applications' })).toHaveAttribute(
    'aria-checked',
    'false',
    SLOW,
  );
  await admin.dispose();
  await visitorContext.close();
});

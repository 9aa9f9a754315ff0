import { LINK_EXPIRED, PASSWORD_RESET_SENT } from '@inkbook/contracts/auth';
import { expect, type Page, test } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { SLOW } from './support/artist-dashboard';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedArtist } from './support/catalog';
import { signedInApi } from './support/claims';
import { mailLinkTo, pathOf } from './support/mailbox';

// 'Forgot password?' end to end: the email goes into the embedded mailbox (no SMTP_URL), where the journey reads it
// through an admin session as the admin's /admin/mailbox does. An application, sign-ins and a new password all go
// through argon2 on a shared machine, so this journey gets more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const RESET_LINK = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[^\s"'<>)\]]+/;

/**
 * Opens the email to `to` titled `subject` from the mailbox's list. Journeys running alongside mail too, so it may
 * have moved past the first page by now: 'Show more' until it shows.
 */
async function openMailInList(page: Page, to: string, subject: string) {
  const list = page.getByRole('list', { name: 'Emails' });
  const row = list.getByRole('link').filter({ hasText: to }).filter({ hasText: subject });
  const more = page.getByRole('button', { name: 'Show more' });
  await expect(list).toBeVisible(SLOW);
  for (let pages = 1; pages < 5 && !(await row.isVisible()) && (await more.isVisible()); pages += 1) {
    const shown = await list.getByRole('listitem').count();
    await more.click();
    await expect(list.getByRole('listitem')).not.toHaveCount(shown);
  }
  await row.click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('Forgot password? mails a link that sets a new password once, signs in to the dashboard, and the admin mailbox shows that email with a working link', async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  const artist = await createApprovedArtist(request, {}, 1);
  const admin = await signedInApi(playwright, baseURL, e2eAdmin);
  const newPassword = 'a-brand-new-horse';

  await test.step('ask for a link from the login page', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/, SLOW);
    await page.getByLabel('Email').fill(artist.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(PASSWORD_RESET_SENT)).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectNoSeriousViolations(page);
  });

  const mail = await mailLinkTo(admin, artist.email, RESET_LINK);
  expect(mail.link.startsWith(baseURL ?? '')).toBe(true);

  await test.step('open the link and choose a new password', async () => {
    await page.goto(pathOf(mail.link));
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible(SLOW);
    await expectNoSeriousViolations(page);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(/Your new password is set/)).toBeVisible(SLOW);
  });

  await test.step('sign in with it and land on the dashboard', async () => {
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, artist.email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/, SLOW);
  });

  await test.step('the link works only once', async () => {
    await page.goto(pathOf(mail.link));
    await page.getByLabel('Password', { exact: true }).fill('yet-another-horse');
    await page.getByLabel('Confirm password').fill('yet-another-horse');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toHaveText(LINK_EXPIRED, SLOW);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  await test.step('the admin finds the email in /admin/mailbox and its link opens in a new tab', async () => {
    // The admin's own browser: a session apart from the artist's.
    const adminContext = await browser.newContext();
    try {
      const adminPage = await adminContext.newPage();
      await adminPage.goto('/admin/mailbox');
      await signIn(adminPage, e2eAdmin.email, e2eAdmin.password);
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible(SLOW);
      await expect(adminPage.getByText(/Mail stays in this embedded mailbox/)).toBeVisible();
      // Before a message is open: the email in the frame is the templates' to answer for, not this page's.
      await expectNoSeriousViolations(adminPage);

      await openMailInList(adminPage, artist.email, mail.subject);
      await expect(adminPage).toHaveURL(new RegExp(`[?&]id=${mail.id}`));
      const frame = adminPage.locator('iframe[title^="Email:"]');
      await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');

      const link = frame.contentFrame().locator('a[href*="/reset-password?token="]').first();
      await expect(link).toBeVisible();
      const [tab] = await Promise.all([adminContext.waitForEvent('page'), link.click()]);
      await expect(tab).toHaveURL(/\/reset-password\?token=/, SLOW);
      await expect(tab.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible(SLOW);

      await adminPage.getByRole('tab', { name: 'Plain text' }).click();
      await expect(adminPage.getByText(mail.link)).toBeVisible();
    } finally {
      await adminContext.close();
      await admin.dispose();
    }
  });
});

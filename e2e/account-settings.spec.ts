import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createClient, signInAsClient } from './support/studio-inquiry';

// /settings/account (issue 27 item 5): a client takes a copy of their data and deletes their account, on a desktop
// and on a phone, where the account menu is behind the menu button.

test.describe.configure({ timeout: 90_000 });

const viewports = [
  { name: 'desktop', width: 1280, height: 800, phone: false },
  { name: 'phone', width: 390, height: 844, phone: true },
] as const;

/** The account menu's link to the settings: the navbar on a desktop, the menu behind its button on a phone. */
async function openAccountSettings(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('banner');
  await menu.getByRole('link', { name: 'Account' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
}

for (const viewport of viewports) {
  test(`a client downloads their data, deletes their account and cannot sign in again (${viewport.name})`, async ({
    page,
    request,
    playwright,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const body = await createClient(request, playwright, baseURL);

    await signInAsClient(page, body.email, body.password);
    await openAccountSettings(page, viewport.phone);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    const warning = page.getByRole('region', { name: 'Delete my account' });
    await expect(warning).toContainText('‘Deleted client’, with the amounts');
    await expect(warning).toContainText('kept sealed for the retention period');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`account-${viewport.width}.png`), fullPage: true });

    // The export route (GET /api/me/export) is another branch's: here only that the control asks it, with the
    // session's cookie, as a GET.
    const asked = page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/me/export');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const exportRequest = await asked;
    expect(exportRequest.method()).toBe('GET');
    expect(await exportRequest.headerValue('cookie')).toMatch(/inkbook_session=/);

    // A wrong password: the dialog stays open and says the server's message; the password is ready to retype.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    const password = dialog.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(password).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath(`account-wrong-password-${viewport.width}.png`) });

    // The right one, typed over the selected wrong one: deleted, signed out, home, and told so.
    await page.keyboard.type(body.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Account deleted')).toBeVisible();
    await expect(page.getByText(/Your account is deleted/)).toBeVisible();
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);

    // The account is gone: its password opens nothing.
    await page.goto('/login');
    await page.getByLabel('Email').fill(body.email);
    await page.getByLabel('Password').fill(body.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // Signed out, the page asks for a sign-in that comes back to it.
    await page.goto('/settings/account');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings%2Faccount$/);
  });
}

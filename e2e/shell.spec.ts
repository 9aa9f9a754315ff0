import { expect, test } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';

test('the landing page opens', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('tattoo you');
  await expect(page.getByRole('link', { name: 'Browse Artists' }).first()).toBeVisible();
});

test('an unknown path shows the 404 card', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the login form explains bad input without calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the Login failed toast', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill('definitely-wrong');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the admin signs in at /login and lands on /admin, then logs out', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Artist Login' })).toBeVisible();
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // Signed in survives a reload (the session cookie, not client state).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Artist Login' }).first()).toBeVisible();
});

test('sign-in asked for by a wizard brings the applicant back to it, signed in, and never off the site', async ({
  page,
}) => {
  const signIn = async (next: string) => {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel('Email').fill(e2eAdmin.email);
    await page.getByLabel('Password').fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  };
  await signIn('/studio-onboarding');
  await expect(page).toHaveURL(/\/studio-onboarding$/);
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();

  // Another site is never a destination: the role's home is.
  await page.context().clearCookies();
  await signIn('//evil.example/phish');
  await expect(page).toHaveURL(/\/admin$/);
});

test('a profile link whose handle has dots opens the app, not a file 404', async ({ page }) => {
  const response = await page.goto('/artist/jade.paints.skin');
  expect(response?.headers()['content-type']).toMatch(/text\/html/);
  await expect(page.getByRole('heading', { name: 'Artist Not Found' })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { contentWidth, createArtistWithStatus, SLOW, signInAsArtist } from './support/artist-dashboard';
import { mediaHashes } from './support/artist-wizard';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedArtist } from './support/catalog';
import { jpegFile } from './support/files';
import { createClient, signInAsClient } from './support/studio-inquiry';

// Sign-in by role and /dashboard (issue 13 items 1, 2, 6).

// Fixtures through the real API, uploads and axe on a two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('an approved artist signs in to their dashboard and changes their photo', async ({
  page,
  request,
}, testInfo) => {
  const artist = await createApprovedArtist(request);
  await signInAsArtist(page, artist);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveTitle('Artist Dashboard · Inkbook');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Maya!' })).toBeVisible(SLOW);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();

  const banner = main.getByRole('region', { name: 'Profile Active' });
  await expect(banner.getByText('Your profile is live and visible to clients')).toBeVisible();
  const live = banner.getByRole('link', { name: /View Live/ });
  await expect(live).toHaveAttribute('href', `/artist/${artist.instagramHandle}`);
  await expect(live).toHaveAttribute('target', '_blank');
  await expect(banner.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
    'href',
    `/artist/edit/${artist.id}`,
  );
  const stat = (label: string) => main.getByRole('term').filter({ hasText: label }).locator('xpath=..');
  await expect(stat('Portfolio Images').getByRole('definition')).toHaveText('4');
  await expect(stat('Specialties').getByRole('definition')).toHaveText('3');
  await expect(stat('New Inquiries').getByRole('definition')).toHaveText('0');
  await expect(main.getByRole('list', { name: 'Styles' }).getByRole('listitem')).toHaveText([
    'Fine Line',
    'Botanical',
    'Japanese',
  ]);
  await expect(main.getByRole('button', { name: 'Client Messages - Coming Soon' })).toBeDisabled();
  await expect(main.getByRole('link', { name: /View Public Profile/ })).toHaveAttribute('target', '_blank');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('dashboard-desktop.png'), fullPage: true });

  // The photo change: choose, crop 3:4, and the new photo replaces the old one.
  const photo = main.getByRole('img', { name: /profile photo$/ });
  await expect(photo).toHaveAttribute('src', /\/media\//);
  const [before] = await mediaHashes(photo);
  const chooser = page.waitForEvent('filechooser');
  await main.getByRole('button', { name: 'Change Photo' }).click();
  await (await chooser).setFiles(await jpegFile('new-me', 900, 900));
  const crop = page.getByRole('dialog', { name: 'Crop Your Image' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Crop Image' }).click();
  await expect(page.getByText('Profile Photo Updated')).toBeVisible(SLOW);
  await expect.poll(async () => (await mediaHashes(photo))[0]).not.toBe(before);
  const stored = await (await request.get(`/api/artists/${artist.instagramHandle}`)).json();
  expect(stored.profileImage).toContain((await mediaHashes(photo))[0]);
  expect(stored.bio).toBe('Fine line and botanical work, ten years in Austin, Texas.');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Maya!' })).toBeVisible();
  expect(await contentWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('dashboard-390.png'), fullPage: true });
  await expectNoSeriousViolations(page);
});

test('a photo the server refuses says why and keeps the old one', async ({ page, request }) => {
  const artist = await createApprovedArtist(request);
  await signInAsArtist(page, artist);
  await page.route(`**/api/artists/${artist.id}`, (route) =>
    route.fulfill({
      status: 413,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Image too large',
        error: { code: 'too_large', message: 'Image too large' },
      }),
    }),
  );
  const main = page.getByRole('main');
  const photo = main.getByRole('img', { name: /profile photo$/ });
  await expect(photo).toHaveAttribute('src', /\/media\//);
  const [before] = await mediaHashes(photo);
  const chooser = page.waitForEvent('filechooser');
  await main.getByRole('button', { name: 'Update Profile Photo' }).click();
  await (await chooser).setFiles(await jpegFile('too-big'));
  await page
    .getByRole('dialog', { name: 'Crop Your Image' })
    .getByRole('button', { name: 'Crop Image' })
    .click();
  await expect(page.getByText('Update Failed')).toBeVisible(SLOW);
  await expect(page.getByText('Image too large')).toBeVisible();
  expect((await mediaHashes(photo))[0]).toBe(before);
});

test('a pending artist sees Profile Under Review, a rejected one is asked to edit', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const pending = await createArtistWithStatus(request, 'pending');
  await signInAsArtist(page, pending);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Under Review' })).toBeVisible(SLOW);
  await expect(
    page.getByText(
      'Thanks for submitting your application! Our team is reviewing your profile and will notify you via email within 24 hours.',
    ),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('under-review-390.png'), fullPage: true });
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Discover Artists' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  const rejected = await createArtistWithStatus(request, 'rejected');
  const other = await browser.newPage();
  await signInAsArtist(other, rejected);
  await expect(other.getByText('Your profile needs updates. Please edit and resubmit.')).toBeVisible();
  await other.getByRole('main').getByRole('link', { name: 'Edit Profile' }).click();
  await expect(other).toHaveURL(new RegExp(`/artist/edit/${rejected.id}$`));
  await expect(other.getByText('Saving sends it to our team for review again.')).toBeVisible();
  // Saving the edit resubmits the profile: it is under review again.
  await other.getByRole('button', { name: 'Save Changes' }).click();
  await expect(other.getByText('Profile Updated')).toBeVisible(SLOW);
  await expect(other.getByRole('heading', { level: 1, name: 'Profile Under Review' })).toBeVisible();
  await other.close();
});

test('sign-in checks its fields, says when it fails, and sends each role home', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Artist Login' })).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email').fill('nobody@e2e.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed')).toBeVisible(SLOW);
  await expect(page.getByText('Please check your credentials and try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // A client (made by an inquiry's password) lands on My Inquiries.
  const body = await createClient(request, playwright, baseURL);
  await signInAsClient(page, body.email, body.password);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});

test('logout clears the session, returns home, and the dashboard then asks to sign in', async ({
  page,
  request,
}) => {
  const artist = await createApprovedArtist(request);
  // Signed out, the dashboard asks to sign in and comes back after.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/, SLOW);
  await page.getByLabel('Email').fill(artist.email);
  await page.getByLabel('Password').fill(artist.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Maya!' })).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible(SLOW);
  await expect(page.getByText('You have been logged out of your account.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Artist Login' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test('a logout the server fails says so and keeps the artist signed in', async ({ page, request }) => {
  const artist = await createApprovedArtist(request);
  await signInAsArtist(page, artist);
  await page.route('**/api/logout', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logout failed')).toBeVisible(SLOW);
  await expect(page.getByText('There was a problem logging you out. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

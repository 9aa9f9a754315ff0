import { expect, test } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { contentWidth, SLOW, signInAsArtist } from './support/artist-dashboard';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedArtist, createApprovedStudio } from './support/catalog';
import { createClaim, signedInApi, signInAt } from './support/claims';
import {
  dashboardTab,
  expectSelectedTab,
  expectTabLoaded,
  sendInquiryAsVisitor,
  signInAsStudio,
  statValue,
} from './support/studio-dashboard';

// /studio-dashboard's frame (issue 14 items 4, 6, 7): who gets in, the header, the Overview, the tabs and live
// updates. What each tab does is in the tabs' own journeys.

// Fixtures through the real API, sign-ins (argon2), tab chunks and axe on a shared two-core machine: well over the
// default 30 s.
test.describe.configure({ timeout: 120_000 });

test('signed out asks to sign in, and an account without a studio has no access', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/studio-dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fstudio-dashboard$/, SLOW);

  const artist = await createApprovedArtist(request);
  await signInAsArtist(page, artist);
  await page.goto('/studio-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'No Studio Access' })).toBeVisible(SLOW);
  await expect(page.getByText('You need to be a studio owner to access this page.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Claim Studio Profile' })).toHaveAttribute(
    'href',
    '/studio-onboarding',
  );
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('no-studio-access.png') });
});

test('an admin without a named studio is pointed to /admin, and opens a studio’s dashboard from its row there', async ({
  page,
  request,
}) => {
  const studio = await createApprovedStudio(request);
  await signInAt(page, e2eAdmin, /\/admin$/);
  await page.goto('/studio-dashboard');
  await page.getByRole('link', { name: 'Go to Admin' }).click(SLOW);
  // The studio's row on /admin opens its dashboard, named in the URL.
  await page.getByRole('tab', { name: /^Studios/ }).click(SLOW);
  await page.getByLabel('Search').fill(studio.studioName);
  await page.getByRole('link', { name: `Open ${studio.studioName}'s dashboard` }).click(SLOW);
  await expect(page).toHaveURL(new RegExp(`/studio-dashboard\\?studioId=${studio.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: studio.studioName })).toBeVisible(SLOW);
});

test('an approved studio signs in to its Overview, copies its link and opens its profile', async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const studio = await createApprovedStudio(request);
  await sendInquiryAsVisitor(playwright, baseURL, studio.id);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsStudio(page, studio);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: studio.studioName })).toBeVisible(SLOW);
  await expect(page).toHaveTitle('Studio Dashboard · Inkbook');
  await expect(statValue(page, 'Verified Artists')).toHaveText('0', SLOW);
  await expect(statValue(page, 'Awaiting Your Approval')).toHaveText('0');
  await expect(statValue(page, 'New Inquiries')).toHaveText('1');
  await expect(statValue(page, 'Studio Photos')).toHaveText('3');
  await expect(statValue(page, 'Profile Status')).toHaveText('Live');
  await expect(dashboardTab(page, 'Inquiries (1 pending)')).toBeVisible();

  const view = main.getByRole('link', { name: /View Studio/ });
  await expect(view).toHaveAttribute('href', `/studio/${studio.handle}`);
  await expect(view).toHaveAttribute('target', '_blank');

  await main.getByRole('button', { name: 'Copy Studio Link' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  await expect(page.getByText('Studio profile link copied to clipboard')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(`${baseURL}/studio/${studio.handle}`);
  // The confirmed state lasts two seconds.
  await expect(main.getByRole('button', { name: 'Copy Studio Link' })).toBeVisible({ timeout: 4_000 });

  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('studio-dashboard-desktop.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(main.getByRole('heading', { level: 1, name: studio.studioName })).toBeVisible();
  expect(await contentWidth(page)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('studio-dashboard-390.png'), fullPage: true });
});

test('a failed copy says so and the button keeps its label', async ({ page, request }) => {
  const studio = await createApprovedStudio(request);
  await signInAsStudio(page, studio);
  // A browser that refuses the clipboard (permission denied, or no secure context).
  await page.evaluate(
    "Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } })",
  );
  const copy = page.getByRole('main').getByRole('button', { name: 'Copy Studio Link' });
  await copy.click();
  await expect(page.getByText('Failed to copy link')).toBeVisible();
  await expect(copy).toBeVisible();
});

test('tabs move by arrow keys, and the open tab is in the URL through a reload', async ({
  page,
  request,
}) => {
  const studio = await createApprovedStudio(request);
  await signInAsStudio(page, studio);
  await expect(page.getByRole('heading', { level: 1, name: studio.studioName })).toBeVisible(SLOW);
  await expectSelectedTab(page, 'Overview');

  await dashboardTab(page, 'Overview').focus();
  await page.keyboard.press('ArrowRight');
  await expectSelectedTab(page, 'Profile');
  await expect(page).toHaveURL(/\?tab=profile$/);
  await expectTabLoaded(page, 'Profile');
  await page.keyboard.press('ArrowRight');
  await expectSelectedTab(page, 'Artists');
  await expect(page).toHaveURL(/\?tab=artists$/);
  await expectTabLoaded(page, 'Artists');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: studio.studioName })).toBeVisible(SLOW);
  await expectSelectedTab(page, 'Artists');
  await expectTabLoaded(page, 'Artists');

  await dashboardTab(page, 'Artists').focus();
  await page.keyboard.press('End');
  await expectSelectedTab(page, 'Waitlist');
  await expect(page).toHaveURL(/\?tab=waitlist$/);
  await page.keyboard.press('Home');
  await expectSelectedTab(page, 'Overview');
  await expect(page).toHaveURL(/\/studio-dashboard$/);
  await expect(statValue(page, 'Studio Photos')).toHaveText('3');
});

test('an artist asking to be verified and a new inquiry show on the open Overview without a reload', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const studio = await createApprovedStudio(request);
  const artist = await createApprovedArtist(request);
  await signInAsStudio(page, studio);
  await expect(statValue(page, 'Awaiting Your Approval')).toHaveText('0', SLOW);
  await expect(statValue(page, 'New Inquiries')).toHaveText('0');

  const artistApi = await signedInApi(playwright, baseURL, artist);
  try {
    await createClaim(artistApi, { studioId: studio.id, artistId: artist.id });
  } finally {
    await artistApi.dispose();
  }
  await expect(statValue(page, 'Awaiting Your Approval')).toHaveText('1', { timeout: 5_000 });
  await expect(page.getByRole('main').getByRole('button', { name: 'Review 1 artist request' })).toBeVisible();

  await sendInquiryAsVisitor(playwright, baseURL, studio.id);
  await expect(statValue(page, 'New Inquiries')).toHaveText('1', { timeout: 5_000 });
  await expect(dashboardTab(page, 'Inquiries (1 pending)')).toBeVisible();

  // The Overview's shortcut opens the Artists tab and puts focus on it.
  await page.getByRole('main').getByRole('button', { name: 'Review 1 artist request' }).click();
  await expectSelectedTab(page, 'Artists');
  await expect(dashboardTab(page, 'Artists')).toBeFocused();
  await expect(page).toHaveURL(/\?tab=artists$/);
});

import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedStudio } from './support/catalog';
import { useThePage } from './support/rendered-page';

// Public studio journeys: the list with its URL state, a profile with its gallery, and the not-found page.

test('a studio profile shows its story, stats, empty artist grid and a photo gallery', async ({
  page,
  request,
}) => {
  const studio = await createApprovedStudio(request);
  await page.goto(`/studio/${studio.handle}`);

  await expect(page.getByRole('heading', { level: 1, name: studio.studioName })).toBeVisible();
  await expect(page.getByText('Bold lines since 1999')).toBeVisible();
  await expect(page.getByText(`${new Date().getFullYear() - 1999}+`)).toBeVisible();
  await expect(page.getByText('5.0')).toBeVisible();
  // Verified artists come from studio claims, which no one has made: the section says so.
  const artists = page.getByRole('region', { name: 'Verified Artists' });
  await expect(artists.getByText('No verified artists yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Text the Studio' })).toHaveAttribute(
    'href',
    /^sms:\+?5125550100/,
  );
  await expect(page.getByRole('link', { name: /inkiron\.example/ })).toHaveAttribute(
    'href',
    'https://inkiron.example',
  );
  await expect(page.getByText('A $100 deposit is required for every booking.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Send ${studio.studioName} an Inquiry` })).toBeVisible();

  // Two interior photos and one exterior: a three-photo gallery with arrows and 'N of M'.
  const photos = page.getByRole('region', { name: 'Studio Photos' });
  await photos.getByRole('button', { name: 'Open photo 1 of 3' }).click();
  const gallery = page.getByRole('dialog');
  await expect(gallery.getByText('1 of 3')).toBeVisible();
  await gallery.getByRole('button', { name: 'Next image' }).click();
  await expect(gallery.getByText('2 of 3')).toBeVisible();
  await gallery.getByRole('button', { name: 'Previous image' }).click();
  await gallery.getByRole('button', { name: 'Previous image' }).click();
  await expect(gallery.getByText('3 of 3')).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Save Image' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();

  await expectNoSeriousViolations(page);
});

test('without a phone number the text button is disabled and says why', async ({ page, request }) => {
  const studio = await createApprovedStudio(request);
  // The fixture left the admin signed in on this request context.
  const res = await request.put(`/api/admin/studios/${studio.id}`, { data: { phone: null } });
  expect(res.ok()).toBe(true);
  await page.goto(`/studio/${studio.handle}`);
  const text = page.getByRole('button', { name: 'Text the Studio' });
  await expect(text).toBeDisabled();
  await expect(text).toHaveAttribute('title', 'Phone number not available');
});

test('copy link on a studio profile confirms with a toast', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const studio = await createApprovedStudio(request);
  await page.goto(`/studio/${studio.handle}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('menuitem', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  await expect(page.getByText('Studio profile link copied to clipboard')).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toContain(`/studio/${studio.handle}`);
});

test('an unknown studio shows Studio Not Found', async ({ page }) => {
  await page.goto('/studio/no-such-studio-here');
  await expect(page.getByRole('heading', { name: 'Studio Not Found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse Studios' })).toBeVisible();
});

test('the studio list filters by specialization and keeps its state in the URL', async ({
  page,
  request,
}) => {
  const tag = `Loom${Date.now().toString(36)}`;
  const script = await createApprovedStudio(request, { studioName: `${tag} Script House` });
  const mandala = await createApprovedStudio(request, {
    studioName: `${tag} Mandala Rooms`,
    specializations: ['Mandala', 'Sacred Geometry'],
  });

  // ?specialization= presets the filter.
  await page.goto(`/studios?q=${tag}&specialization=Mandala`);
  await expect(page.getByLabel('Specialization', { exact: true })).toHaveValue('Mandala');
  await expect(page.getByLabel('Search studios')).toHaveValue(tag);
  await expect(page.getByRole('link', { name: mandala.studioName })).toBeVisible();
  await expect(page.getByRole('link', { name: script.studioName })).toHaveCount(0);

  await page.getByLabel('Specialization', { exact: true }).selectOption('Script');
  await expect(page).toHaveURL(/specialization=Script/);
  await expect(page.getByRole('link', { name: script.studioName })).toBeVisible();
  await expect(page.getByRole('link', { name: mandala.studioName })).toHaveCount(0);

  // The state survives a reload, and the card opens the profile.
  await page.reload();
  await expect(page.getByLabel('Specialization', { exact: true })).toHaveValue('Script');
  await page.getByRole('button', { name: /Ascending order/ }).click();
  await expect(page).toHaveURL(/order=desc/);
  await page.getByRole('link', { name: script.studioName }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/${script.handle}$`));
  await page.goBack();
  await expect(page).toHaveURL(/specialization=Script/);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/studios$/);
  await expect(page.getByLabel('Specialization', { exact: true })).toHaveValue('');
});

test('a search still settling never comes back after Clear', async ({ page }) => {
  // The page's clock is ours: the 300 ms the search waits for typing to settle passes only when we say
  // (install() alone keeps time running; pauseAt stops it).
  await page.clock.install();
  await page.goto('/studios?specialization=Mandala');
  await useThePage(page);
  await page.clock.pauseAt(Date.now() + 1_000);
  const box = page.getByLabel('Search studios');
  await box.fill('ink');
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page).toHaveURL(/\/studios$/);
  await page.clock.runFor(1_000);
  await expect(box).toHaveValue('');
  await expect(page).toHaveURL(/\/studios$/);

  // Typing that has settled is written to the URL.
  await box.fill('ink');
  await page.clock.runFor(1_000);
  await expect(page).toHaveURL(/\/studios\?q=ink$/);
});

test('a search with no match says so', async ({ page }) => {
  await page.goto('/studios?q=zz-no-studio-has-this-name');
  await expect(page.getByRole('heading', { name: 'No studios found' })).toBeVisible();
  await expect(page.getByText('No studios match your search')).toBeVisible();
});

for (const path of ['/studios', '/tutorials', '/terms', '/privacy']) {
  test(`axe finds no serious violation on ${path}`, async ({ page, request }) => {
    if (path === '/studios') await createApprovedStudio(request);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/studios') await expect(page.getByText(/\d+ studios?/).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('tutorial categories filter the videos and an empty one says so', async ({ page }) => {
  await page.goto('/tutorials');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 3 })).toHaveCount(3);
  await page.getByRole('tab', { name: 'Portfolio' }).click();
  await expect(page.getByRole('heading', { name: 'How to manage your profile' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3 })).toHaveCount(1);
  await page.getByRole('tab', { name: 'Marketing' }).click();
  await expect(page.getByText('No marketing tutorials yet')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/apply');
  await expect(main.getByRole('link', { name: 'Discover Artists' })).toHaveAttribute('href', '/discover');
});

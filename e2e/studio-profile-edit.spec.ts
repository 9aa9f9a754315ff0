import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { contentWidth, SLOW } from './support/artist-dashboard';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedStudio } from './support/catalog';
import { jpegFile } from './support/files';

// The studio dashboard's Profile tab (issue 14 item 4): the owner edits the studio's profile, saved as a partial
// PUT /api/studios/{id}, and the public page shows the change.

// Sign-in (argon2), uploads and axe on a long form take their time on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

type StudioFixture = Awaited<ReturnType<typeof createApprovedStudio>>;

const NEW_TAGLINE = 'Fine line and bold traditional in East Austin';

/** Signs in at /login as the studio's owner does; a studio account lands on its dashboard. */
async function signInAsStudio(page: Page, studio: StudioFixture) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(studio.businessEmail);
  await page.getByLabel('Password').fill(studio.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/studio-dashboard/, SLOW);
}

async function openProfileTab(page: Page) {
  await page.goto('/studio-dashboard?tab=profile');
  // The tab's code is its own chunk, fetched once the dashboard has the studio.
  await expect(page.getByRole('form', { name: 'Edit studio profile' })).toBeVisible({ timeout: 45_000 });
}

const interiorPhotos = (page: Page) =>
  page.getByRole('group', { name: 'Interior photos' }).getByRole('img', { name: /^Interior photos \d+$/ });

/** Every PUT the page sends to the studio, with its body. */
function recordUpdates(page: Page, studioId: string) {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith(`/api/studios/${studioId}`)) {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('the owner changes the tagline and adds an interior photo; the public page shows both', async ({
  page,
  request,
}, testInfo) => {
  const studio = await createApprovedStudio(request);
  const updates = recordUpdates(page, studio.id);
  await signInAsStudio(page, studio);
  await openProfileTab(page);

  const tagline = page.getByLabel('Tagline');
  await expect(tagline).toHaveValue('Bold lines since 1999');
  await expect(page.getByRole('group', { name: 'Specializations' }).getByRole('checkbox')).toHaveCount(16);
  await expect(interiorPhotos(page)).toHaveCount(2);
  const save = page.getByRole('button', { name: 'Save Changes' });
  // Nothing to save yet.
  await expect(save).toHaveAttribute('aria-disabled', 'true');

  await tagline.fill(NEW_TAGLINE);
  await page.locator('#studio-interiorImages').setInputFiles(await jpegFile('lobby.jpg'));
  await expect(interiorPhotos(page)).toHaveCount(3, SLOW);
  await expect(page.getByRole('img', { name: 'Interior photos 3' })).toHaveAttribute(
    'src',
    /\/media\//,
    SLOW,
  );
  await expect(page.getByRole('button', { name: 'Copy to All' })).toBeEnabled();
  await shoot(page, testInfo, 'profile-desktop');

  await save.click();
  await expect(page.getByText('Studio Profile Updated')).toBeVisible(SLOW);
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  // Disabled while it saved, the button gets the focus back.
  await expect(save).toBeFocused();
  // A partial update: only what changed is sent.
  expect(updates).toHaveLength(1);
  expect(Object.keys(updates[0] ?? {}).sort()).toEqual(['interiorImages', 'tagline']);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await contentWidth(page)).toBeLessThanOrEqual(390);
  await shoot(page, testInfo, 'profile-390');
  await expectNoSeriousViolations(page);

  await page.goto(`/studio/${studio.handle}`);
  await expect(page.getByText(NEW_TAGLINE)).toBeVisible(SLOW);
  // Two interior and one exterior photo from the application, and the new one.
  await expect(page.getByRole('button', { name: 'Open photo 1 of 4' })).toBeVisible();
});

test('a too-short tagline is refused by its field and nothing is saved; a refused save keeps the typing', async ({
  page,
  request,
}, testInfo) => {
  const studio = await createApprovedStudio(request);
  const updates = recordUpdates(page, studio.id);
  await signInAsStudio(page, studio);
  await openProfileTab(page);

  const tagline = page.getByLabel('Tagline');
  await tagline.fill('Too short');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('#studio-tagline-error')).toHaveText('Tagline must be at least 10 characters');
  await expect(tagline).toBeFocused();
  await expect(tagline).toHaveAttribute('aria-invalid', 'true');
  expect(updates).toHaveLength(0);
  await expectNoSeriousViolations(page);
  const stored = await (await request.get(`/api/studios/${studio.handle}`)).json();
  expect(stored.tagline).toBe('Bold lines since 1999');

  // The server's 400 names its fields; they show by the fields and what was typed stays.
  await page.route(`**/api/studios/${studio.id}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'validation_failed',
              message: 'Invalid studio',
              fields: { tagline: 'Tagline must be less than 100 characters' },
            },
            message: 'Invalid studio',
          }),
        })
      : route.continue(),
  );
  await tagline.fill(NEW_TAGLINE);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Update Failed')).toBeVisible(SLOW);
  await expect(page.getByText('Failed to update studio profile. Please try again.')).toBeVisible();
  await expect(page.locator('#studio-tagline-error')).toHaveText('Tagline must be less than 100 characters');
  await expect(tagline).toHaveValue(NEW_TAGLINE);
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  // As focusing it on a refusal does: the field and its message clear of the sticky save bar.
  await tagline.evaluate((field) => field.scrollIntoView({ block: 'nearest' }));
  await page.screenshot({ path: testInfo.outputPath('profile-refused-390.png') });

  // The unsaved typing survives a look at another tab, and leaving the page asks first.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('Verified Artists')).toBeVisible(SLOW);
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(tagline).toHaveValue(NEW_TAGLINE);
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Discover' })
    .click();
  await expect.poll(() => asked).toEqual(['Leave this page? Your unsaved changes will be lost.']);
  await expect(page).toHaveURL(/\/studio-dashboard\?tab=profile$/);
  await expect(tagline).toHaveValue(NEW_TAGLINE);
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Discover' })
    .click();
  await expect(page).not.toHaveURL(/\/studio-dashboard/);
});

import { expect, type Page, test } from '@playwright/test';
import { contentWidth, SLOW, signInAsArtist } from './support/artist-dashboard';
import { mediaHashes } from './support/artist-wizard';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedArtist } from './support/catalog';
import { moveImageOnePlace } from './support/image-tool';

// /artist/edit/{id} (issue 13 items 5, 6): the owner edits their profile; nobody else may.

test.describe.configure({ timeout: 90_000 });

const NEW_BIO =
  'Fine line and botanical work. Ten years in Austin, Texas; now booking spring sessions at Ink House.';

const portfolioField = (page: Page) => page.getByRole('group', { name: 'Portfolio', exact: true });

test('the artist changes their bio and portfolio order, and the public profile shows both', async ({
  page,
  request,
}, testInfo) => {
  const artist = await createApprovedArtist(request, {}, 3);
  await signInAsArtist(page, artist);
  await page.getByRole('main').getByRole('link', { name: 'Edit Profile & Portfolio' }).click();
  await expect(page).toHaveURL(new RegExp(`/artist/edit/${artist.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible(SLOW);
  await expect(page.getByRole('link', { name: /View Public Profile/ })).toHaveAttribute(
    'href',
    `/artist/${artist.instagramHandle}`,
  );
  const styles = page.getByRole('group', { name: 'Styles you specialize in' });
  await expect(styles.getByRole('checkbox')).toHaveCount(16);
  await expect(styles.getByRole('checkbox', { name: 'Blackwork' })).not.toBeChecked();
  await expect(styles.getByRole('checkbox', { name: 'Fine Line' })).toBeChecked();

  // The edit rules are the form's before they are the server's.
  const bio = page.getByLabel('Bio');
  await bio.fill('Too short.');
  await expect(page.getByText('10/500 characters (50 minimum)')).toBeVisible();
  await page.getByLabel('Website (optional)').fill('not a url');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Bio must be at least 50 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid website URL')).toBeVisible();
  await expect(bio).toBeFocused();
  await expectNoSeriousViolations(page);

  await bio.fill(NEW_BIO);
  await page.getByLabel('Website (optional)').fill('');
  const works = portfolioField(page).getByRole('img', { name: /^Portfolio \d+$/ });
  const [first, second, third] = await mediaHashes(works);
  await moveImageOnePlace(page, portfolioField(page), 1);
  await expect.poll(() => mediaHashes(works)).toEqual([second, first, third]);
  await page.screenshot({ path: testInfo.outputPath('edit-desktop.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/artist/${artist.instagramHandle}`);
  await expect(page.getByText(NEW_BIO)).toBeVisible();
  const shown = page.getByRole('button', { name: /^Open portfolio image \d+ of \d+$/ });
  await expect.poll(() => mediaHashes(shown.locator('img'))).toEqual([second, first, third]);
  const stored = await (await request.get(`/api/artists/${artist.instagramHandle}`)).json();
  expect(stored.website).toBeNull();
});

test('a refused save keeps what was typed and shows the server’s message by its field', async ({
  page,
  request,
}, testInfo) => {
  const artist = await createApprovedArtist(request);
  const other = await createApprovedArtist(request);
  await signInAsArtist(page, artist);
  await page.goto(`/artist/edit/${artist.id}`);
  const handle = page.getByLabel('Instagram handle');
  await expect(handle).toBeVisible(SLOW);
  await handle.fill(other.instagramHandle);
  await page.getByLabel('Bio').fill(NEW_BIO);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Update Failed')).toBeVisible(SLOW);
  await expect(page.locator('#instagram-handle-error')).toHaveText('This handle is already taken');
  await expect(handle).toHaveValue(other.instagramHandle);
  await expect(page.getByLabel('Bio')).toHaveValue(NEW_BIO);
  await expect(page).toHaveURL(new RegExp(`/artist/edit/${artist.id}$`));

  // A failure without a reason gets the spec's words.
  await page.route(`**/api/artists/${artist.id}`, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
  );
  await handle.fill(artist.instagramHandle);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Failed to update profile. Please try again.')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await contentWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('edit-390.png'), fullPage: true });
  await expectNoSeriousViolations(page);
});

test('another artist opening the edit page is turned away; signed out, it asks to sign in', async ({
  page,
  request,
}) => {
  const artist = await createApprovedArtist(request);
  const other = await createApprovedArtist(request);
  await page.goto(`/artist/edit/${artist.id}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fartist%2Fedit%2F${artist.id}$`), SLOW);

  await signInAsArtist(page, other);
  await page.goto(`/artist/edit/${artist.id}`);
  await expect(page.getByText('Access Denied')).toBeVisible(SLOW);
  await expect(page.getByText('You can only edit your own profile.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The server refuses too, whatever the page does.
  const put = await page.request.put(`/api/artists/${artist.id}`, { data: { bio: NEW_BIO } });
  expect(put.status()).toBe(403);
});

import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createApprovedArtist, createApprovedStudio } from './support/catalog';
import { useThePage } from './support/rendered-page';

// A visitor who types a name and clicks the matching card at once must reach the profile. The search box writes
// the URL once typing has settled for 300 ms; when that write landed while the profile was still loading, it
// cancelled the visitor's navigation and left them on the list.

/** A word only this test's profiles carry, so profiles made by other tests never join the list. */
const uniqueTag = () => `zq${randomBytes(4).toString('hex')}`;

/**
 * Types `name` into the search box and clicks the card at once, with the search box's 300 ms running out while
 * the profile is still loading. Returns how many of the page's code requests were held back, to show they were.
 */
async function typeAndClickAtOnce(page: Page, box: Locator, card: Locator, name: string) {
  // Page code fetched from now on arrives a second late, as on a slow connection.
  const held = { count: 0 };
  await page.route('**/assets/*.js', async (route) => {
    held.count += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  // The page's clock stops, so the click surely comes before the typing settles, however slow the machine.
  await page.clock.pauseAt(Date.now() + 1_000);
  await box.fill(name);
  await card.click();
  // The 300 ms run out with the profile's code still on its way.
  await page.clock.runFor(1_000);
  await page.clock.resume();
  return held;
}

test('typing a name and clicking the artist at once opens the profile, and Back keeps the search', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const name = `Aster Vale ${tag}`;
  const artist = await createApprovedArtist(request, { artistName: name });
  await createApprovedArtist(request, { artistName: `Bram Oakes ${tag}` });
  await page.clock.install();
  await page.goto(`/artists?q=${tag}`);
  const box = page.getByLabel('Search', { exact: true });
  const card = page.getByRole('list', { name: 'Artists' }).getByRole('link', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  // The app runs (a click before it does is the browser's own navigation, a new page).
  await useThePage(page);

  const held = await typeAndClickAtOnce(page, box, card, name);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/artist/${artist.instagramHandle}$`));
  expect(held.count).toBeGreaterThan(0);

  await page.goBack();
  await expect(box).toHaveValue(name);
  await expect(page).toHaveURL(new RegExp(`/artists\\?q=${name.replaceAll(' ', '\\+')}$`));
});

test('typing a name and clicking the studio at once opens the profile, and Back keeps the search', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const name = `Loom Rooms ${tag}`;
  const studio = await createApprovedStudio(request, { studioName: name });
  await createApprovedStudio(request, { studioName: `Script House ${tag}` });
  await page.clock.install();
  await page.goto(`/studios?q=${tag}`);
  const box = page.getByLabel('Search studios');
  const card = page.getByRole('link', { name });
  await expect(card).toBeVisible();
  // The app runs (a click before it does is the browser's own navigation, a new page).
  await useThePage(page);

  const held = await typeAndClickAtOnce(page, box, card, name);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/studio/${studio.handle}$`));
  expect(held.count).toBeGreaterThan(0);

  await page.goBack();
  await expect(box).toHaveValue(name);
  await expect(page).toHaveURL(new RegExp(`/studios\\?q=${name.replaceAll(' ', '\\+')}$`));
});

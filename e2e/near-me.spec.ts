import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createApprovedArtist, createApprovedStudio } from './support/catalog';

// Issue 26, items 4 and 5: 'Near me' with a granted location on both lists, the radius in the URL with Back and
// Forward, and the map's markers and keyboard list while OpenStreetMap's tiles are blocked.

const AUSTIN = { latitude: 30.27, longitude: -97.74 };
const DALLAS = { location: '500 Main St, Dallas, TX 75202', locationLat: '32.7767', locationLng: '-96.797' };

test.use({ permissions: ['geolocation'], geolocation: AUSTIN, locale: 'en-US' });

/** No tile ever loads: the map must still show its markers on a plain background. */
async function blockTiles(page: Page) {
  const tiles: string[] = [];
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    tiles.push(route.request().url());
    return route.abort();
  });
  return tiles;
}

test('artists near me: distance sort, radius in the URL, Back and Forward, then the map', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = `zq${randomBytes(4).toString('hex')}`;
  await createApprovedArtist(request, { artistName: `Aster Near ${tag}` });
  await createApprovedArtist(request, { artistName: `Bram Far ${tag}`, ...DALLAS });
  const tiles = await blockTiles(page);
  const mapCode: string[] = [];
  page.on('request', (sent) => {
    if (/leaflet|results-map/i.test(sent.url())) mapCode.push(sent.url());
  });
  const cards = page.getByRole('list', { name: 'Artists' }).getByRole('link');

  await page.goto(`/artists?q=${tag}`);
  await expect(cards).toHaveCount(2);
  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page).toHaveURL(/near=30\.27%2C-97\.74/);
  await expect(page).toHaveURL(/radius=25/);
  await expect(page).toHaveURL(/sort=distance/);
  // Dallas is about 180 miles from Austin: outside 25 miles.
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Aster Near ${tag}`);
  await expect(cards.first()).toContainText(/\d+\.\d mi/);

  await page.getByLabel('Within').selectOption('');
  await expect(page).not.toHaveURL(/radius=/);
  await expect(cards).toHaveCount(2);
  await expect(cards).toHaveText([/Aster Near/, /Bram Far/]);
  await page.goBack();
  await expect(page).toHaveURL(/radius=25/);
  await expect(cards).toHaveCount(1);
  await page.goForward();
  await expect(page).not.toHaveURL(/radius=/);
  await expect(cards).toHaveCount(2);

  // Leaflet stays out of the list until the Map view is chosen.
  expect(mapCode).toEqual([]);
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(2);
  await expect(page.getByText('OpenStreetMap')).toBeVisible();
  expect(tiles.length).toBeGreaterThan(0);

  // Keyboard users open each marker's card from the list beside the map.
  const results = page.getByRole('list', { name: 'Results on the map' }).getByRole('button');
  await expect(results).toHaveCount(2);
  await results.filter({ hasText: 'Bram Far' }).focus();
  await page.keyboard.press('Enter');
  const cardLink = page.locator('.leaflet-popup').getByRole('link', { name: `Bram Far ${tag}` });
  await expect(cardLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/artist\//);
  await page.goBack();
  await expect(page).toHaveURL(/view=map/);
});

test('studios near me: the location, the radius and the distance on the card', async ({ page, request }) => {
  test.setTimeout(60_000);
  const tag = `zq${randomBytes(4).toString('hex')}`;
  await createApprovedStudio(request, { studioName: `Near Studio ${tag}` });
  await blockTiles(page);

  await page.goto(`/studios?q=${tag}`);
  const studios = page.getByRole('region', { name: 'Studios' }).getByRole('listitem');
  await expect(studios.filter({ hasText: `Near Studio ${tag}` })).toHaveCount(1);
  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page).toHaveURL(/near=30\.27%2C-97\.74/);
  await expect(page).toHaveURL(/radius=25/);
  await expect(studios.filter({ hasText: `Near Studio ${tag}` })).toContainText(/\d+\.\d mi/);
  await page.getByLabel('Within').selectOption('10');
  await expect(page).toHaveURL(/radius=10/);
  await page.goBack();
  await expect(page).toHaveURL(/radius=25/);
  await page.goForward();
  await expect(page).toHaveURL(/radius=10/);

  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Results on the map' }).getByRole('button')).toHaveCount(1);
});

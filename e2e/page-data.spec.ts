import { PAGE_DATA_ID } from '@inkbook/contracts/lead-image';
import { expect, type Page, test } from '@playwright/test';
import { createApprovedArtist, createApprovedStudio } from './support/catalog';

// The gateway puts a public page's first data, lead image and code into the page itself (apps/gateway/src/
// page-data.ts). These journeys fail if the gateway and the web app drift apart: the app must draw from what
// came with the page, asking the API nothing, and the picture the page preloaded must be the one it draws.

/** Catalog reads the browser sends while the page first loads (the signed-in check is not one of them). */
function catalogReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (/^\/api\/(artists|studios)/.test(pathname)) reads.push(`${pathname}${search}`);
  });
  return reads;
}

/** The preloaded image's srcset, from the page's own HTML. */
function preloadedImages(html: string): string[] {
  const srcset = /<link rel="preload" as="image" [^>]*imagesrcset="([^"]+)"/.exec(html)?.[1] ?? '';
  return srcset.split(', ').map((candidate) => candidate.split(' ')[0] ?? '');
}

const drawnFrom = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img) => new URL((img as HTMLImageElement).currentSrc).pathname);

test('an artist profile draws from the data it came with, and its banner is the image the page preloaded', async ({
  page,
  request,
}) => {
  const artist = await createApprovedArtist(request);
  const reads = catalogReads(page);
  const response = await page.goto(`/artist/${artist.instagramHandle}`);
  const html = (await response?.text()) ?? '';

  // The page names its chunk: preloaded with it, or (rendered on the server) once it has painted.
  expect(html).toMatch(/"[^"]*\/assets\/artist-profile-[\w-]+\.js/);
  await expect(page.getByRole('heading', { name: artist.artistName, level: 1 })).toBeVisible();
  const banner = 'article img[sizes="100vw"]';
  await expect(page.locator(banner).first()).toHaveJSProperty('complete', true);
  expect(preloadedImages(html)).toContain(await drawnFrom(page, banner));
  expect(reads).toEqual([]);
});

test('the landing page and the artist list draw their first cards without asking the API', async ({
  page,
  request,
}) => {
  await createApprovedArtist(request);
  const reads = catalogReads(page);

  const landing = (await (await page.goto('/'))?.text()) ?? '';
  await expect(page.getByRole('heading', { name: 'Verified Artists' })).toBeVisible();
  expect(preloadedImages(landing)).toContain(await drawnFrom(page, 'img[fetchpriority="high"]'));

  const list = (await (await page.goto('/artists'))?.text()) ?? '';
  const firstCard = page.getByRole('list', { name: 'Artists' }).getByRole('link').first();
  await expect(firstCard).toBeVisible();
  expect(preloadedImages(list)).toContain(await drawnFrom(page, 'main li img[fetchpriority="high"]'));
  expect(reads).toEqual([]);

  // A list reached with filters in its URL (a shared link, a style preset) comes with its data too.
  await page.goto('/artists?style=Japanese&order=desc');
  await expect(page.getByLabel('Style', { exact: true })).toHaveValue('Japanese');
  await expect(firstCard).toBeVisible();
  expect(reads).toEqual([]);

  // Changing the filter in the page asks the API.
  await page.getByLabel('Style', { exact: true }).selectOption('Dotwork');
  await expect
    .poll(() => reads)
    .toEqual(['/api/artists?style=Dotwork&sort=name&order=desc&page=1&pageSize=24']);
});

test('the studio list draws its first cards without asking the API, searched or not', async ({
  page,
  request,
}) => {
  const studio = await createApprovedStudio(request);
  const reads = catalogReads(page);
  const cards = page.getByRole('region', { name: 'Studios' }).getByRole('link');

  const list = (await (await page.goto('/studios'))?.text()) ?? '';
  await expect(cards.first()).toBeVisible();
  expect(preloadedImages(list)).toContain(await drawnFrom(page, 'main li img[fetchpriority="high"]'));
  await page.goto(`/studios?q=${encodeURIComponent(studio.studioName)}`);
  await expect(cards.filter({ hasText: studio.studioName }).first()).toBeVisible();
  expect(reads).toEqual([]);
});

test('pages without a plan come as the plain app', async ({ request }) => {
  const html = await (await request.get('/terms')).text();
  expect(html).not.toContain('rel="modulepreload" crossorigin href="/assets/terms');
  expect(html).not.toContain(PAGE_DATA_ID);
});

import { SERVER_STATE_ID } from '@inkbook/contracts/lead-image';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAsArtist } from './support/artist-dashboard';
import { createApprovedArtist, createApprovedStudio } from './support/catalog';
import { useThePage } from './support/rendered-page';

// The public pages the gateway renders on the server (apps/gateway/src/server-render.ts): their content is in the
// HTML itself, readable with JavaScript off, and the app hydrates it without a mismatch and works from there.

/** Errors the page reports: React's hydration mismatches (console.error, or thrown as recoverable errors). */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A signed-out visitor's session check answers 401, which the browser logs as a failed resource.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
    if (message.type() === 'warning' && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** The page as a browser without JavaScript sees it. */
async function withoutJavaScript(browser: Browser, path: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // A render has the page data's 300 ms and a page's first one on a busy two-core runner can miss it (the page then
  // comes unrendered, by design: server-render.test.ts). One request first, so this journey tests the rendering.
  await context.request.get(path);
  const html = (await (await page.goto(path))?.text()) ?? '';
  expect(html).toContain(`id="${SERVER_STATE_ID}"`);
  await check(page);
  await context.close();
}

/** Holds the app's entry back until the answer is called: what the visitor does lands on the server's HTML alone. */
async function holdEntry(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => /^\/assets\/index-[\w-]+\.js$/.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Waits until React owns the page's main element: the server's HTML is hydrated. */
const hydrated = (page: Page) =>
  expect
    .poll(() =>
      page
        .locator('#main')
        .evaluate((main) => Object.keys(main).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);

/** A click on a link of the hydrated page is a navigation of the app, not a new document. */
async function navigatesInApp(page: Page, link: ReturnType<Page['getByRole']>, url: RegExp) {
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await link.click();
  await expect(page).toHaveURL(url);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

test('the landing page is readable without JavaScript and hydrates without an error', async ({
  browser,
  page,
  request,
}) => {
  await createApprovedArtist(request, { artistName: 'Aaa0 Server Landing' });
  const headline = page.getByRole('heading', { level: 1 });
  await withoutJavaScript(browser, '/', async (plain) => {
    await expect(plain.getByRole('heading', { level: 1 })).toContainText('tattoo');
    await expect(plain.getByRole('heading', { name: 'Verified Artists' })).toBeVisible();
    await expect(
      plain.getByRole('list', { name: 'Verified Artists' }).getByRole('link').first(),
    ).toBeVisible();
  });

  const errors = pageErrors(page);
  await page.goto('/');
  await expect(headline).toBeVisible();
  await useThePage(page);
  await hydrated(page);
  await navigatesInApp(
    page,
    page.getByRole('list', { name: 'Verified Artists' }).getByRole('link', { name: /Discover More/ }),
    /\/artists$/,
  );
  expect(errors).toEqual([]);
});

test('the artist list and an artist profile are readable without JavaScript and hydrate without an error', async ({
  browser,
  page,
  request,
}) => {
  const artist = await createApprovedArtist(request);
  const list = `/artists?q=${encodeURIComponent(artist.artistName)}`;
  await withoutJavaScript(browser, list, async (plain) => {
    await expect(plain.getByRole('heading', { name: 'Tattoo Artists', level: 1 })).toBeVisible();
    await expect(plain.getByRole('list', { name: 'Artists' }).getByText(artist.artistName)).toBeVisible();
  });
  await withoutJavaScript(browser, `/artist/${artist.instagramHandle}`, async (plain) => {
    await expect(plain.getByRole('heading', { name: artist.artistName, level: 1 })).toBeVisible();
    await expect(plain.getByText('Fine line and botanical work').first()).toBeVisible();
  });

  const errors = pageErrors(page);
  await page.goto(list);
  await useThePage(page);
  await hydrated(page);
  await navigatesInApp(
    page,
    page.getByRole('list', { name: 'Artists' }).getByRole('link').first(),
    new RegExp(`/artist/${artist.instagramHandle}$`),
  );
  await expect(page.getByRole('heading', { name: artist.artistName, level: 1 })).toBeVisible();

  await page.goto(`/artist/${artist.instagramHandle}`);
  await expect(page.getByRole('heading', { name: artist.artistName, level: 1 })).toBeVisible();
  await useThePage(page);
  await hydrated(page);
  await navigatesInApp(page, page.getByRole('link', { name: 'Inkbook home' }).first(), /\/$/);
  expect(errors).toEqual([]);
});

test('the studio list and a studio profile are readable without JavaScript and hydrate without an error', async ({
  browser,
  page,
  request,
}) => {
  const studio = await createApprovedStudio(request);
  const list = `/studios?q=${encodeURIComponent(studio.studioName)}`;
  const cards = (on: Page) => on.getByRole('region', { name: 'Studios' }).getByRole('link');
  await withoutJavaScript(browser, list, async (plain) => {
    await expect(plain.getByRole('heading', { name: 'Tattoo Studios', level: 1 })).toBeVisible();
    await expect(cards(plain).filter({ hasText: studio.studioName }).first()).toBeVisible();
  });
  await withoutJavaScript(browser, `/studio/${studio.handle}`, async (plain) => {
    await expect(plain.getByRole('heading', { name: studio.studioName, level: 1 })).toBeVisible();
  });

  const errors = pageErrors(page);
  await page.goto(list);
  await useThePage(page);
  await hydrated(page);
  await navigatesInApp(
    page,
    cards(page).filter({ hasText: studio.studioName }).first(),
    new RegExp(`/studio/${studio.handle}$`),
  );
  await expect(page.getByRole('heading', { name: studio.studioName, level: 1 })).toBeVisible();

  await page.goto(`/studio/${studio.handle}`);
  await useThePage(page);
  await hydrated(page);
  await navigatesInApp(page, page.getByRole('link', { name: 'Inkbook home' }).first(), /\/$/);
  expect(errors).toEqual([]);
});

test('a button pressed on a rendered page before its app runs is pressed once the app has hydrated', async ({
  page,
  request,
}) => {
  const artist = await createApprovedArtist(request);
  await request.get(`/artist/${artist.instagramHandle}`);
  // The app's entry is held back, so the press lands on the server's HTML alone.
  const release = await holdEntry(page);
  await page.goto(`/artist/${artist.instagramHandle}`);
  const open = page.getByRole('button', { name: 'Send an Inquiry' }).first();
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Inquiry for ${artist.artistName}` });
  await expect(dialog).toHaveCount(0);
  release();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/artist/${artist.instagramHandle}`));
});

test("a signed-out visitor's page is whole before its app runs, which waits for them to use it; a signed-in one's starts at once", async ({
  page,
  request,
}) => {
  const artist = await createApprovedArtist(request);
  await request.get('/artists');
  const appRuns = () => page.locator('html').evaluate((html) => html.hasAttribute('data-app'));

  const scripts: string[] = [];
  page.on('request', (asked) => {
    if (asked.resourceType() === 'script' && asked.url().includes('/assets/')) scripts.push(asked.url());
  });
  await page.goto('/artists');
  // Signed out for sure (no session cookie): the navbar's own links are in the server's HTML, not a placeholder.
  const nav = page.getByRole('banner');
  await expect(nav.getByRole('link', { name: 'Artist Login' })).toBeVisible();
  await page.waitForLoadState('load');
  // None of the app's code is fetched, nor run, until the visitor uses the page.
  await page.waitForTimeout(1000);
  expect(await appRuns()).toBe(false);
  expect(scripts).toEqual([]);
  await useThePage(page);
  await hydrated(page);
  expect(scripts.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);

  // Signed in, the app starts once the page has painted, with no sign from the visitor, and shows who they are.
  await signInAsArtist(page, artist);
  await page.goto('/artists');
  await hydrated(page);
  await expect(nav.getByRole('link', { name: 'Artist Login' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('what a visitor types, chooses and ticks on a rendered page before its app runs is searched once it has hydrated', async ({
  page,
  request,
}) => {
  const artist = await createApprovedArtist(request, { tattooStyles: ['Dotwork'] });
  await request.get('/artists');
  // The app's entry is held back, so the filters are used on the server's HTML alone.
  const release = await holdEntry(page);
  await page.goto('/artists');
  await page.getByLabel('Search', { exact: true }).fill(artist.artistName);
  await page.getByLabel('Style', { exact: true }).selectOption('Dotwork');
  await page.getByLabel('Open books only').check();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/artists$/);
  release();
  await expect(page).toHaveURL(/style=Dotwork/);
  await expect(page).toHaveURL(/books=open/);
  await expect(page).toHaveURL(
    new RegExp(`q=${encodeURIComponent(artist.artistName).replaceAll('%20', '\\+')}`),
  );
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(artist.artistName);
  await expect(page.getByLabel('Style', { exact: true })).toHaveValue('Dotwork');
  await expect(page.getByLabel('Open books only')).toBeChecked();
});

import { gzipSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createApprovedArtist } from './support/catalog';

// The share menu and the full-screen gallery load their code after the profile has drawn. Someone quicker than
// that code still gets what they pressed for: these journeys hold the code back until after the press.

/** Holds every request for the chunks matching `pattern` until the returned function is called. */
async function holdChunks(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test('Share and a portfolio image pressed before their code has loaded open once it arrives', async ({
  page,
  request,
}) => {
  const artist = await createApprovedArtist(request);
  const releaseMenu = await holdChunks(page, /^\/assets\/share-menu-popup-[\w-]+\.js$/);
  const releaseGallery = await holdChunks(page, /^\/assets\/lightbox-[\w-]+\.js$/);
  await page.goto(`/artist/${artist.instagramHandle}`);
  await expect(page.getByRole('heading', { name: artist.artistName, level: 1 })).toBeVisible();

  const share = page.getByRole('button', { name: 'Share' });
  await share.click();
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('menuitem', { name: 'Copy Link' })).toHaveCount(0);
  releaseMenu();
  await expect(page.getByRole('menuitem', { name: 'Copy Link' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Copy Link' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Share' })).toBeFocused();

  await page.getByRole('button', { name: 'Open portfolio image 1 of 4' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading gallery' })).toBeVisible();
  releaseGallery();
  await expect(page.getByRole('dialog').getByText('1 of 4')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading gallery' })).toHaveCount(0);
});

/**
 * The script files a page's HTML starts with: the entry and the chunks the gateway preloads for it, as tags or, on a
 * server-rendered page, named on the script that starts them (data-entry, data-preloads).
 */
async function firstPaintScripts(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const tagged = [
    ...html.matchAll(/<(?:script|link rel="modulepreload")[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g),
  ];
  const started = [...html.matchAll(/data-(?:entry|preloads)="([^"]*)"/g)].flatMap((match) =>
    (match[1] ?? '').split(' '),
  );
  return new Set(
    [...tagged.map((match) => match[1] as string), ...started].filter((src) =>
      /^\/assets\/.+\.js$/.test(src),
    ),
  );
}

// Code only other pages use stays out of the first load: the entry and every chunk its HTML preloads for `/` (what
// the bench counts, scripts/bench/lighthouse.ts) stay within the 150 KB gzipped budget of docs/performance.md.
test('The home page starts with at most 150 KB of gzipped JavaScript', async ({ request }) => {
  const scripts = await firstPaintScripts(request, '/');
  expect(scripts.size).toBeGreaterThan(1);
  let gzipBytes = 0;
  for (const script of scripts) gzipBytes += gzipSync(await (await request.get(script)).body()).length;
  expect(gzipBytes / 1024).toBeLessThanOrEqual(150);
});

// Issue 25 item 9: the wizards' intros waited for 55 script files of forms, schemas, uploads and cropping.
for (const [path, wizardChunk] of [
  ['/onboarding', /^\/assets\/artist-application-[\w-]+\.js$/],
  ['/studio-onboarding', /^\/assets\/studio-application-[\w-]+\.js$/],
] as const) {
  test(`${path} draws its intro from a few script files; Get started pressed before the steps' code waits for it`, async ({
    page,
    request,
  }) => {
    const scripts = await firstPaintScripts(request, path);
    expect(scripts.size).toBeGreaterThan(1);
    expect(scripts.size).toBeLessThanOrEqual(16);

    const release = await holdChunks(page, wizardChunk);
    await page.goto(path);
    const start = page.getByRole('button', { name: 'Get started' });
    await start.click();
    // The intro stays, its button busy, until the first step can draw.
    await expect(start).toHaveAttribute('aria-busy', 'true');
    await expect(start).toBeDisabled();
    await expect(page).toHaveURL(/[?&]step=1\b/);
    release();
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get started' })).toHaveCount(0);
  });
}

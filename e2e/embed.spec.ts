import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createApprovedArtist } from './support/catalog';

// The embeddable artist card, framed by a page on another origin, and the generator that writes its code.

/** Serves one HTML page from 127.0.0.1 on a free port: an origin other than the app's localhost:E2E_PORT. */
async function serveHostPage(html: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/` };
}

test('the artist card renders inside an iframe on another origin', async ({ page, request, baseURL }) => {
  const artist = await createApprovedArtist(request);
  const src = `${baseURL}/embed/${artist.instagramHandle}?width=400&height=500`;
  const host = await serveHostPage(
    `<!doctype html><html lang="en"><head><title>A tattoo fan's blog</title></head><body>
      <h1>My favourite artist</h1>
      <iframe src="${src}" width="400" height="500" title="Artist card"></iframe>
    </body></html>`,
  );
  try {
    await page.goto(host.url);
    const frame = page.frameLocator('iframe[title="Artist card"]');
    await expect(frame.getByRole('heading', { name: artist.artistName })).toBeVisible();
    await expect(frame.getByText('Austin, TX')).toBeVisible();
    await expect(frame.getByText('Fine Line')).toBeVisible();
    const link = frame.getByRole('link', { name: /View full profile/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', `${baseURL}/artist/${artist.instagramHandle}`);
    // No site chrome inside the frame.
    await expect(frame.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
    const size = await frame.getByRole('article').boundingBox();
    expect(Math.round(size?.width ?? 0)).toBe(400);
    expect(Math.round(size?.height ?? 0)).toBe(500);
  } finally {
    host.server.close();
  }
});

test('the embed sizes the card from the query and says when the artist is missing', async ({
  page,
  request,
}) => {
  const artist = await createApprovedArtist(request);
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto(`/embed/${artist.instagramHandle}?width=320&height=440`);
  const card = page.getByRole('article');
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(320);
  expect(Math.round(box?.height ?? 0)).toBe(440);

  await page.goto('/embed/no-such-artist-here');
  await expect(page.getByText('Artist not found')).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
});

test('the generator finds an artist, writes the code, copies it and previews it', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const artist = await createApprovedArtist(request);
  await page.goto('/embed-generator');
  await page.getByLabel('Find an artist').fill(artist.instagramHandle);
  await page.getByRole('button', { name: new RegExp(artist.artistName) }).click();
  await expect(page).toHaveURL(new RegExp(`artist=${artist.instagramHandle}`));

  const code = page.getByLabel('Embed code');
  await expect(code).toHaveValue(new RegExp(`/embed/${artist.instagramHandle}\\?width=400&height=500`));
  await page.getByLabel('Width').fill('520');
  await page.getByLabel('Height').fill('640');
  await expect(code).toHaveValue(/width=520&height=640" width="520" height="640"/);

  await page.getByLabel('Width').fill('900');
  await expect(page.getByText('Width must be a whole number from 300 to 800')).toBeVisible();
  await expect(code).toHaveCount(0);
  await page.getByLabel('Width').fill('520');

  await page.getByRole('button', { name: 'Copy Code' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const copied = await page.evaluate<string>('navigator.clipboard.readText()');
  expect(copied).toContain(`/embed/${artist.instagramHandle}?width=520&height=640`);
  expect(copied).toMatch(/^<iframe /);

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.frameLocator(`iframe[title="Preview: ${artist.artistName} on Inkbook"]`);
  await expect(preview.getByRole('heading', { name: artist.artistName })).toBeVisible();
  await page.getByRole('button', { name: 'Hide Preview' }).click();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('?artist= preselects the artist, and the page passes axe', async ({ page, request }) => {
  const artist = await createApprovedArtist(request);
  await page.goto(`/embed-generator?artist=${artist.instagramHandle}`);
  await expect(page.getByText(`@${artist.instagramHandle}`)).toBeVisible();
  await expect(page.getByLabel('Embed code')).toHaveValue(new RegExp(artist.instagramHandle));
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
});

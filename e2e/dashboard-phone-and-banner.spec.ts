import { expect, test } from '@playwright/test';
import { SLOW, signInAsArtist } from './support/artist-dashboard';
import { createApprovedArtist, createApprovedStudio, photo } from './support/catalog';

// Issue 25 items 5 and 7: the inbox where a phone's eye goes, and a studio banner sharp across a desktop.

// Fixtures through the real API on a two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test("on a phone the artist's inbox is one tap from the top, and its filters say what each choice means", async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const artist = await createApprovedArtist(request);
  await signInAsArtist(page, artist);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible(SLOW);

  const jump = main.getByRole('button', { name: /Go to your inbox/ });
  const jumpBox = await jump.boundingBox();
  expect(jumpBox && jumpBox.y + jumpBox.height).toBeLessThanOrEqual(PHONE.height);
  await jump.click();
  const tabs = main.getByRole('tablist', { name: 'Inquiries, bookings and waitlist' });
  await expect(tabs).toBeInViewport();
  await expect(tabs.getByRole('tab', { name: 'Inquiries' })).toBeFocused();

  const status = main.getByRole('combobox', { name: 'Status' });
  await status.selectOption({ label: 'Reviewed' });
  await expect(status).toHaveAccessibleDescription('Reviewed: you opened it');
  await expect(main.getByText('Reviewed: you opened it')).toBeVisible();
  const stage = main.getByRole('combobox', { name: 'Stage' });
  await stage.selectOption({ label: 'Offer sent' });
  await expect(stage).toHaveAccessibleDescription('Offer sent: your offer awaits their answer');

  // A desktop keeps its layout: no jump button.
  await page.setViewportSize(DESKTOP);
  await expect(jump).toBeHidden();
});

test('a studio with a long name shows all of it, over a banner drawn from a 1600 px rendition', async ({
  page,
  request,
}) => {
  const studioName = `Needle & Sparrow Tattoo Collective and Fine Line Atelier ${Date.now() % 10_000}`;
  // The banner as the wizard sends it: centred on the hero's 3:1 at 2400 px.
  const studio = await createApprovedStudio(request, { studioName, bannerImage: await photo(2400, 800) });

  await page.setViewportSize(DESKTOP);
  await page.goto(`/studio/${studio.handle}`);
  const heading = page.getByRole('heading', { level: 1, name: studioName });
  await expect(heading).toBeVisible(SLOW);

  const banner = page.getByRole('img', { name: `${studioName} studio` });
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.currentSrc), SLOW)
    .toMatch(/\/w1600\.webp$/);
  // The file's own width: the <img>'s naturalWidth is scaled by the srcset's density (1600w drawn at 1280 px).
  const fileWidth = await banner.evaluate(async (img: HTMLImageElement) => {
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode();
    return file.naturalWidth;
  });
  expect(fileWidth).toBeGreaterThanOrEqual(1600);

  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    const fit = await heading.evaluate((h1) => ({
      overflow: getComputedStyle(h1).textOverflow,
      clipped: h1.scrollWidth > h1.clientWidth,
      lines: Math.round(
        h1.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(h1).lineHeight),
      ),
    }));
    expect(fit.overflow).not.toBe('ellipsis');
    expect(fit.clipped).toBe(false);
    expect(fit.lines).toBeGreaterThan(1);
  }
});

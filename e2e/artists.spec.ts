import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedArtist } from './support/catalog';

// The client's journey of the issue: find artists by style, open one, look through their work, share it.

/** A word only this test's artists carry, so artists made by other tests never join the list. */
const uniqueTag = () => `zq${randomBytes(4).toString('hex')}`;

test('browse by style and sort, open a profile, step through the gallery and copy the link', async ({
  page,
  context,
  request,
}) => {
  // Three applications with images and approvals come first; the browser part alone takes a few seconds.
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const aster = await createApprovedArtist(request, {
    artistName: `Aster Vale ${tag}`,
    tattooStyles: ['Dotwork', 'Tribal'],
  });
  await createApprovedArtist(request, {
    artistName: `Bram Oakes ${tag}`,
    tattooStyles: ['Japanese', 'Dotwork'],
  });
  await createApprovedArtist(request, { artistName: `Cleo Reyes ${tag}`, tattooStyles: ['Watercolor'] });
  const cards = page.getByRole('list', { name: 'Artists' }).getByRole('link');

  await page.goto('/');
  await page.getByRole('link', { name: 'Browse Artists' }).first().click();
  await expect(page).toHaveURL(/\/artists$/);
  await expect(page.getByRole('heading', { name: 'Tattoo Artists', level: 1 })).toBeVisible();

  await page.getByLabel('Search', { exact: true }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(cards).toHaveCount(3);

  await page.getByLabel('Style', { exact: true }).selectOption('Dotwork');
  await expect(page).toHaveURL(/style=Dotwork/);
  await expect(cards).toHaveCount(2);
  await expect(cards).toHaveText([/Aster Vale/, /Bram Oakes/]);

  await page.getByRole('button', { name: /Ascending/ }).click();
  await expect(page).toHaveURL(/order=desc/);
  await expect(cards).toHaveText([/Bram Oakes/, /Aster Vale/]);

  // The state is the URL: back undoes the order, a reload keeps the filter.
  await page.goBack();
  await expect(page).not.toHaveURL(/order=desc/);
  await expect(cards).toHaveText([/Aster Vale/, /Bram Oakes/]);
  await page.reload();
  await expect(page.getByLabel('Style', { exact: true })).toHaveValue('Dotwork');
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(tag);
  await expect(cards).toHaveText([/Aster Vale/, /Bram Oakes/]);

  await cards.filter({ hasText: 'Aster Vale' }).click();
  await expect(page).toHaveURL(new RegExp(`/artist/${aster.instagramHandle}$`));
  await expect(page.getByRole('heading', { name: `Aster Vale ${tag}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Verified Artist')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Text to Book' })).toHaveAttribute(
    'href',
    /^sms:\+15125550100\?body=/,
  );
  // Beside the name and under Available Flash (the dialog's own journeys are in artist-inquiry.spec.ts).
  await expect(page.getByRole('button', { name: 'Send an Inquiry' })).toHaveCount(2);

  // The full-screen gallery: open on the first work, step with the keyboard, close with Escape.
  await page.getByRole('button', { name: 'Open portfolio image 1 of 4' }).click();
  const gallery = page.getByRole('dialog');
  await expect(gallery.getByText('1 of 4')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText('2 of 4')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByText('1 of 4')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('menuitem', { name: 'Embed on Website' })).toHaveAttribute(
    'href',
    `/embed-generator?artist=${aster.instagramHandle}`,
  );
  await page.getByRole('menuitem', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  await expect(page.getByText('Profile link copied to clipboard')).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(page.url());
});

test('an unknown handle shows Artist Not Found', async ({ page }) => {
  await page.goto(`/artist/nobody_${uniqueTag()}`);
  await expect(page.getByRole('heading', { name: 'Artist Not Found' })).toBeVisible();
  await expect(page.getByText("Sorry, we couldn't find this artist profile.")).toBeVisible();
});

test('a style nobody has, preset from the URL, explains that nothing matches', async ({ page }) => {
  await page.goto('/artists?style=Sacred%20Geometry');
  await expect(page.getByLabel('Style', { exact: true })).toHaveValue('Sacred Geometry');
  await expect(page.getByRole('heading', { name: 'No artists match your search' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/artists$/);
  await expect(page.getByRole('heading', { name: 'No artists match your search' })).toBeHidden();
});

test('the artist list and a profile have no serious accessibility problems', async ({ page, request }) => {
  const tag = uniqueTag();
  const artist = await createApprovedArtist(request, { artistName: `Dana Flint ${tag}` });

  await page.goto(`/artists?q=${tag}`);
  await expect(page.getByRole('link', { name: new RegExp(`Dana Flint ${tag}`) })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(`/artist/${artist.instagramHandle}`);
  await expect(page.getByRole('heading', { name: `Dana Flint ${tag}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Portfolio' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

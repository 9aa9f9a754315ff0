import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedArtist, createApprovedStudio } from './support/catalog';
import { withoutPageData } from './support/page-data';

// Landing, /discover and /apply (spec §2): carousels fed by the real list API, the mobile menu and footer,
// and accessibility. Other journeys add profiles to the same database, so assertions name our own fixtures.

test('the landing shows approved artists that open in a new tab, then Discover More', async ({
  page,
  request,
}) => {
  // Names that sort first (the carousel shows the first 3 by name).
  const first = await createApprovedArtist(request, { artistName: 'Aaaa Landing One' });
  const second = await createApprovedArtist(request, { artistName: 'Aaab Landing Two' });

  await page.goto('/');
  const carousel = page.getByRole('list', { name: 'Verified Artists' });
  for (const artist of [first, second]) {
    const link = carousel.getByRole('link', { name: new RegExp(artist.artistName) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', `/artist/${artist.instagramHandle}`);
  }
  await expect(carousel.getByText('Austin, TX').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scroll Verified Artists right' })).toBeVisible();
  // The stats read the approved-artist total (at least our two) followed by '+'.
  await expect(page.getByText(/^\d+\+$/).first()).toBeVisible();
  await expect(page.getByText('4.9', { exact: true }).first()).toBeVisible();

  await carousel.getByRole('link', { name: /Discover More/ }).click();
  await expect(page).toHaveURL(/\/artists$/);
});

test('the studios carousel appears only once an approved studio exists', async ({ page, request }) => {
  // Other journeys may already have made studios: the empty case is the API answering none.
  await withoutPageData(page);
  await page.route('**/api/studios?*', (route) =>
    route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 3 } }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Verified Artists' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tattoo Studios' })).toHaveCount(0);

  await page.unrouteAll();
  const studio = await createApprovedStudio(request, { studioName: 'Aaaa Landing Studio' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tattoo Studios' })).toBeVisible();
  const carousel = page.getByRole('list', { name: 'Tattoo Studios' });
  const link = carousel.getByRole('link', { name: /Aaaa Landing Studio/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', `/studio/${studio.handle}`);
  await expect(carousel.getByRole('link', { name: /Discover More/ })).toHaveAttribute('href', '/studios');
});

test('on a phone the menu opens with Discover, Learn, Apply and the footer groups fold', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const mobileNav = page.getByRole('navigation', { name: 'Main mobile' });
  await expect(mobileNav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  for (const label of ['Discover', 'Learn', 'Apply']) {
    await expect(mobileNav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Artist Login' }).last()).toBeVisible();
  await mobileNav.getByRole('link', { name: 'Discover', exact: true }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(mobileNav).toBeHidden();

  const footer = page.getByRole('contentinfo');
  const group = footer.getByRole('button', { name: 'For Artists' });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(footer.getByRole('link', { name: 'Artist FAQs' })).toBeHidden();
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(footer.getByRole('link', { name: 'Artist FAQs' })).toBeVisible();
  await expect(footer.getByText('© 2025')).toBeVisible();
});

test('/discover and /apply offer their two choices', async ({ page }) => {
  await page.goto('/discover');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Browse Artists/ })).toHaveAttribute('href', '/artists');
  await main.getByRole('link', { name: /Browse Studios/ }).click();
  await expect(page).toHaveURL(/\/studios$/);
  await page.goto('/apply');
  await expect(main.getByRole('link', { name: /Apply as Artist/ })).toHaveAttribute('href', '/onboarding');
  await expect(main.getByRole('link', { name: /Claim Studio Profile/ })).toHaveAttribute(
    'href',
    '/studio-onboarding',
  );
});

for (const path of ['/', '/discover', '/apply']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page, request }) => {
    await createApprovedArtist(request);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/') await expect(page.getByRole('list', { name: 'Verified Artists' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

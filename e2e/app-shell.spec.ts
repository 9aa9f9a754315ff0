import { expect, test } from '@playwright/test';

// index.html paints the navbar's bar and logo before the app's code runs (a slow phone otherwise shows a blank
// page for seconds). The app then draws its own navbar in the very same place, so nothing jumps.

for (const width of [1280, 390]) {
  test(`the logo painted before the app runs sits where the app's navbar draws it (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.route('**/assets/*.js', (route) => route.abort());
    // A page the server does not render (the public lists and profiles come drawn, navbar and all).
    await page.goto('/tutorials');
    const home = page.getByRole('link', { name: 'Inkbook home' });
    await expect(home).toBeVisible();
    const painted = await home.boundingBox();

    await page.unroute('**/assets/*.js');
    await page.goto('/tutorials');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app replaced the shell: one navbar, its logo in the same box.
    await expect(page.getByRole('banner')).toHaveCount(1);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Inkbook home' }).boundingBox()).toEqual(
      painted,
    );
  });
}

test('the framed artist card comes without the navbar shell', async ({ request }) => {
  const html = await (await request.get('/embed/anyone')).text();
  expect(html).not.toContain('<header');
  expect(await (await request.get('/artists')).text()).toContain('<header');
});

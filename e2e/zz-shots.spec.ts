import { test } from '@playwright/test';
import { signInAsArtist } from './support/artist-dashboard';
import { artistInquiryBody, postArtistInquiry } from './support/artist-inbox';
import { createApprovedArtist, createApprovedStudio } from './support/catalog';
import { createClaim, signedInApi, signInAt, studioAccount } from './support/claims';

test.describe.configure({ timeout: 120_000 });
for (const [label, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]] as const) {
  test(`shots ${label}`, async ({ page, request, playwright, baseURL }) => {
    await page.setViewportSize({ width, height });
    const artist = await createApprovedArtist(request);
    const studio = await createApprovedStudio(request);
    const studioApi = await signedInApi(playwright, baseURL, studioAccount(studio));
    await createClaim(studioApi, { studioId: studio.id, artistId: artist.id });
    await postArtistInquiry(request, artistInquiryBody(artist.id));
    await signInAsArtist(page, artist);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/work/shots/dashboard-${label}.png`, fullPage: true });
    await page.goto(`/artist/edit/${artist.id}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/work/shots/edit-${label}.png`, fullPage: true });
    page.on('dialog', (d) => d.accept());
    await page.context().clearCookies();
    await page.goto('/onboarding');
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/work/shots/onboarding-${label}.png`, fullPage: true });
    await page.getByRole('button', { name: /Get Started|Start/ }).first().click().catch(() => {});
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/work/shots/onboarding2-${label}.png`, fullPage: true });
    await page.context().clearCookies();
    await signInAt(page, studioAccount(studio), /studio-dashboard/);
    await page.getByRole('tab', { name: /Artists/ }).click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/work/shots/studio-artists-${label}.png`, fullPage: true });
    await studioApi.dispose();
  });
}

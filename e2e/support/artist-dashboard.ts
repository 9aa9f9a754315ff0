import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type ArtistFixture, createApprovedArtist } from './catalog';

// The artist's workspace (/dashboard, /artist/edit/{id}) as journeys meet it: artists in each review state, and
// signing in as one.

/**
 * For what waits on a fresh route chunk, a sign-in (argon2 by design) or a save that stores images: on a shared
 * two-core machine under load these take well over the default 5 s.
 */
export const SLOW = { timeout: 20_000 };

/**
 * An artist whose profile is in `status`: applied, approved, then set by the admin (the fixture left the admin
 * signed in on `request`).
 */
export async function createArtistWithStatus(
  request: APIRequestContext,
  status: 'pending' | 'rejected',
): Promise<ArtistFixture> {
  const artist = await createApprovedArtist(request);
  const res = await request.put(`/api/admin/artists/${artist.id}`, { data: { status } });
  if (!res.ok()) throw new Error(`status change failed: ${res.status()} ${await res.text()}`);
  return artist;
}

/** Signs in at /login as a person does and waits for the dashboard sign-in leads an artist to. */
export async function signInAsArtist(page: Page, artist: Pick<ArtistFixture, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(artist.email);
  await page.getByLabel('Password').fill(artist.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, SLOW);
}

/** How wide the page's content is: at a phone's 390 px nothing may stick out sideways. */
export const contentWidth = (page: Page) =>
  page.locator('html').evaluate((html) => (html as unknown as { scrollWidth: number }).scrollWidth);

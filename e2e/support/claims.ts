import type { Claim, ClaimHistoryEntry } from '@inkbook/contracts/claim';
import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { createApprovedArtist, createApprovedStudio } from './catalog';

// Studio ↔ artist claims through the real API, as a signed-in artist or studio makes them (claimedBy comes from the
// session), for journeys that need a claim in some state before the browser takes over.

export interface Account {
  email: string;
  password: string;
}

/** A studio fixture's sign-in: the account the studio application created under its business email. */
export const studioAccount = (studio: { businessEmail: string; password: string }): Account => ({
  email: studio.businessEmail,
  password: studio.password,
});

/** A request context of its own, signed in as `account` (dispose it when done). */
export async function signedInApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  account: Account,
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const res = await api.post('/api/login', { data: account });
  if (!res.ok()) throw new Error(`login failed for ${account.email}: ${res.status()} ${await res.text()}`);
  return api;
}

/**
 * POST /api/studio-artist-claims as whoever `api` is signed in as. The claims service learns that a profile was
 * approved from catalog's event, a moment after the approval: until then it is 'not found', so a 404 is retried for
 * a few seconds.
 */
export async function createClaim(
  api: APIRequestContext,
  body: { studioId: string; artistId: string; message?: string },
): Promise<Claim> {
  let claim: Claim | undefined;
  await expect(async () => {
    const res = await api.post('/api/studio-artist-claims', { data: body });
    expect(res.status(), await res.text()).toBe(201);
    claim = (await res.json()) as Claim;
  }).toPass({ timeout: 15_000 });
  if (!claim) throw new Error('claim was not created');
  return claim;
}

/** PUT …/{id}/approve, /deny or /delist as whoever `api` is signed in as; fails on anything but 200. */
export async function decideClaim(
  api: APIRequestContext,
  id: string,
  action: 'approve' | 'deny' | 'delist',
  message?: string,
): Promise<Claim> {
  const res = await api.put(`/api/studio-artist-claims/${id}/${action}`, {
    data: action === 'delist' || !message ? {} : { message },
  });
  if (!res.ok()) throw new Error(`${action} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Claim;
}

/** A claim's history as one of its parties reads it. */
export async function claimHistory(api: APIRequestContext, id: string): Promise<ClaimHistoryEntry[]> {
  const res = await api.get(`/api/studio-artist-claims/${id}/history`);
  if (!res.ok()) throw new Error(`history failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as ClaimHistoryEntry[];
}

/** Signs in at /login as a person does; `landing` is where the account's role leads. */
export async function signInAt(page: Page, account: Account, landing: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(landing, { timeout: 20_000 });
}

/**
 * An approved artist and studio who verified each other: the studio claimed the artist and the artist approved, all
 * through the API. Answers both, the claim, and the studio's signed-in request context (dispose it when done).
 */
export async function verifiedPair(
  request: APIRequestContext,
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
) {
  const artist = await createApprovedArtist(request);
  const studio = await createApprovedStudio(request);
  const studioApi = await signedInApi(playwright, baseURL, studioAccount(studio));
  const artistApi = await signedInApi(playwright, baseURL, artist);
  try {
    const claim = await createClaim(studioApi, { studioId: studio.id, artistId: artist.id });
    return { artist, studio, studioApi, claim: await decideClaim(artistApi, claim.id, 'approve') };
  } finally {
    await artistApi.dispose();
  }
}

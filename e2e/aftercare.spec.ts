import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { contentWidth, SLOW, signInAsArtist } from './support/artist-dashboard';
import {
  artistInquiryBody,
  inboxOn,
  keepExternalLinksOnPage,
  openInquiryFrom,
  postArtistInquiry,
  welcomeGone,
} from './support/artist-inbox';
import { expectNoSeriousViolations } from './support/axe';
import { type ArtistFixture, createApprovedArtist } from './support/catalog';
import { timePasses } from './support/database';
import { next } from './support/inquiry-dialog';
import { signInAsClient } from './support/studio-inquiry';

// Before and after the chair (issue 24): a confirmed booking's client signs the consent form on a phone and
// downloads the PDF while the artist watches it turn signed on the dashboard; after the session, the healing
// check-in leads to a touch-up inquiry to the same artist, linked to the booking.

test.describe.configure({ timeout: 150_000 });

const LIVE = { timeout: 8_000 };
const HOUR = 3_600_000;

async function pageAt(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  return context.newPage();
}

async function signedIn(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string,
  email: string,
  password: string,
) {
  const api = await playwright.request.newContext({ baseURL });
  const res = await api.post('/api/login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return api;
}

/** A booking confirmed at once (an offer with no deposit), its one session ten days out. */
async function confirmedBooking(
  artistApi: APIRequestContext,
  clientApi: APIRequestContext,
  inquiryId: string,
) {
  const slot = new Date(Math.ceil((Date.now() + 240 * HOUR) / (15 * 60_000)) * 15 * 60_000).toISOString();
  const offer = {
    inquiryId,
    inquiryKind: 'artist',
    priceLow: 400,
    priceHigh: 400,
    sessions: 1,
    sessionHours: 2,
    deposit: 0,
    slots: [slot],
    location: 'Ink House, 1100 E 6th St, Austin',
  };
  // Bookings learns the inquiry from its event a moment after it was sent.
  let offerId = '';
  await expect
    .poll(async () => {
      const res = await artistApi.post('/api/offers', { data: offer });
      if (res.status() === 201) offerId = (await res.json()).offer.id;
      return res.status();
    }, SLOW)
    .toBe(201);
  const accepted = await clientApi.post(`/api/offers/${offerId}/accept`, { data: { slot } });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return (await accepted.json()).booking as { id: string; status: string };
}

test('a client signs the consent form on a phone, the artist sees it live, and the check-in leads to a touch-up', async ({
  browser,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const artist: ArtistFixture = await createApprovedArtist(request);
  const base = baseURL ?? '';
  const visitor = await playwright.request.newContext({ baseURL: base });
  const password = 'client-password';
  const body = artistInquiryBody(artist.id, { password });
  const inquiryId = await postArtistInquiry(visitor, body);
  await visitor.dispose();
  const artistApi = await signedIn(playwright, base, artist.email, artist.password);
  const clientApi = await signedIn(playwright, base, body.email, password);
  const booking = await confirmedBooking(artistApi, clientApi, inquiryId);
  expect(booking.status).toBe('confirmed');

  // The artist has the inquiry open on the dashboard: the form is due.
  const desk = await pageAt(browser, 1280);
  await keepExternalLinksOnPage(desk);
  await signInAsArtist(desk, artist);
  const dialog = await openInquiryFrom(inboxOn(desk), body.fullName);
  await dialog.getByRole('tab', { name: 'Conversation' }).click();
  await expect(dialog.getByText(/^Consent due by/)).toBeVisible(SLOW);

  // The client follows a reminder's link on a phone: it lands on the form.
  const client = await pageAt(browser, 390);
  await signInAsClient(client, body.email, password);
  await client.goto(`/my-inquiries/${inquiryId}#consent`);
  const consent = client.locator('#consent');
  const sign = consent.getByRole('button', { name: 'Sign' });
  await expect(sign).toBeVisible(SLOW);
  const ticks = consent.getByRole('checkbox');
  expect(await ticks.count()).toBeGreaterThanOrEqual(5);
  for (const tick of await ticks.all()) await tick.check();
  await consent.getByLabel('Full legal name').fill('Sam Lee Client');
  await consent.getByLabel('Date of birth').fill('1991-06-02');
  // A signature that is not the legal name is refused on its field; nothing is signed.
  await consent.getByLabel('Type your legal name again to sign').fill('Sam');
  await sign.click();
  await expect(
    consent.getByText('Your signature must be your legal name, typed again exactly'),
  ).toBeVisible();
  await consent.getByLabel('Type your legal name again to sign').fill('Sam Lee Client');
  expect(await contentWidth(client)).toBeLessThanOrEqual(390);
  await welcomeGone(client);
  await client.screenshot({ path: testInfo.outputPath('client-consent-390.png'), fullPage: true });
  await sign.click();

  const pdfLink = consent.getByRole('link', { name: 'Download PDF' });
  await expect(pdfLink).toBeVisible(SLOW);
  await expect(consent.getByText(/^Signed /).first()).toBeVisible();
  await expectNoSeriousViolations(client);
  await client.screenshot({ path: testInfo.outputPath('client-signed-390.png'), fullPage: true });

  // The artist's dialog turns signed without a reload, with the PDF at hand.
  await expect(dialog.getByText(/^Consent signed/)).toBeVisible(LIVE);
  await expect(dialog.getByRole('link', { name: 'Download PDF' })).toBeVisible();
  await desk.screenshot({ path: testInfo.outputPath('artist-consent-signed-1280.png') });

  // The client downloads the signed form.
  const [download] = await Promise.all([client.waitForEvent('download'), pdfLink.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The session happens and is marked done; the check-in page offers a photo or a touch-up.
  await timePasses(booking.id, 24 * 11);
  const done = await artistApi.post(`/api/bookings/${booking.id}/sessions/1/complete`, { data: {} });
  expect(done.status(), await done.text()).toBe(200);
  await client.goto(`/my-inquiries/${inquiryId}/healing`);
  await expect(client.getByRole('heading', { name: 'How is it healing?', level: 1 })).toBeVisible(SLOW);
  await expect(client.getByText('Free touch-ups within three months of healing.').first()).toBeVisible();
  await expectNoSeriousViolations(client);
  await client.screenshot({ path: testInfo.outputPath('client-check-in-390.png'), fullPage: true });
  await client.getByRole('link', { name: 'Ask for a touch-up' }).click();

  // The artist's inquiry dialog opens on the profile with the idea prefilled and the touch-up policy in view.
  const inquiry = client.getByRole('dialog', { name: `Inquiry for ${artist.artistName}` });
  await expect(inquiry).toBeVisible(SLOW);
  await expect(inquiry.getByText('Free touch-ups within three months of healing.')).toBeVisible();
  await expect(inquiry.getByLabel('Describe your tattoo idea')).toHaveValue(/^Touch-up of my tattoo/);
  await next(inquiry);
  await inquiry
    .getByRole('group', { name: 'Arm', exact: true })
    .getByText('Lower Arm', { exact: true })
    .click();
  await next(inquiry);
  await inquiry.getByRole('radio', { name: /^Small/ }).click();
  await next(inquiry);
  await next(inquiry);
  await inquiry.getByRole('radio', { name: "No, I'm local" }).click();
  await next(inquiry);
  await next(inquiry);
  await inquiry.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(client.getByText('Inquiry Sent!', { exact: true }).first()).toBeVisible(SLOW);

  // It is stored as a touch-up of the booking.
  const mine = await clientApi.get('/api/inquiries/mine');
  const touchups = (await mine.json()).items.filter(
    (i: { touchupOf?: string | null }) => i.touchupOf === booking.id,
  );
  expect(touchups).toHaveLength(1);

  await Promise.all([artistApi.dispose(), clientApi.dispose()]);
  await client.context().close();
  await desk.context().close();
});

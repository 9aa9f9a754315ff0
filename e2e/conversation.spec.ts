import { type Browser, expect, type Page, test } from '@playwright/test';
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
import { createApprovedArtist } from './support/catalog';
import { closeWithEscape } from './support/dialogs';
import { jpegFile } from './support/files';
import { signInAsClient } from './support/studio-inquiry';

// An inquiry's conversation (issue 23 item 1): the artist writes from the inquiry's dialog on /dashboard, the client
// answers on /my-inquiries/{id}, and each sees the other's message arrive without a reload.

// Two sign-ins (argon2 by design), two live streams and axe on a two-core machine.
test.describe.configure({ timeout: 120_000 });

/** The live stream's promise is 2 s; a loaded two-core machine gets some slack on top. */
const LIVE = { timeout: 5_000 };

async function pageAt(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  return context.newPage();
}

test('an artist and a client talk in the inquiry’s conversation, each message arriving live', async ({
  browser,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const artist = await createApprovedArtist(request);
  // A visitor with no session sends it: the password makes them a client who can sign in.
  const visitor = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const password = 'client-password';
  const body = artistInquiryBody(artist.id, { password });
  const inquiryId = await postArtistInquiry(visitor, body);
  await visitor.dispose();

  // The client, on a phone, opens the inquiry from My Inquiries: nobody has written yet.
  const client = await pageAt(browser, 390);
  await signInAsClient(client, body.email, password);
  const card = client.getByRole('article').filter({ hasText: body.concept });
  await card.getByRole('link', { name: `Open conversation with ${artist.artistName}` }).click();
  await expect(client).toHaveURL(`/my-inquiries/${inquiryId}`);
  await expect(client.getByRole('heading', { level: 1, name: artist.artistName })).toBeVisible(SLOW);
  await expect(client.getByText(body.concept)).toBeVisible();
  const clientLog = client.getByRole('log', { name: 'Messages' });
  await expect(clientLog.getByText(/No messages yet/)).toBeVisible();

  // The artist opens it on the dashboard and writes.
  const studio = await pageAt(browser, 1280);
  await keepExternalLinksOnPage(studio);
  await signInAsArtist(studio, artist);
  const dialog = await openInquiryFrom(inboxOn(studio), body.fullName);
  await dialog.getByRole('tab', { name: 'Conversation' }).click();
  const artistLog = dialog.getByRole('log', { name: 'Messages' });
  await expect(artistLog.getByText(/No messages yet/)).toBeVisible();
  const hello = 'Hi Rosa! A koi up the forearm suits fine line well.\nCould you send a photo of your arm?';
  await dialog.getByRole('textbox', { name: 'Message' }).fill(hello);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(artistLog.getByRole('article', { name: `${artist.artistName}, Artist` })).toContainText(
    'Could you send a photo',
  );
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  // It arrives on the client's page without a reload; the client answers by keyboard (Ctrl+Enter sends).
  const fromArtist = clientLog.getByRole('article', { name: `${artist.artistName}, Artist` });
  await expect(fromArtist).toContainText('Could you send a photo', LIVE);
  // The artist's first answer moved the inquiry to Responded: the summary says so too.
  await expect(client.getByText('Responded', { exact: true })).toBeVisible();
  // With a photo of the arm, uploaded as private media as soon as it is chosen.
  await client.getByLabel(/Add photos/).setInputFiles(await jpegFile('arm.jpg'));
  await expect(client.getByRole('list', { name: 'Photos to send' }).getByRole('img')).toHaveCount(1, SLOW);
  const composer = client.getByRole('textbox', { name: 'Message' });
  await composer.focus();
  await client.keyboard.type('Sure, here it comes tonight. Weekends in March work best for me.');
  await client.keyboard.press('Control+Enter');
  const fromClient = clientLog.getByRole('article', { name: 'Rosa Diaz, Client' });
  await expect(fromClient).toContainText('Weekends in March');
  await expect(composer).toHaveValue('');
  await expect(composer).toBeFocused();

  // The artist sees the answer arrive, in order under their own.
  await expect(artistLog.getByRole('article', { name: 'Rosa Diaz, Client' })).toContainText(
    'Weekends in March',
    LIVE,
  );
  await expect(artistLog.getByRole('article')).toHaveCount(2);
  await expect(artistLog.getByRole('article').last()).toContainText('Weekends in March');
  // Its photo: a thumbnail the artist's session unlocks, which opens larger.
  const thumbnail = artistLog.getByRole('button', { name: 'Open photo 1 from Rosa Diaz' });
  await expect
    .poll(() =>
      thumbnail.locator('img').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    )
    .toBeGreaterThan(0);
  await thumbnail.click();
  const photos = studio.getByRole('dialog', { name: 'Photos from Rosa Diaz' });
  await expect(photos).toBeVisible(SLOW);
  await closeWithEscape(photos);

  // Nothing sticks out sideways on the phone; screenshots at both widths of both screens.
  expect(await contentWidth(client)).toBeLessThanOrEqual(390);
  await welcomeGone(client);
  await client.screenshot({ path: testInfo.outputPath('client-390.png'), fullPage: true });
  await expectNoSeriousViolations(client);
  await client.setViewportSize({ width: 1280, height: 900 });
  await client.screenshot({ path: testInfo.outputPath('client-1280.png'), fullPage: true });
  await studio.screenshot({ path: testInfo.outputPath('dialog-1280.png') });
  await studio.setViewportSize({ width: 390, height: 844 });
  await studio.screenshot({ path: testInfo.outputPath('dialog-390.png') });

  await client.context().close();
  await studio.context().close();
});

test('signed out, an inquiry’s page asks to sign in first and comes back to it', async ({ page }) => {
  await page.goto('/my-inquiries/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/login\?next=%2Fmy-inquiries%2F00000000-0000-4000-8000-000000000000$/);
});

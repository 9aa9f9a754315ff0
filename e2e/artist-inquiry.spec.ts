import { expect, type Locator, type Page, test } from '@playwright/test';
import { artistInquiryBody, postArtistInquiry } from './support/artist-inbox';
import { createApprovedArtist, createApprovedStudio } from './support/catalog';
import {
  answerEverything,
  CONCEPT,
  expectStep,
  next,
  openInquiry,
  shoot,
  visitor,
} from './support/inquiry-dialog';
import { sendStudioInquiry, signInAsClient, studioInquiryBody } from './support/studio-inquiry';

// The artist inquiry dialog (issue 12 items 9 and 11; spec §2 'Artist inquiry dialog', §5 gates, §8 texts): a
// visitor sends an inquiry through all eight screens with a reference upload and a flash reference, and its
// password makes a client who signs in and finds it on /my-inquiries; a failed send keeps every answer; the dialog works by keyboard alone, is a
// full-screen sheet at 390 px, and has no serious axe violation on any screen.

// Uploads and eight screens, each checked with axe, on a shared two-core machine: the desktop run takes 75–80 s on a
// quiet one, and passed 120 s while other work shared the cores, so it gets 180 s.
test.describe.configure({ timeout: 180_000 });

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${name} size`, () => {
    test.use({ viewport });

    test('a visitor sends an inquiry through all eight screens, which makes them a client', async ({
      page,
      request,
      playwright,
      baseURL,
    }, testInfo) => {
      const artist = await createApprovedArtist(request);
      const contact = visitor();
      const dialog = await openInquiry(page, artist);
      if (name === 'phone') {
        // A full-screen sheet on a phone.
        // Polled: the sheet's opening animation scales it up from slightly smaller.
        await expect.poll(() => dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
      }
      await answerEverything(page, dialog, contact, (shot) => shoot(page, testInfo, `${name}-${shot}`));

      await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
      await expect(page.getByText('Inquiry Sent!', { exact: true }).first()).toBeVisible();
      await expectStep(dialog, 8, 'Inquiry Sent!');
      await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
      await expect(dialog.getByRole('link', { name: 'Explore More' })).toHaveAttribute('href', '/artists');
      await expect(dialog.getByRole('link', { name: 'Message Artist' })).toHaveAttribute(
        'href',
        'sms:+15125550100',
      );
      await shoot(page, testInfo, `${name}-8-done`);

      // The artist received it with the references, and the service priced it by the contracts rule.
      await request.post('/api/login', { data: { email: artist.email, password: artist.password } });
      const inbox = await (await request.get(`/api/inquiries/artist/${artist.id}`)).json();
      expect(inbox.items).toHaveLength(1);
      expect(inbox.items[0]).toMatchObject({
        concept: CONCEPT,
        placementAreas: ['arm-lower-arm'],
        size: 'medium',
        // The budget started from the size step's quote ($700 - $950); the client then raised its maximum.
        budgetMin: 700,
        budgetMax: 1500,
        availableDates: ['Weekends in March'],
        isTraveling: 'local',
        aiEstimateRange: '$700 - $950',
        aiDeposit: 200,
      });
      expect(inbox.items[0].referenceImages).toHaveLength(1);
      expect(inbox.items[0].selectedFlashDesigns).toHaveLength(1);

      // The password made a client account (what it finds on /my-inquiries is the journey below).
      const client = await playwright.request.newContext({ baseURL });
      const login = await client.post('/api/login', {
        data: { email: contact.email, password: contact.password },
      });
      expect(login.status()).toBe(200);
      await client.dispose();
    });
  });
}

test('the client signs in with the inquiry’s password and finds it on /my-inquiries', async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const artist = await createApprovedArtist(request);
  // Sent through the API as the dialog sends it (its screens are the journey above), from a context with no
  // session, so the password creates the client's account.
  const password = 'client-password';
  const body = artistInquiryBody(artist.id, { password });
  const visitor = await playwright.request.newContext({ baseURL });
  await postArtistInquiry(visitor, body);
  await visitor.dispose();

  await signInAsClient(page, body.email, password);
  await expect(page.getByText(body.concept)).toBeVisible();
  await expect(page.getByText(artist.artistName).first()).toBeVisible();
  await shoot(page, testInfo, 'my-inquiries');
});

test('a failed send stays on Review with every answer; the retry sends the same attempt once', async ({
  page,
  request,
}) => {
  const artist = await createApprovedArtist(request);
  const dialog = await openInquiry(page, artist);
  await answerEverything(page, dialog, visitor());

  const keys: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/inquiries') {
      keys.push(sent.headers()['idempotency-key'] ?? '');
    }
  });
  let failed = false;
  await page.route('**/api/inquiries', async (route) => {
    if (failed || route.request().method() !== 'POST') return route.continue();
    failed = true;
    await route.abort('connectionreset');
  });

  await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to send inquiry. Please try again.');
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Review', level: 3 })).toBeVisible();
  await expect(dialog.getByText(CONCEPT)).toBeVisible();
  // Every answer is still there behind the summary.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Full name')).not.toHaveValue('');
  await expect(dialog.getByLabel('Password', { exact: true })).not.toHaveValue('');
  await next(dialog);

  await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
  await expectStep(dialog, 8, 'Inquiry Sent!');
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/\S{16,}/);
  expect(keys[1]).toBe(keys[0]);

  await request.post('/api/login', { data: { email: artist.email, password: artist.password } });
  const inbox = await (await request.get(`/api/inquiries/artist/${artist.id}`)).json();
  expect(inbox.items).toHaveLength(1);
});

test('an email that already has an account: Log in, and the same answers are sent once signed in', async ({
  page,
  request,
}) => {
  const artist = await createApprovedArtist(request);
  // Someone who already has an account (here an artist's) and, not signed in, types its email.
  const owner = await createApprovedArtist(request, {}, 1);
  const dialog = await openInquiry(page, artist);
  await answerEverything(page, dialog, {
    fullName: 'Rae Owner',
    email: owner.email,
    password: 'not-checked-here',
  });
  await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'An account with this email already exists. Sign in to send your inquiry.',
  );

  await dialog.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  // Back on the profile, the dialog reopens on Review (its step in the address) and sends what was answered.
  await expect(page).toHaveURL(new RegExp(`/artist/${artist.instagramHandle}\\?inquiry=step-7$`));
  const back = page.getByRole('dialog', { name: `Inquiry for ${artist.artistName}` });
  await expect(back.getByRole('heading', { name: 'Inquiry Sent!', level: 3 })).toBeVisible({
    timeout: 15_000,
  });
  await expectStep(back, 8, 'Inquiry Sent!');

  await request.post('/api/login', { data: { email: artist.email, password: artist.password } });
  const inbox = await (await request.get(`/api/inquiries/artist/${artist.id}`)).json();
  expect(inbox.items).toHaveLength(1);
  expect(inbox.items[0]).toMatchObject({
    concept: CONCEPT,
    email: owner.email,
    placementAreas: ['arm-lower-arm'],
  });
  expect(inbox.items[0].referenceImages).toHaveLength(1);
});

test('a signed-in client sees nothing but a note on step 6, and the inquiry goes out with their account’s details', async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const artist = await createApprovedArtist(request);
  // A client account, made by an earlier inquiry (to a studio) whose name and phone the service reuses.
  const studio = await createApprovedStudio(request);
  const visitorContext = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const earlier = studioInquiryBody(studio.id);
  await sendStudioInquiry(visitorContext, earlier);
  await visitorContext.dispose();
  await signInAsClient(page, earlier.email, earlier.password);

  const dialog = await openInquiry(page, artist);
  await answerEverything(page, dialog, null, async (shot) => {
    if (shot !== '6-contact' && shot !== '7-review') return;
    await shoot(page, testInfo, `client-${shot}-desktop`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, testInfo, `client-${shot}-390`);
    await page.setViewportSize({ width: 1280, height: 720 });
  });
  await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
  await expectStep(dialog, 8, 'Inquiry Sent!');

  await request.post('/api/login', { data: { email: artist.email, password: artist.password } });
  const inbox = await (await request.get(`/api/inquiries/artist/${artist.id}`)).json();
  expect(inbox.items).toHaveLength(1);
  expect(inbox.items[0]).toMatchObject({
    concept: CONCEPT,
    fullName: earlier.fullName,
    email: earlier.email,
    phone: earlier.phone,
  });

  // It is theirs: My Inquiries lists it beside the earlier one.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'My Inquiries' }).click();
  await expect(page.getByRole('article').filter({ hasText: CONCEPT })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: earlier.concept })).toBeVisible();
});

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user moves through a screen. */
async function tabTo(page: Page, target: Locator, limit = 12) {
  for (let presses = 0; presses < limit; presses++) {
    // The journeys' TypeScript has no DOM types: the node is typed by what is used of it.
    const focused = await target.evaluate((node) =>
      (node as unknown as { matches(s: string): boolean }).matches(':focus'),
    );
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the Size screen works by keyboard alone; focus starts on each heading and returns to the button', async ({
  page,
  request,
}) => {
  const artist = await createApprovedArtist(request);
  await page.goto(`/artist/${artist.instagramHandle}`);
  const open = page.getByRole('button', { name: 'Send an Inquiry' }).first();
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Inquiry for ${artist.artistName}` });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expectStep(dialog, 1, 'Design');
  await dialog.getByLabel('Describe your tattoo idea').fill(CONCEPT);
  await next(dialog);
  await expectStep(dialog, 2, 'Placement');
  await dialog
    .getByRole('group', { name: 'Arm', exact: true })
    .getByText('Shoulder', { exact: true })
    .click();
  await next(dialog);

  // Step 3 by keyboard alone: Next refused puts focus on the size group; arrows choose, Tab moves on.
  await expectStep(dialog, 3, 'Size');
  const nextButton = dialog.getByRole('button', { name: 'Next' });
  await tabTo(page, nextButton);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Please select a size')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /^Extra Small/ })).toBeFocused();
  // An arrow moves to the next size and Space chooses it (whether the arrow alone also checks it depends on the
  // keydown and the focus landing together, which a loaded machine does not promise).
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: /^Small/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: /^Small/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: /^Simple/ })).toBeFocused();
  await page.keyboard.press('Space');
  // 3×3 in → 1 h at $200: $150 - $250.
  await expect(dialog.getByText('$150 - $250')).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Pricing disclaimer' }));
  await page.keyboard.press('Enter');
  const disclaimer = page.getByRole('dialog', { name: 'Pricing Disclaimer' });
  await expect(disclaimer).toBeVisible();
  // Escape closes the disclaimer alone, never the inquiry underneath. The dialog library starts listening for it a
  // frame after the disclaimer takes focus: an Escape in that frame is ignored, so it may take a second press.
  await expect(disclaimer.locator(':focus')).toHaveCount(1);
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(disclaimer).toBeHidden({ timeout: 2_000 });
  }).toPass();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pricing disclaimer' })).toBeFocused();
  await tabTo(page, nextButton);
  await page.keyboard.press('Enter');
  await expectStep(dialog, 4, 'Budget & Details');

  // Escape closes; focus goes back to the button that opened it, and the answers wait for the next opening.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStep(dialog, 4, 'Budget & Details');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('radio', { name: /^Small/ })).toBeChecked();
});

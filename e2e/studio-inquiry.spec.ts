import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedStudio } from './support/catalog';
import { jpegFile } from './support/files';
import { nextButton, sendStudioInquiry, signInAsClient, studioInquiryBody } from './support/studio-inquiry';

// The studio inquiry wizard (spec §2 'Studio inquiry wizard', §5 gates): a visitor sends one through all seven steps,
// each step's Next waiting for its answer; a failed send keeps every answer; on a phone it fills the screen.

// Whole journeys (seven steps, sign-in, axe) on a two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const CONCEPT = 'A koi fish swimming up my forearm, with waves';
const PASSWORD = 'client-password';

async function openWizard(page: Page, studioName: string) {
  await page.getByRole('button', { name: `Send ${studioName} an Inquiry` }).click();
  const dialog = page.getByRole('dialog', { name: `Send ${studioName} an Inquiry` });
  // The wizard's code arrives when the browser is first idle: on a loaded machine, after a spinner for a while.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

/** The step's heading, which takes focus when the step opens. */
async function expectStep(dialog: Locator, n: number, title: string) {
  await expect(dialog.getByText(`Step ${n} of 7`)).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3, name: title })).toBeFocused();
}

/** Uploads one private photo into the image field `id` of the wizard, and waits for its thumbnail. */
async function addPhoto(dialog: Locator, id: string, legend: string, name: string) {
  await dialog.locator(`#${id}`).setInputFiles(await jpegFile(name));
  await expect(dialog.getByRole('img', { name: `${legend} 1` })).toBeVisible();
}

/**
 * Steps 1–6 with a mouse, checking that each gate holds Next until its answer is given; with `photos`, a reference
 * image on step 1 and a placement photo on step 2 (spec §2: the studio wizard takes both, privately).
 */
async function answerSteps(
  dialog: Locator,
  email: string,
  { photos = false, shot }: { photos?: boolean; shot?: (name: string) => Promise<unknown> } = {},
) {
  const next = nextButton(dialog);
  await expectStep(dialog, 1, 'Your tattoo idea');
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(next).toBeDisabled();
  await dialog.getByLabel('Describe your tattoo idea').fill('A koi fish');
  await expect(dialog.getByText('10/20+ characters')).toBeVisible();
  await expect(next).toBeDisabled();
  await dialog.getByLabel('Describe your tattoo idea').fill(CONCEPT);
  await expect(dialog.getByText(`${CONCEPT.length}/20+ characters`)).toBeVisible();
  if (photos) {
    await addPhoto(dialog, 'studio-inquiry-reference-images', 'Reference images (optional)', 'koi-reference');
  }
  await shot?.('step-1');
  await next.click();

  await expectStep(dialog, 2, 'Placement');
  await expect(next).toBeDisabled();
  await dialog.getByRole('group', { name: 'Arm' }).getByText('Lower Arm').click();
  if (photos) {
    await addPhoto(dialog, 'studio-inquiry-placement-photos', 'Photos of the area (optional)', 'forearm');
  }
  await shot?.('step-2');
  await next.click();

  await expectStep(dialog, 3, 'Size');
  await expect(next).toBeDisabled();
  await dialog.getByRole('radio', { name: /^Medium/ }).click();
  await next.click();

  await expectStep(dialog, 4, 'Style & budget');
  // The defaults of spec §2: Black & Grey and $100–$1,000.
  await expect(dialog.getByRole('radio', { name: 'Black & Grey', exact: true })).toBeChecked();
  await expect(dialog.getByRole('slider', { name: 'Minimum budget' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(dialog.getByRole('slider', { name: 'Maximum budget' })).toHaveAttribute(
    'aria-valuenow',
    '1000',
  );
  await dialog.getByRole('radio', { name: /^Detailed/ }).click();
  await expect(next).toBeDisabled();
  await dialog.getByText('Japanese', { exact: true }).click();
  await dialog.getByLabel('Maximum ($)').fill('1500');
  await dialog.getByLabel('Maximum ($)').press('Tab');
  await expect(dialog.getByRole('slider', { name: 'Maximum budget' })).toHaveAttribute(
    'aria-valuenow',
    '1500',
  );
  await next.click();

  await expectStep(dialog, 5, 'Availability');
  await expect(next).toBeDisabled();
  await dialog.getByLabel('When are you available? (optional)').fill('Weekends in March');
  await dialog.getByRole('radio', { name: "No, I'm local" }).click();
  await next.click();

  await expectStep(dialog, 6, 'Your details');
  await expect(next).toBeDisabled();
  await dialog.getByLabel('Full name').fill('Sam Lee');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('512-555-0199');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm Password').fill('something-else');
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await expect(next).toBeDisabled();
  await dialog.getByLabel('Confirm Password').fill(PASSWORD);
  await expect(dialog.getByText('Passwords do not match')).toBeHidden();
  await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    /^\/login\?next=%2Fstudio%2F/,
  );
  await next.click();

  await expectStep(dialog, 7, 'Review & submit');
  await expect(dialog.getByText(CONCEPT)).toBeVisible();
  await expect(dialog.getByText('$100 - $1,500')).toBeVisible();
  if (photos) {
    await expect(dialog.getByText('1 image', { exact: true })).toBeVisible();
    await expect(dialog.getByText('1 photo', { exact: true })).toBeVisible();
  }
}

interface ReceivedInquiry extends Record<string, unknown> {
  concept: string;
  referenceImages: string[];
  placementPhotos: string[];
}

/** The studio's inbox as the admin (signed in on `request` by the fixtures) reads it: the inquiries with `concept`. */
async function receivedWith(request: APIRequestContext, studioId: string, concept: string) {
  const inbox = await (await request.get(`/api/studio-inquiries/studio/${studioId}`)).json();
  return (inbox.items as ReceivedInquiry[]).filter((item) => item.concept === concept);
}

const uniqueEmail = () => `sam.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;

test('a visitor sends a studio inquiry with photos through the seven steps, then finds it on My Inquiries', async ({
  page,
  request,
}, testInfo) => {
  const studio = await createApprovedStudio(request);
  await page.goto(`/studio/${studio.handle}`);
  await expect(page.getByRole('heading', { level: 1, name: studio.studioName })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('profile-desktop.png') });
  const dialog = await openWizard(page, studio.studioName);
  await expectNoSeriousViolations(page);
  const email = uniqueEmail();
  await answerSteps(dialog, email, {
    photos: true,
    shot: (name) => page.screenshot({ path: testInfo.outputPath(`${name}-desktop.png`) }),
  });
  await page.screenshot({ path: testInfo.outputPath('review-desktop.png') });

  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText('Inquiry sent!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The studio received the photos as private attachments, which it (here its admin) can open.
  const [received] = await receivedWith(request, studio.id, CONCEPT);
  expect(received?.referenceImages).toHaveLength(1);
  expect(received?.placementPhotos).toHaveLength(1);
  const reference = received?.referenceImages[0] ?? '';
  expect(reference).toMatch(/^\/api\/studio-inquiries\/[0-9a-f-]+\/attachments\//);
  const opened = await request.get(reference);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toMatch(/^image\//);

  // Opened again, it starts over with its defaults.
  await openWizard(page, studio.studioName);
  await expectStep(dialog, 1, 'Your tattoo idea');
  await expect(dialog.getByLabel('Describe your tattoo idea')).toHaveValue('');
  await page.keyboard.press('Escape');

  await signInAsClient(page, email, PASSWORD);
  const card = page.getByRole('article').filter({ hasText: CONCEPT });
  await expect(card.getByRole('link', { name: studio.studioName })).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  // The client sees the photos they sent, drawn from the inquiry's private route.
  await expect
    .poll(() =>
      card
        .getByRole('img', { name: 'Reference image 1' })
        .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(card.getByRole('img', { name: 'Placement photo 1' })).toBeVisible();
});

test('a failed send keeps every answer on the last step, and a retry sends it once', async ({
  page,
  request,
}) => {
  const studio = await createApprovedStudio(request);
  const keys: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/studio-inquiries')) {
      keys.push(req.headers()['idempotency-key'] ?? '');
    }
  });
  // The first send fails, slowly enough to try closing the dialog while it is on its way.
  await page.route(
    '**/api/studio-inquiries',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fulfill({ status: 500, body: '' });
    },
    { times: 1 },
  );
  await page.goto(`/studio/${studio.handle}`);
  const dialog = await openWizard(page, studio.studioName);
  await answerSteps(dialog, uniqueEmail());

  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Failed to send inquiry. Please try again.' }),
  ).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3, name: 'Review & submit' })).toBeVisible();
  await expect(dialog.getByText(CONCEPT)).toBeVisible();
  await expect(dialog.getByText('Weekends in March')).toBeVisible();

  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText('Inquiry sent!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The retry of the same answers carried the same key, so a send that did arrive is not doubled.
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe('');
  expect(keys[1]).toBe(keys[0]);
});

test('the wizard works by keyboard alone, each step starting at its heading', async ({ page, request }) => {
  const studio = await createApprovedStudio(request);
  await page.goto(`/studio/${studio.handle}`);
  await page.getByRole('button', { name: `Send ${studio.studioName} an Inquiry` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Send ${studio.studioName} an Inquiry` });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expectStep(dialog, 1, 'Your tattoo idea');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Describe your tattoo idea')).toBeFocused();
  await page.keyboard.type(CONCEPT);
  // Then the reference images' chooser, then Next.
  await page.keyboard.press('Tab');
  await expect(dialog.locator('#studio-inquiry-reference-images')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nextButton(dialog)).toBeFocused();
  await page.keyboard.press('Enter');

  await expectStep(dialog, 2, 'Placement');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Shoulder' })).toBeChecked();
  await nextButton(dialog).focus();
  await page.keyboard.press('Enter');

  await expectStep(dialog, 3, 'Size');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: /^Extra Small/ })).toBeChecked();
  // Arrows move between sizes; Space chooses the one in focus.
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: /^Small/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: /^Small/ })).toBeChecked();
  await nextButton(dialog).focus();
  await page.keyboard.press('Enter');

  await expectStep(dialog, 4, 'Style & budget');
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await dialog.getByRole('checkbox', { name: 'Realism' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('slider', { name: 'Minimum budget' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('slider', { name: 'Minimum budget' })).toHaveAttribute(
    'aria-valuenow',
    '150',
  );
  await nextButton(dialog).focus();
  await page.keyboard.press('Enter');

  await expectStep(dialog, 5, 'Availability');
  await dialog.getByRole('radio', { name: "Yes, I'm planning a trip" }).focus();
  await page.keyboard.press('Space');
  await nextButton(dialog).focus();
  await page.keyboard.press('Enter');

  await expectStep(dialog, 6, 'Your details');
  await expectNoSeriousViolations(page);
  // Escape closes it (nothing is being sent), and the answers are still there when it opens again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Send ${studio.studioName} an Inquiry` }).press('Enter');
  await expectStep(dialog, 6, 'Your details');
});

test('a signed-in client sees only a note on step 6, and the inquiry goes out with their account’s details', async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const studio = await createApprovedStudio(request);
  const visitor = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const first = studioInquiryBody(studio.id);
  await sendStudioInquiry(visitor, first);
  await visitor.dispose();
  await signInAsClient(page, first.email, first.password);

  await page.goto(`/studio/${studio.handle}`);
  const dialog = await openWizard(page, studio.studioName);
  await dialog.getByLabel('Describe your tattoo idea').fill(CONCEPT);
  await nextButton(dialog).click();
  await dialog.getByRole('group', { name: 'Upper Body' }).getByText('Back', { exact: true }).click();
  await nextButton(dialog).click();
  await dialog.getByRole('radio', { name: /^Large/ }).click();
  await nextButton(dialog).click();
  await dialog.getByRole('radio', { name: /^Moderate/ }).click();
  await dialog.getByText('Fine Line', { exact: true }).click();
  await nextButton(dialog).click();
  await dialog.getByRole('radio', { name: "No, I'm local" }).click();
  await nextButton(dialog).click();

  // Issue 12 item 9: nothing but a note; the service takes the account's email and the earlier inquiry's name
  // and phone.
  await expectStep(dialog, 6, 'Your details');
  await expect(dialog.getByText(`You're signed in as ${first.email}`)).toBeVisible();
  for (const label of ['Full name', 'Email', 'Phone', 'Password']) {
    await expect(dialog.getByLabel(label, { exact: true })).toHaveCount(0);
  }
  await expect(nextButton(dialog)).toBeEnabled();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('signed-in-client-step-6-desktop.png') });
  await nextButton(dialog).click();
  await expectStep(dialog, 7, 'Review & submit');
  await expect(dialog.getByText("Your account's details")).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText('Inquiry sent!')).toBeVisible();

  const [received] = await receivedWith(request, studio.id, CONCEPT);
  expect(received).toMatchObject({ fullName: first.fullName, email: first.email, phone: first.phone });

  await page.getByRole('banner').getByRole('link', { name: 'My Inquiries' }).click();
  await expect(page.getByRole('article').filter({ hasText: CONCEPT })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: first.concept })).toBeVisible();
});

test('a client with no details on file (their inquiries deleted) is asked for them on step 6 after all', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const studio = await createApprovedStudio(request);
  const visitor = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const earlier = studioInquiryBody(studio.id);
  const sent = await sendStudioInquiry(visitor, earlier);
  await visitor.dispose();
  // The admin (signed in on `request` by the fixtures) deletes it: no name or phone is left to reuse.
  expect((await request.delete(`/api/studio-inquiries/${sent.id}`)).ok()).toBe(true);
  await signInAsClient(page, earlier.email, earlier.password);

  await page.goto(`/studio/${studio.handle}`);
  const dialog = await openWizard(page, studio.studioName);
  await dialog.getByLabel('Describe your tattoo idea').fill(CONCEPT);
  await nextButton(dialog).click();
  await dialog.getByRole('group', { name: 'Arm' }).getByText('Wrist', { exact: true }).click();
  await nextButton(dialog).click();
  await dialog.getByRole('radio', { name: /^Small/ }).click();
  await nextButton(dialog).click();
  await dialog.getByRole('radio', { name: /^Simple/ }).click();
  await dialog.getByText('Minimalist', { exact: true }).click();
  await nextButton(dialog).click();
  await dialog.getByRole('radio', { name: "No, I'm local" }).click();
  await nextButton(dialog).click();
  await expect(dialog.getByLabel('Full name')).toHaveCount(0);
  await nextButton(dialog).click();
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();

  // The service had nothing to fill in: step 6 now asks, with the account's email already there.
  await expectStep(dialog, 6, 'Your details');
  await expect(page.getByText('Please enter your full name').first()).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(earlier.email);
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  await dialog.getByLabel('Full name').fill('Rae Client');
  await dialog.getByLabel('Phone').fill('512-555-0123');
  await nextButton(dialog).click();
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText('Inquiry sent!')).toBeVisible();

  const [received] = await receivedWith(request, studio.id, CONCEPT);
  expect(received).toMatchObject({ fullName: 'Rae Client', email: earlier.email, phone: '512-555-0123' });
});

test('an email that already has an account: Log in, and the same answers are sent once signed in', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const studio = await createApprovedStudio(request);
  // A client who already has an account (from an earlier inquiry) and, not signed in, types its email.
  const visitor = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const earlier = studioInquiryBody(studio.id);
  await sendStudioInquiry(visitor, earlier);
  await visitor.dispose();
  const sends: number[] = [];
  page.on('response', (answer) => {
    const sent = answer.request();
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/studio-inquiries') {
      sends.push(answer.status());
    }
  });

  await page.goto(`/studio/${studio.handle}`);
  const dialog = await openWizard(page, studio.studioName);
  await answerSteps(dialog, earlier.email, { photos: true });
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'An account with this email already exists. Sign in to send your inquiry.',
  );

  await dialog.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(earlier.email);
  await page.getByLabel('Password').fill(earlier.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  // Back on the studio's page, the wizard sends what was answered before the sign-in, then closes.
  await expect(page).toHaveURL(new RegExp(`/studio/${studio.handle}$`));
  await expect(page.getByText('Inquiry sent!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog', { name: `Send ${studio.studioName} an Inquiry` })).toBeHidden();
  expect(sends).toEqual([409, 201]);

  const received = await receivedWith(request, studio.id, CONCEPT);
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({
    fullName: 'Sam Lee',
    email: earlier.email,
    placementAreas: ['arm-lower-arm'],
    budgetMax: 1500,
    availableDates: ['Weekends in March'],
  });
  expect(received[0]?.referenceImages).toHaveLength(1);
  expect(received[0]?.placementPhotos).toHaveLength(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the wizard is a full-screen sheet and sends', async ({ page, request }, testInfo) => {
    const studio = await createApprovedStudio(request);
    await page.goto(`/studio/${studio.handle}`);
    const dialog = await openWizard(page, studio.studioName);
    // Polled: the dialog scales in, so its box is final once the opening animation ends.
    await expect.poll(() => dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await answerSteps(dialog, uniqueEmail(), {
      photos: true,
      shot: (name) => page.screenshot({ path: testInfo.outputPath(`${name}-390.png`) }),
    });
    await page.screenshot({ path: testInfo.outputPath('review-390.png') });
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.getByText('Inquiry sent!')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

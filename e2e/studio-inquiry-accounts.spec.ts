import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedStudio } from './support/catalog';
import { nextButton, signInAsClient } from './support/studio-inquiry';
import {
  answerSteps,
  CONCEPT,
  clientWithEarlierInquiry,
  expectStep,
  openWizard,
  receivedWith,
} from './support/studio-wizard';

// The studio inquiry wizard and accounts (issue 12 items 6 and 9): a signed-in client sends nothing but a note, a
// client with nothing on file is asked after all, and an email that already has an account signs in and sends once.

// Whole journeys (seven steps, sign-in, axe) on a two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('a signed-in client sees only a note on step 6, and the inquiry goes out with their account’s details', async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const studio = await createApprovedStudio(request);
  const { body: first } = await clientWithEarlierInquiry(playwright, baseURL, studio.id);
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
  const { body: earlier, sent } = await clientWithEarlierInquiry(playwright, baseURL, studio.id);
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
  const { body: earlier } = await clientWithEarlierInquiry(playwright, baseURL, studio.id);
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

import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { createApprovedStudio } from './support/catalog';
import { nextButton, signInAsClient } from './support/studio-inquiry';
import {
  answerSteps,
  CONCEPT,
  expectStep,
  openWizard,
  PASSWORD,
  receivedWith,
  uniqueEmail,
} from './support/studio-wizard';

// The studio inquiry wizard (spec §2 'Studio inquiry wizard', §5 gates): a visitor sends one through all seven steps,
// each step's Next waiting for its answer; a failed send keeps every answer; on a phone it fills the screen. Signed-in
// senders and accounts: studio-inquiry-accounts.spec.ts.

// Whole journeys (seven steps, sign-in, axe) on a two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

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
  await expect(card.getByRole('link', { name: studio.studioName, exact: true })).toBeVisible();
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
  // Closing gives focus back to the button that opened it (a moment later: the dialog library defers it), and
  // Enter there opens it again on the step it was left at.
  const trigger = page.getByRole('button', { name: `Send ${studio.studioName} an Inquiry` });
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStep(dialog, 6, 'Your details');
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

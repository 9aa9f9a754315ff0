import { expect, type Locator, type Page, test } from '@playwright/test';
import { SLOW, signInAsArtist } from './support/artist-dashboard';
import {
  addProfilePhoto,
  expectStep as expectApplicationStep,
  pickStyles,
  proceed,
} from './support/artist-wizard';
import { createApprovedArtist } from './support/catalog';
import { jpegFile } from './support/files';
import { CONCEPT, expectStep, next, openInquiry } from './support/inquiry-dialog';

// Issue 25 items 3 and 4: forms that never contradict themselves, and nothing covering what you must press.

test.describe.configure({ timeout: 90_000 });

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const TAKEN = 'This handle is already taken';

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
};
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Step 1 with a flash design added as a reference: its toast shows while the dialog is open. */
async function designWithToast(page: Page, dialog: Locator) {
  await expectStep(dialog, 1, 'Design');
  await dialog.getByLabel('Describe your tattoo idea').fill(CONCEPT);
  await dialog.getByRole('button', { name: 'Add as Reference (flash design 1)' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Added to References' });
  await expect(toast).toBeVisible();
  expect(overlaps(await boxOf(toast), await boxOf(dialog.getByRole('button', { name: 'Next' })))).toBe(false);
  await next(dialog);
  await expectStep(dialog, 2, 'Placement');
  await dialog
    .getByRole('group', { name: 'Arm', exact: true })
    .getByText('Lower Arm', { exact: true })
    .click();
  await next(dialog);
  await expectStep(dialog, 3, 'Size');
}

for (const [name, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test(`${name}: the inquiry dialog's toast never covers Next, hours show to one decimal, the budget starts from the quote and keeps a maximum below the minimum`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const artist = await createApprovedArtist(request, {}, 1);
    const dialog = await openInquiry(page, artist);
    await designWithToast(page, dialog);

    // Step 3 on a phone: a long step, yet Back / Next stay at the bottom of the sheet.
    await dialog.getByRole('radio', { name: /^Medium/ }).click();
    await dialog.getByRole('radio', { name: /^Detailed/ }).click();
    await expect(dialog.getByText('$700 - $950')).toBeVisible();
    // 5×5 in → 3 h × 1.35 = 4.05 h, shown to one decimal (spec §9).
    await expect(dialog.getByText('4.1 h', { exact: true })).toBeVisible();
    const nextButton = dialog.getByRole('button', { name: 'Next' });
    await expect(nextButton).toBeInViewport({ ratio: 1 });
    const box = await boxOf(nextButton);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await next(dialog);

    // Step 4: the budget starts from the quote; a maximum under the minimum keeps what was typed, with a message.
    await expectStep(dialog, 4, 'Budget & Details');
    await expect(dialog.getByLabel('Minimum ($)')).toHaveValue('700');
    await expect(dialog.getByLabel('Maximum ($)')).toHaveValue('950');
    const maximum = dialog.getByLabel('Maximum ($)');
    await maximum.fill('500');
    await maximum.press('Enter');
    await expect(dialog.getByText('Maximum budget must be at least the minimum budget')).toBeVisible();
    await expect(maximum).toHaveValue('500');
    await expect(dialog.getByText('$10,000+')).toHaveCount(0);
    await expect(dialog.getByRole('slider', { name: 'Minimum budget' })).toHaveAttribute(
      'aria-valuenow',
      '700',
    );
  });
}

test('desktop: the estimator refuses a custom width of zero or below at the field, with no quote', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await page.goto('/pricing-estimator');
  await page.getByRole('button', { name: 'Get Quote' }).click();
  await page.getByLabel('Describe your tattoo idea').fill('A rose with thorns wrapping around my hand');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'Arm' }).getByText('Hand', { exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /^Custom Size/ }).click();
  const width = page.getByLabel('Width (inches)');
  await width.fill('-5');
  await page.getByLabel('Height (inches)').fill('4');
  await page.getByRole('radio', { name: /^Simple/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Width must be greater than 0')).toBeVisible();
  await expect(width).toHaveValue('-5');
  await expect(page.getByRole('heading', { name: 'Size and detail', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Tattoo Quote' })).toHaveCount(0);
});

test('desktop: an edit keeps the bio accepted at application; a changed one meets the edit rule', async ({
  page,
  request,
}) => {
  await page.setViewportSize(desktop);
  const accepted = 'Fine line, ten years, Austin.';
  const artist = await createApprovedArtist(request, { bio: accepted }, 1);
  await signInAsArtist(page, artist);
  await page.goto(`/artist/edit/${artist.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible(SLOW);
  await page.getByLabel('Phone (optional)').fill('512-555-0199');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/artist/edit/${artist.id}`);
  const bio = page.getByLabel('Bio');
  await expect(bio).toHaveValue(accepted, SLOW);
  await bio.fill(`${accepted} Booking.`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Bio must be at least 50 characters')).toBeVisible();
  await expect(bio).toHaveValue(`${accepted} Booking.`);
});

test('phone: step 4 checks and shows nothing about the Instagram handle until one is typed', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Get started' }).click();
  await expectApplicationStep(page, 1, "Welcome! Let's get started");
  await page.getByLabel('Artist name').fill('Rosa Marquez');
  await addProfilePhoto(page, await jpegFile('profile', 600, 800));
  await proceed(page);
  await expectApplicationStep(page, 2, 'Tell us about your style');
  await page.getByLabel('About you').fill('Fine line and botanical tattoos, eight years in East Austin.');
  await pickStyles(page, ['Fine Line']);
  await proceed(page);
  await expectApplicationStep(page, 3, 'Show us your work');
  await page.locator('#portfolio-images').setInputFiles(await jpegFile('work', 800, 800));
  await expect(
    page.getByRole('group', { name: 'Portfolio', exact: true }).getByRole('img', { name: 'Portfolio 1' }),
  ).toHaveAttribute('src', /^\/media\//, SLOW);
  await proceed(page);

  await expectApplicationStep(page, 4, 'Where can clients find you?');
  const status = page.getByText('Your Instagram @handle or profile link. It becomes your profile address.');
  await expect(status).toBeVisible();
  await expect(page.getByText(TAKEN)).toHaveCount(0);
  await page.getByLabel('Instagram handle').fill(`@rosa_${Date.now().toString(36)}`);
  await expect(page.getByText('Handle is available!')).toBeVisible(SLOW);
  await page.getByLabel('Instagram handle').fill('');
  await expect(status).toBeVisible();
  await expect(page.getByText(TAKEN)).toHaveCount(0);
});

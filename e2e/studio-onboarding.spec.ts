import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { expectNoSeriousViolations } from './support/axe';
import { applyAsStudio } from './support/catalog';
import { jpegFile } from './support/files';

// The studio application wizard at /studio-onboarding: every step with its checks, real uploads, the address
// search (fake geocoder), the preview, submission, and the admin's review of what was sent.

// Uploads, axe on every step and an admin sign-in on a shared two-core machine, within 120 s.
test.describe.configure({ timeout: 120_000 });

const ADDRESS = '1100 East 6th Street, Austin, Texas 78702, United States';
const PASSWORD = 'correct-horse';
const TAGLINE = 'Custom blackwork in East Austin';
const DESCRIPTION =
  'A private studio with four resident artists, regular guest spots and a wall of fresh flash every week.';

/** Screenshots land beside the test's results (e.g. for a look at every step at both widths). */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  // From the top, so the sticky navbar is drawn where it belongs.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function openLanding(page: Page) {
  await page.goto('/studio-onboarding');
  // The first page a freshly started stack serves can take a while on a busy machine.
  await expect(heading(page, 'Claim your studio')).toBeVisible({ timeout: 15_000 });
}
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

async function expectStep(page: Page, index: number, title: string) {
  await expect(heading(page, title)).toBeVisible();
  await expect(page.getByText(`Step ${index + 1} of 6`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${Math.round(((index + 1) / 6) * 100)}%`, { exact: true })).toBeVisible();
}

/** Waits until the field shows `count` uploaded images (thumbnails point at our media store). */
async function expectUploaded(page: Page, label: string, count: number) {
  const group = page.getByRole('group', { name: label });
  await expect(group.getByRole('img', { name: new RegExp(`^${label} \\d+$`) })).toHaveCount(count);
  await expect(group.getByRole('img', { name: `${label} ${count}` })).toHaveAttribute('src', /\/media\//);
}

async function uploadLogo(page: Page) {
  await page.locator('#studio-logo').setInputFiles(await jpegFile('logo.jpg', 500, 400));
  const crop = page.getByRole('dialog', { name: 'Crop Your Image' });
  await crop.getByRole('button', { name: 'Zoom in' }).click();
  await crop.getByRole('button', { name: 'Crop Image' }).click();
  await expect(crop).toBeHidden();
  await expectUploaded(page, 'Studio logo', 1);
}

async function fillAbout(page: Page) {
  await page.getByLabel('Tagline').fill(TAGLINE);
  await page.getByLabel('Description').fill(DESCRIPTION);
  await page.getByLabel('Year established').fill('2012');
  // The chips are labels around visually hidden checkboxes: people click the label.
  const specializations = page.getByRole('group', { name: 'Specializations' });
  await specializations.getByText('Traditional', { exact: true }).click();
  await specializations.getByText('Fine Line', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Traditional', exact: true })).toBeChecked();
}

async function uploadSpace(page: Page) {
  await page.locator('#studio-bannerImage').setInputFiles(await jpegFile('banner.jpg', 1200, 600));
  await page
    .locator('#studio-interiorImages')
    .setInputFiles([await jpegFile('inside-1.jpg', 800, 600), await jpegFile('inside-2.jpg', 800, 600)]);
  await page.locator('#studio-exteriorImages').setInputFiles(await jpegFile('outside.jpg', 800, 600));
  await expectUploaded(page, 'Banner image', 1);
  await expectUploaded(page, 'Interior photos', 2);
  await expectUploaded(page, 'Exterior photos', 1);
}

async function pickAddress(page: Page) {
  await page.getByRole('combobox', { name: 'Full address' }).fill('6th Street');
  await page.getByRole('option', { name: ADDRESS }).click();
  await expect(page.getByRole('combobox', { name: 'Full address' })).toHaveValue(ADDRESS);
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel('Location', { exact: true }).fill('Austin, TX');
  await pickAddress(page);
  await page.getByLabel('Phone number').fill('(512) 555-0199');
  await page.getByLabel('Business email').fill(email);
  await page.getByLabel('Instagram (optional)').fill('https://instagram.com/black_anchor/');
  await page.getByLabel('Monday').fill('10am - 8pm');
  await page.getByRole('radio', { name: 'Walk-ins and appointments' }).check();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
}

async function fillPolicies(page: Page) {
  await page
    .getByLabel('Deposit policy')
    .fill('A $100 deposit holds your slot and comes off the final price.');
  await page
    .getByLabel('Cancellation policy')
    .fill('Cancel 48 hours ahead to move your deposit to a new date.');
  await page.getByLabel('Shop minimum (optional)').fill('80');
  await page.getByLabel('Age requirements').fill('18+ with a valid photo ID');
  await page.getByRole('radio', { name: 'Studio collects deposits centrally' }).check();
}

/** The admin's view of every studio (the request context keeps the admin's session). */
async function adminStudio(request: APIRequestContext, studioName: string) {
  const login = await request.post('/api/login', { data: e2eAdmin });
  expect(login.ok()).toBe(true);
  const res = await request.get(`/api/admin/studios?q=${encodeURIComponent(studioName)}`);
  expect(res.ok()).toBe(true);
  const list = (await res.json()).items as {
    studioName: string;
    handle: string;
    status: string;
    businessHours: Record<string, string>;
    establishedYear: number;
    shopMinimum: number;
    instagramHandle: string | null;
    locationLat: number | null;
    handlesDeposits: boolean;
  }[];
  const studio = list.find((s) => s.studioName === studioName);
  if (!studio) throw new Error(`${studioName} is not in the admin list`);
  return studio;
}

test('a studio applies through every step, and the admin sees what was sent', async ({
  page,
  request,
}, testInfo) => {
  const studioName = `Black Anchor ${randomUUID().slice(0, 6)}`;
  const email = `anchor-${randomUUID().slice(0, 6)}@e2e.test`;

  await openLanding(page);
  await expect(page.getByText('Takes about 5 minutes to complete')).toBeVisible();
  for (const card of ['Studio basics and branding', 'Showcase your space', 'Set policies and go live']) {
    await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible();
  }
  await expect(page.getByText(/24-48 hours/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, '1280-0-landing');
  await page.getByRole('button', { name: 'Get started' }).click();

  // Step 0: nothing filled in → both messages, and the step stays.
  await expectStep(page, 0, "Welcome! Let's get started");
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await continueButton(page).click();
  await expect(page.getByText('Studio name is required')).toBeVisible();
  await expect(page.getByText('Please upload your studio logo')).toBeVisible();
  await expect(page.getByLabel('Studio name')).toBeFocused();
  await expectStep(page, 0, "Welcome! Let's get started");
  await page.getByLabel('Studio name').fill(studioName);
  // Fixing a flagged field clears its message without pressing Continue again.
  await expect(page.getByText('Studio name is required')).toBeHidden();
  await uploadLogo(page);
  await expect(page.getByText('Please upload your studio logo')).toBeHidden();
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, '1280-1-welcome');
  await continueButton(page).click();

  // Step 1: short tagline and description, a future year, no specialization.
  await expectStep(page, 1, 'Tell us about your studio');
  await page.getByLabel('Tagline').fill('Ink');
  await page.getByLabel('Description').fill('Too short to tell anyone anything.');
  await page.getByLabel('Year established').fill(String(new Date().getFullYear() + 1));
  await continueButton(page).click();
  await expect(page.getByText('Tagline must be at least 10 characters')).toBeVisible();
  await expect(page.getByText('Description must be at least 50 characters')).toBeVisible();
  await expect(page.getByText('Year cannot be in the future')).toBeVisible();
  await expect(page.getByText('Select at least one specialization')).toBeVisible();
  await shoot(page, testInfo, '1280-2-about-errors');
  await page.getByLabel('Year established').fill('1850');
  await expect(page.getByText('Invalid year')).toBeVisible();
  await fillAbout(page);
  await expect(page.getByText(`${TAGLINE.length}/100 characters`)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, '1280-2-about');
  await continueButton(page).click();

  // Step 2: no photos → one message per field; then a banner, two interior photos and one exterior.
  await expectStep(page, 2, 'Show us your space');
  await continueButton(page).click();
  await expect(page.getByText('Banner image is required')).toBeVisible();
  await expect(page.getByText('Upload at least one interior photo')).toBeVisible();
  await expect(page.getByText('Upload at least one exterior photo')).toBeVisible();
  await uploadSpace(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, '1280-3-space');
  await continueButton(page).click();

  // Step 3: contact details, hours, appointment type and the password.
  await expectStep(page, 3, 'Business & contact details');
  const copyToAll = page.getByRole('button', { name: 'Copy to All' });
  await expect(copyToAll).toBeDisabled();
  await fillContact(page, 'not-an-email');
  await continueButton(page).click();
  await expect(page.getByText('Please enter a valid business email')).toBeVisible();
  await page.getByLabel('Business email').fill(email);
  await expect(page.getByText('Please enter a valid business email')).toBeHidden();

  await expect(copyToAll).toBeEnabled();
  await copyToAll.click();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await expect(page.getByLabel(day)).toHaveValue('10am - 8pm');
  }

  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue(PASSWORD);
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByLabel('Confirm Password').fill('correct-horse-2');
  await continueButton(page).click();
  await expect(page.getByText('Password Mismatch')).toBeVisible();
  await expect(page.getByText('Please make sure your passwords match before continuing.')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expectStep(page, 3, 'Business & contact details');
  await shoot(page, testInfo, '1280-4-contact-mismatch');
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await expect(page.getByText('Passwords do not match')).toBeHidden();
  // The step is what axe checks here; the toast's own colours belong to the shared toaster.
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(page.getByText('Password Mismatch')).toBeHidden();
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, '1280-4-contact');
  await continueButton(page).click();

  // Step 4: policies; a negative shop minimum is refused.
  await expectStep(page, 4, 'Set your policies');
  await expect(page.getByRole('radio', { name: 'Artists handle deposits individually' })).toBeChecked();
  await page.getByLabel('Deposit policy').fill('Deposit needed.');
  await page.getByLabel('Shop minimum (optional)').fill('-5');
  await page.getByRole('button', { name: 'Preview Profile' }).click();
  await expect(page.getByText('Deposit policy must be at least 20 characters')).toBeVisible();
  await expect(page.getByText('Cancellation policy must be at least 20 characters')).toBeVisible();
  await expect(page.getByText('Shop minimum cannot be negative')).toBeVisible();
  await expect(page.getByText('Age requirements must be specified')).toBeVisible();
  await fillPolicies(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, '1280-5-policies');
  await page.getByRole('button', { name: 'Preview Profile' }).click();

  // Step 5: the preview, then back to editing with every value kept.
  await expectStep(page, 5, 'Preview your profile');
  const preview = page.getByRole('article', { name: 'Studio profile preview' });
  await expect(preview.getByRole('heading', { name: studioName })).toBeVisible();
  await expect(preview.getByText(TAGLINE)).toBeVisible();
  await expect(preview.getByText('Austin, TX')).toBeVisible();
  await expect(preview.getByText('Walk-ins and appointments')).toBeVisible();
  await expect(preview.getByRole('list', { name: 'Specializations' })).toHaveText(/Traditional.*Fine Line/);
  await expect(preview.getByText(DESCRIPTION)).toBeVisible();
  await expect(preview.getByRole('img', { name: /^(Interior|Exterior) photo \d$/ })).toHaveCount(3);
  await expectNoSeriousViolations(page);
  await shoot(page, testInfo, '1280-6-preview');

  await page.getByRole('button', { name: 'Back to Edit' }).click();
  await expectStep(page, 0, "Welcome! Let's get started");
  await expect(page.getByLabel('Studio name')).toHaveValue(studioName);
  await expectUploaded(page, 'Studio logo', 1);
  await continueButton(page).click();
  await expect(page.getByLabel('Tagline')).toHaveValue(TAGLINE);
  await expect(page.getByRole('checkbox', { name: 'Fine Line' })).toBeChecked();
  await continueButton(page).click();
  await expectUploaded(page, 'Interior photos', 2);
  await continueButton(page).click();
  await expect(page.getByLabel('Business email')).toHaveValue(email);
  await expect(page.getByLabel('Sunday')).toHaveValue('10am - 8pm');
  await continueButton(page).click();
  await expect(page.getByLabel('Shop minimum (optional)')).toHaveValue('80');
  await page.getByRole('button', { name: 'Preview Profile' }).click();

  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByText('Studio Profile Submitted! 🎉')).toBeVisible();
  await expect(
    page.getByText(
      "Your studio profile has been submitted for review. You'll be notified once it's approved.",
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/studio-onboarding\/submitted$/);

  // What arrived: whole numbers, the cleaned handle, the picked coordinates, the copied hours.
  const sent = await adminStudio(request, studioName);
  expect(sent).toMatchObject({
    status: 'pending',
    establishedYear: 2012,
    shopMinimum: 80,
    instagramHandle: 'black_anchor',
    locationLat: 30.2672,
    handlesDeposits: true,
  });
  expect(Object.values(sent.businessHours)).toEqual(Array(7).fill('10am - 8pm'));
});

test('the admin rejects a studio application from the dashboard, and it never goes public', async ({
  page,
  request,
}) => {
  // Applied through the API (the wizard's own screens are the journey above).
  const { studioName, handle } = await applyAsStudio(request);

  await page.goto('/admin');
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('tab', { name: /^Studios/ }).click();
  await page.getByLabel('Status').selectOption({ label: 'Pending' });
  await page.getByRole('button', { name: `Reject ${studioName}` }).click();
  // The reason is optional (issue 25): rejected without one.
  await page.getByRole('dialog').getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect.poll(async () => (await adminStudio(request, studioName)).status).toBe('rejected');

  // Never public: not in the list, and its page is not found.
  await page.goto('/studios');
  await page.getByLabel('Search studios').fill(studioName);
  await expect(page.getByText('No studios match your search')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(studioName) })).toHaveCount(0);
  await page.goto(`/studio/${handle}`);
  await expect(page.getByRole('heading', { name: 'Studio Not Found' })).toBeVisible();
});

test('at 390 px wide a studio reaches the preview and submits', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const studioName = `Mobile Ink ${randomUUID().slice(0, 6)}`;
  const fitsWidth = async () =>
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

  await openLanding(page);
  await fitsWidth();
  await shoot(page, testInfo, '390-0-landing');
  await page.getByRole('button', { name: 'Get started' }).click();

  await page.getByLabel('Studio name').fill(studioName);
  await uploadLogo(page);
  await fitsWidth();
  await shoot(page, testInfo, '390-1-welcome');
  await continueButton(page).click();

  await expectStep(page, 1, 'Tell us about your studio');
  await fillAbout(page);
  await fitsWidth();
  await shoot(page, testInfo, '390-2-about');
  await continueButton(page).click();

  await expectStep(page, 2, 'Show us your space');
  await uploadSpace(page);
  await fitsWidth();
  await shoot(page, testInfo, '390-3-space');
  await continueButton(page).click();

  await expectStep(page, 3, 'Business & contact details');
  await fillContact(page, `mobile-${randomUUID().slice(0, 6)}@e2e.test`);
  await fitsWidth();
  await shoot(page, testInfo, '390-4-contact');
  await continueButton(page).click();

  await expectStep(page, 4, 'Set your policies');
  await fillPolicies(page);
  await fitsWidth();
  await shoot(page, testInfo, '390-5-policies');
  await page.getByRole('button', { name: 'Preview Profile' }).click();

  await expectStep(page, 5, 'Preview your profile');
  await expect(page.getByRole('heading', { level: 2, name: studioName })).toBeVisible();
  await fitsWidth();
  await shoot(page, testInfo, '390-6-preview');
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByText('Studio Profile Submitted! 🎉')).toBeVisible();
  await expect(page).toHaveURL(/\/studio-onboarding\/submitted$/);
});

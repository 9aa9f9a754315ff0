import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

// Steps of the artist application wizard as a person goes through them, shared by its journeys.

type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** The media hashes of some images, in page order; null for one that is not one of ours (yet). */
export const mediaHashes = (images: Locator) =>
  images.evaluateAll((nodes) =>
    nodes.map((node) => /\/media\/([a-f0-9]{64})/.exec(node.getAttribute('src') ?? '')?.[1] ?? null),
  );

/** Every screen gets an accessibility check and a full-page screenshot for review. */
export async function review(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

export async function expectStep(page: Page, step: number, title: string) {
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(`Step ${step} of 6`, { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `Step ${step} of 6` })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round((step / 6) * 100)),
  );
}

export const proceed = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

/** Picks the profile photo, which opens the 3:4 crop dialog before anything uploads. */
export async function addProfilePhoto(page: Page, file: FilePayload) {
  await page.locator('#profile-photo').setInputFiles(file);
  const crop = page.getByRole('dialog', { name: 'Crop Your Image' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Zoom in' }).click();
  await crop.getByRole('button', { name: 'Crop Image' }).click();
  await expect(crop).toBeHidden();
  const thumb = page.getByRole('img', { name: 'Profile photo 1' });
  await expect(thumb).toHaveAttribute('src', /^\/media\/[a-f0-9]{64}/);
  // What was stored is the crop, not the 600x800 original: a 3:4 portrait.
  await expect
    .poll(() =>
      thumb.evaluate((img) => {
        const { naturalWidth, naturalHeight } = img as unknown as {
          naturalWidth: number;
          naturalHeight: number;
        };
        return naturalWidth / naturalHeight;
      }),
    )
    .toBeCloseTo(0.75, 1);
}

export async function pickStyles(page: Page, styles: string[]) {
  const group = page.getByRole('group', { name: 'Styles you specialize in' });
  for (const style of styles) {
    // The chip (a label around a visually hidden checkbox) is what a person clicks.
    await group.getByText(style, { exact: true }).click();
    await expect(group.getByRole('checkbox', { name: style })).toBeChecked();
  }
}

export async function pickAddress(page: Page, typed: string, address: string) {
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill(typed);
  await page.getByRole('option', { name: address }).click();
  await expect(location).toHaveValue(address);
}

export async function fillPolicies(page: Page) {
  await page
    .getByLabel('Deposit policy')
    .fill('A $100 deposit holds your date and comes off the final price.');
  await page.getByLabel('Cancellation policy').fill('Reschedule 48 hours ahead to keep your deposit.');
  await page.getByLabel('Touch-up policy').fill('One free touch-up within three months of healing.');
}
